/**
 * Imperial Academy (Taixue) (compendium, Unification deck): during each
 * recruitment, draw 1 more general card or pay 2 rice for 1 popular support
 * token; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { recruitCount } from '../../../../../src/game/threeKingdomsRedux/conflict';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { GENERALS } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { onlyGenerals, passRound, placeConstructed, selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, round3Recruitment, skillMovesOf } from './unificationKit';

const CARD = 'imperialAcademy' as const;
const academy = (option: string) => ({ type: 'useSkill' as const, card: CARD, option });
const xunYu = { type: 'useSkill' as const, card: 'xunYu' as const, option: 'draw' };

/** Round 3's recruitment with the Academy built by Wei (`rice` rice), Wei holding `wei` generals. */
function recruitment(wei: Parameters<typeof round3Recruitment>[0]['wei'] = ['caoCao'], rice = 3) {
  const t = round3Recruitment({ wei });
  placeConstructed(t.G, 'wei', [CARD]);
  t.G.players.wei.rice = rice;
  return t;
}

const recruitMoves = (t: ReturnType<typeof recruitment>) => legalMoves(t.G, 'wei').filter((m) => m.type === 'recruit').length;

describe('Imperial Academy (Taixue) (compendium)', () => {
  it('Imperial Academy (Taixue): "You may draw 1 additional general card ... during each recruitment of generals" — Wei still selects 1 (card text, R66)', () => {
    const t = recruitment();
    const wei = t.G.players.wei;
    expect(skillMovesOf(t, 'wei')).toEqual([academy('draw'), academy('popularSupport')]);
    const top = wei.secret.undrawn[0];
    const [undrawn, rice] = [wei.secret.undrawn.length, wei.rice];
    t.play('wei', academy('draw'));
    expect(wei.secret.drawn).toHaveLength(4);
    expect(wei.secret.drawn[3]).toBe(top);
    expect([wei.secret.undrawn.length, wei.rice]).toEqual([undrawn - 1, rice]);
    expect(activations(t.G, CARD)).toEqual(['Imperial Academy (Taixue): Wei draws 1 additional general card.']);
    // The decision stays open: 4 cards to select 1 from; once per recruitment.
    expect(currentDecision(t.G)).toEqual({ kind: 'recruit', states: ['wei', 'wu', 'shu'] });
    expect(recruitMoves(t)).toBe(4);
    expect(skillMovesOf(t, 'wei')).toEqual([]);
    expectRefused(t, 'wei', academy('popularSupport'), /cannot be used that way now/);
    expectRefused(t, 'wei', { type: 'recruit', keep: wei.secret.drawn.slice(0, 2) }, /Select exactly 1/);
    t.play('wei', { type: 'recruit', keep: [top] });
    expect(wei.recruitedIn[top]).toBe(3);
    expect(wei.secret.undrawn).toHaveLength(undrawn - 1 + 3);
  });

  it('Imperial Academy (Taixue): "... or pay 2 rice to receive 1 popular support token" (card text)', () => {
    const t = recruitment();
    const wei = t.G.players.wei;
    t.play('wei', academy('popularSupport'));
    expect([wei.rice, wei.popularSupport, wei.secret.drawn.length]).toEqual([1, 1, 3]);
    expect(activations(t.G, CARD)).toEqual(['Imperial Academy (Taixue): Wei pays 2 rice to receive 1 popular support token.']);
    expect(skillMovesOf(t, 'wei')).toEqual([]);
    expectRefused(t, 'wei', academy('draw'), /cannot be used that way now/);
  });

  it('Imperial Academy (Taixue): not without 2 rice (no purchase) or without undrawn cards (no draw); not for another state', () => {
    const t = recruitment(['caoCao'], 1);
    expect(skillMovesOf(t, 'wei')).toEqual([academy('draw')]);
    expectRefused(t, 'wei', academy('popularSupport'), /cannot be used that way now/);
    t.G.players.wei.secret.undrawn = [];
    expect(skillMovesOf(t, 'wei')).toEqual([]);
    expectRefused(t, 'wu', academy('draw'), /not one of Wu's active cards/);
    expectRefused(t, 'wei', academy('borrow'), /cannot be used that way now/);
  });

  it('Imperial Academy (Taixue): only during a recruitment, while Wei chooses, once; again in the next recruitment (round 5) (R66)', () => {
    const t = fullGame({ wei: ['caoCao'] });
    placeConstructed(t.G, 'wei', [CARD]);
    selectAlliance(t, 'trade');
    expect(currentDecision(t.G)).toEqual({ kind: 'bid', state: 'wei' });
    expect(skillMovesOf(t, 'wei')).toEqual([]);
    expectRefused(t, 'wei', academy('draw'), /cannot be used that way now/);
    t.passAll();
    passRound(t);
    expect(t.G.round).toBe(3);
    t.G.players.wei.rice = 4;
    t.play('wei', academy('popularSupport'));
    // Wu and Shu recruit nobody (arranged), and Wei's new general leaves again afterwards, so no other skill joins the rounds that follow.
    for (const s of ['wu', 'shu'] as const) {
      const p = t.G.players[s].secret;
      p.undrawn.push(...p.drawn.splice(0));
    }
    // After Wei has selected, nothing more (it is no longer choosing).
    t.play('wei', { type: 'recruit', keep: t.G.players.wei.secret.drawn.slice(0, recruitCount(t.G, 'wei')) });
    expect(skillMovesOf(t, 'wei')).toEqual([]);
    expectRefused(t, 'wei', academy('draw'));
    onlyGenerals(t.G, { wei: ['caoCao'] });
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(5);
    expect(currentDecision(t.G).kind).toBe('recruit');
    expect(skillMovesOf(t, 'wei').map((m) => m.option)).toContain('draw');
    t.play('wei', academy('draw'));
    expect(activations(t.G, CARD)).toHaveLength(2);
  });

  it('Imperial Academy (Taixue): "You may activate Imperial Academy (Taixue) after looking at the drawn general cards during recruitment."', () => {
    const t = recruitment();
    const drawn = [...t.G.players.wei.secret.drawn];
    // The drawn cards are Wei's to see (its selections), and the Academy is offered alongside them.
    expect(drawn).toHaveLength(3);
    const moves = skillMovesOf(t, 'wei');
    expect(moves).toHaveLength(2);
    t.play('wei', academy('draw'));
    expect(t.G.players.wei.secret.drawn.slice(0, 3)).toEqual(drawn);
    // The log names no card.
    const text = activations(t.G, CARD).join(' ');
    for (const g of t.G.players.wei.secret.drawn) expect(text).not.toContain(GENERALS[g].name.value);
  });

  it('Imperial Academy (Taixue): "Xun Yu\'s skill may be activated with Imperial Academy (Taixue). The sequence of activation is determined by Wei." (R66)', () => {
    for (const order of [
      [academy('draw'), xunYu],
      [xunYu, academy('draw')],
    ]) {
      const t = recruitment(['xunYu', 'caoCao'], 3);
      const wei = t.G.players.wei;
      expect(skillMovesOf(t, 'wei')).toEqual(expect.arrayContaining([academy('draw'), xunYu]));
      t.play('wei', order[0]);
      t.play('wei', order[1]);
      expect(wei.secret.drawn).toHaveLength(5);
      expect(skillMovesOf(t, 'wei')).toEqual([]);
      expect([wei.rice, wei.untrained]).toEqual([2, 1]);
    }
    // Or the purchase with Xun Yu's draw.
    const u = recruitment(['xunYu', 'caoCao'], 3);
    u.play('wei', xunYu);
    u.play('wei', academy('popularSupport'));
    expect([u.G.players.wei.rice, u.G.players.wei.popularSupport, u.G.players.wei.secret.drawn.length]).toEqual([0, 1, 4]);
  });

  it('Imperial Academy (Taixue): "Wei must be able to pay 2 rice from its supply to activate Imperial Academy (Taixue) and receive 1 popular support token before..." Xun You\'s 2 rice', () => {
    const poor = recruitment(['xunYou'], 1);
    expect(skillMovesOf(poor, 'wei')).toEqual([academy('draw')]);
    expectRefused(poor, 'wei', academy('popularSupport'));
    const t = recruitment(['xunYou'], 2);
    t.play('wei', academy('popularSupport'));
    expect([t.G.players.wei.rice, t.G.players.wei.popularSupport]).toEqual([2, 1]);
    const pay = t.G.log.findIndex((e) => e.card === CARD);
    const trust = t.G.log.findIndex((e) => e.card === 'xunYou');
    expect(pay).toBeGreaterThan(-1);
    expect(trust).toBeGreaterThan(pay);
  });
});
