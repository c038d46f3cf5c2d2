/**
 * Xun Yu, Foresight (compendium, Wei generals): during a recruitment, pay
 * 1 rice to draw 1 more general card and receive 1 untrained army.
 */
import { describe, expect, it } from 'vitest';
import { passRound, placeConstructed, selectAlliance } from '../../../../builders';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { activations, decision, expectRefused, fullGame, movesOf } from './weiScenarios';

/** Rounds 1 and 2 pass; round 3's recruitment is open (Wei draws 3, selects 1). */
function toRound3Recruitment(wei: GeneralId[]) {
  const t = fullGame({ wei });
  passRound(t);
  passRound(t);
  expect(t.G.round).toBe(3);
  expect(decision(t)).toEqual({ kind: 'recruit', states: ['wei', 'wu', 'shu'] });
  return t;
}

const useXunYu = { type: 'useSkill' as const, card: 'xunYu' as const, option: 'draw' };

describe('Xun Yu, Foresight (compendium)', () => {
  it('Xun Yu: in a later recruitment Wei pays 1 rice, draws 1 more general card and receives 1 untrained army; it still selects 1 (skill text)', () => {
    const t = toRound3Recruitment(['xunYu']);
    const wei = t.G.players.wei;
    const [rice, untrained, undrawn] = [wei.rice, wei.untrained, wei.secret.undrawn.length];
    const top = wei.secret.undrawn[0];
    expect(wei.secret.drawn).toHaveLength(3);
    t.play('wei', useXunYu);
    expect([wei.rice, wei.untrained, wei.secret.undrawn.length]).toEqual([rice - 1, untrained + 1, undrawn - 1]);
    expect(wei.secret.drawn).toHaveLength(4);
    expect(wei.secret.drawn[3]).toBe(top);
    expect(activations(t, 'xunYu')).toEqual([
      "Xun Yu's Foresight: Wei pays 1 rice, draws 1 more general card and receives 1 untrained army.",
    ]);
    // Still Wei's recruitment decision: 4 cards to choose 1 from.
    expect(decision(t)).toEqual({ kind: 'recruit', states: ['wei', 'wu', 'shu'] });
    expect(movesOf(t, 'wei', 'recruit')).toHaveLength(4);
    // Once per recruitment.
    expect(movesOf(t, 'wei', 'useSkill')).toEqual([]);
    expectRefused(t, 'wei', useXunYu, /cannot be used that way now/);
    expectRefused(t, 'wei', { type: 'recruit', keep: wei.secret.drawn.slice(0, 2) }, /Select exactly 1/);
    const kept = wei.secret.drawn[3];
    const back = wei.secret.drawn.slice(0, 3);
    t.play('wei', { type: 'recruit', keep: [kept] });
    expect(wei.secret.hand).toContain(kept);
    expect(wei.recruitedIn[kept]).toBe(3);
    expect(wei.secret.undrawn).toEqual(expect.arrayContaining(back));
    expect(wei.secret.undrawn).toHaveLength(undrawn - 1 + 3);
  });

  it('Xun Yu: not in the recruitment where he joins, not outside recruitments, not without 1 rice, not for another state', () => {
    const t = toRound3Recruitment(['caoCao']);
    expect(movesOf(t, 'wei', 'useSkill')).toEqual([]);
    expectRefused(t, 'wei', useXunYu, /not one of Wei's active cards/);
    // Outside a recruitment (Wei bidding in round 1).
    const u = fullGame({ wei: ['xunYu'] });
    selectAlliance(u, 'trade');
    expect(decision(u)).toEqual({ kind: 'bid', state: 'wei' });
    expect(movesOf(u, 'wei', 'useSkill')).toEqual([]);
    expectRefused(u, 'wei', useXunYu, /cannot be used that way now/);
    const v = toRound3Recruitment(['xunYu']);
    v.G.players.wei.rice = 0;
    expect(movesOf(v, 'wei', 'useSkill')).toEqual([]);
    expectRefused(v, 'wei', useXunYu);
    expectRefused(v, 'wu', useXunYu, /not one of Wu's active cards/);
  });

  it('Xun Yu: "Xun Yu may activate his skill after looking at the drawn general cards during recruitment."', () => {
    const t = toRound3Recruitment(['xunYu']);
    // The drawn cards are in Wei's hand of choices, and the skill is offered alongside the selections.
    const drawn = [...t.G.players.wei.secret.drawn];
    expect(movesOf(t, 'wei', 'recruit').map((m) => m.keep)).toEqual(drawn.map((g) => [g]));
    expect(movesOf(t, 'wei', 'useSkill')).toEqual([useXunYu]);
    t.play('wei', useXunYu);
    expect(t.G.players.wei.secret.drawn.slice(0, 3)).toEqual(drawn);
  });

  it('Xun Yu: "Xun Yu\'s skill may be activated with Imperial Academy (Taixue). The sequence of activation is determined by Wei."', () => {
    const academy = { type: 'useSkill' as const, card: 'imperialAcademy' as const, option: 'draw' };
    for (const order of [
      [useXunYu, academy],
      [academy, useXunYu],
    ]) {
      const t = toRound3Recruitment(['xunYu']);
      placeConstructed(t.G, 'wei', ['imperialAcademy']);
      const wei = t.G.players.wei;
      const [rice, untrained] = [wei.rice, wei.untrained];
      // Both are offered; Wei uses them in the order it likes.
      expect(movesOf(t, 'wei', 'useSkill')).toEqual(expect.arrayContaining([useXunYu, academy]));
      t.play('wei', order[0]);
      expect(movesOf(t, 'wei', 'useSkill')).toContainEqual(order[1]);
      t.play('wei', order[1]);
      expect(wei.secret.drawn).toHaveLength(5);
      expect([wei.rice, wei.untrained]).toEqual([rice - 1, untrained + 1]);
      expect(movesOf(t, 'wei', 'useSkill')).toEqual([]);
      const cards = t.G.log.filter((e) => e.card === 'xunYu' || e.card === 'imperialAcademy').map((e) => e.card);
      expect(cards).toEqual(order.map((m) => m.card));
      expect(movesOf(t, 'wei', 'recruit')).toHaveLength(5);
    }
  });
});
