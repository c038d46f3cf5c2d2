/**
 * Cheng Pu, Governance (compendium, Wu generals): at the end of the round he
 * joins, he may construct 1 Separation and 1 Unification state enhancement;
 * each ruling bullet. Played in round 6 with a fixed enhancement hand.
 */
import { describe, expect, it } from 'vitest';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { setRecruitedIn } from '../../../../../src/game/threeKingdomsRedux/state';
import { passRound } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

const HAND: EnhancementId[] = ['bronzeSparrow', 'taxModificationSystem', 'woodenOx', 'barterMarket', 'officeOfMinisterOfFinance'];

/** Cheng Pu (and `others`) joined Wu in round 6; the round is played out with no bids. */
function chengPuRound(others: GeneralId[] = [], hand: EnhancementId[] = HAND) {
  const t = wuGame(['chengPu', ...others], { scenario: { enhancementHands: { wu: hand } } });
  t.G.round = 6;
  for (const g of ['chengPu', ...others] as GeneralId[]) setRecruitedIn(t.G.players.wu, g, 6);
  passRound(t);
  return t;
}

const cards = (options: unknown[]) => options.map((o) => (o === null ? null : (o as { card: EnhancementId }).card));

describe('Cheng Pu, Governance (compendium)', () => {
  it('Cheng Pu: at the end of the round he joins, Wu may construct 1 Separation and 1 Unification state enhancement', () => {
    const t = chengPuRound();
    // Gold 4, rice 4, 1 popular support, no weapons: Barter Market (a weapon) is out of reach.
    expect(cards(choiceOptions(t, 'wu'))).toEqual([
      null,
      'bronzeSparrow',
      'taxModificationSystem',
      'woodenOx',
      'officeOfMinisterOfFinance',
    ]);
    t.play('wu', { type: 'choose', option: { card: 'taxModificationSystem', payment: {} } });
    // Then the other deck only.
    expect(cards(choiceOptions(t, 'wu'))).toEqual([null, 'woodenOx', 'officeOfMinisterOfFinance']);
    t.play('wu', { type: 'choose', option: { card: 'woodenOx', payment: {} } });
    const wu = t.G.players.wu;
    expect(wu.constructed).toEqual(['taxModificationSystem', 'woodenOx']);
    expect([wu.gold, wu.rice]).toEqual([2, 1]);
    expect(wu.secret.enhancementHand).toEqual(['bronzeSparrow', 'barterMarket', 'officeOfMinisterOfFinance']);
    expect(t.G.round).toBe(7);
    expect(activated(t.G, 'chengPu')).toBe(true);
  });

  it('Cheng Pu: only in the round he joins', () => {
    const t = wuGame(['chengPu'], { scenario: { enhancementHands: { wu: HAND } } });
    t.G.round = 6;
    setRecruitedIn(t.G.players.wu, 'chengPu', 5);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.players.wu.constructed).toEqual([]);
  });

  it('Cheng Pu: "Cheng Pu may construct 0 or 1 state enhancement from each deck."', () => {
    // 0: declining ends the skill.
    const none = chengPuRound();
    none.play('wu', { type: 'choose', option: null });
    expect(none.G.players.wu.constructed).toEqual([]);
    expect(none.G.round).toBe(7);
    // 1 from the Unification deck first, then no second Unification card: only the Separation deck is offered.
    const t = chengPuRound();
    t.play('wu', { type: 'choose', option: { card: 'officeOfMinisterOfFinance', payment: {} } });
    expect(cards(choiceOptions(t, 'wu'))).toEqual([null, 'bronzeSparrow', 'taxModificationSystem']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: { card: 'woodenOx', payment: {} } })).toEqual({
      ok: false,
      error: "That is not one of Cheng Pu's options now.",
    });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: null });
    expect(t.G.players.wu.constructed).toEqual(['officeOfMinisterOfFinance']);
  });

  it('Cheng Pu: "The state enhancements\' pre-requisites still have to be met and costs still have to be paid."', () => {
    // Watchtower needs an occupied border location, Imperial Jade Seal a rank; Barter Market a weapon Wu lacks.
    const t = chengPuRound([], ['watchtower', 'imperialJadeSeal', 'woodenOx', 'barterMarket', 'officeOfMinisterOfFinance']);
    expect(cards(choiceOptions(t, 'wu'))).toEqual([null, 'woodenOx', 'officeOfMinisterOfFinance']);
    for (const card of ['watchtower', 'imperialJadeSeal', 'barterMarket'])
      expect(t.attempt('wu', { type: 'choose', option: { card, payment: {} } })).toMatchObject({ ok: false });
    t.play('wu', { type: 'choose', option: { card: 'woodenOx', payment: {} } });
    // The full printed cost: 3 rice.
    expect(t.G.players.wu.rice).toBe(1);
  });

  it("Cheng Pu: constructs after Wu's other end-of-round benefits, with what they gave (R13)", () => {
    // Jiang Qin's 2 vessels (same round) pay Barter Market's weapon.
    const t = chengPuRound(['jiangQin']);
    expect(t.G.players.wu.weapons.vessel).toBe(2);
    expect(choiceOptions(t, 'wu')).toContainEqual({ card: 'barterMarket', payment: { weapons: ['vessel'] } });
    t.play('wu', { type: 'choose', option: { card: 'barterMarket', payment: { weapons: ['vessel'] } } });
    expect([t.G.players.wu.weapons.vessel, t.G.players.wu.rice]).toEqual([1, 2]);
  });

  it('Cheng Pu: "Lu Su\'s skill may not be activated when activating Cheng Pu\'s skill to construct state enhancements..."', () => {
    const t = chengPuRound(['luSu']);
    const options = choiceOptions(t, 'wu');
    expect(options.filter((o) => o !== null && (o as { payment: { reduce?: string } }).payment.reduce !== undefined)).toEqual([]);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: { card: 'taxModificationSystem', payment: { reduce: 'gold' } } })).toEqual({
      ok: false,
      error: "That is not one of Cheng Pu's options now.",
    });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: { card: 'taxModificationSystem', payment: {} } });
    expect(t.G.players.wu.gold).toBe(2);
  });
});
