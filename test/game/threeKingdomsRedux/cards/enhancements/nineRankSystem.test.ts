/**
 * Nine-Rank System (Jiu Pin Zhong Zheng Zhi) (compendium, Separation deck):
 * 1 rank on construction unless the state took "control Han emperor" this
 * round; each ruling bullet; built at the end of the round by Cheng Pu.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { EMPEROR_RANK } from '../../../../../src/game/threeKingdomsRedux/data/board';
import { setRecruitedIn } from '../../../../../src/game/threeKingdomsRedux/state';
import { giveEnhancements, onlyGenerals, passRound, selectAlliance, testGame, declineAll } from '../../../../builders';
import { wuGame } from '../generals/wuKit';
import { cardVP, constructs } from './scenarios';

const nineRankLog = (G: { log: { card?: string; text: string }[] }) => G.log.filter((e) => e.card === 'nineRankSystem').map((e) => e.text);

/**
 * Wei wins "control Han emperor" (Cao Cao) and "construct" (Cao Ren), with
 * Nine-Rank System in hand and enough to pay for it; beginners' mode.
 */
function emperorAndConstruct() {
  const t = testGame();
  onlyGenerals(t.G, { wei: ['caoCao', 'caoRen'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'caoCao', space: 'controlHanEmperor' });
  t.assign('wei', { general: 'caoRen', space: 'construct' });
  t.passAll();
  giveEnhancements(t.G, 'wei', ['nineRankSystem']);
  t.G.players.wei.gold += 3;
  t.G.players.wei.popularSupport += 1;
  return t;
}

/** Cheng Pu joins Wu in round 6 with Nine-Rank System in hand; `emperor`: Sun Ce takes "control Han emperor" that round. */
function chengPuRound(emperor: boolean) {
  const t = wuGame(['chengPu', 'sunCe']);
  giveEnhancements(t.G, 'wu', ['nineRankSystem']);
  t.G.round = 6;
  setRecruitedIn(t.G.players.wu, 'chengPu', 6);
  if (!emperor) passRound(t);
  else {
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunCe', space: 'controlHanEmperor' });
    t.passAll();
    t.take('wu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'sunCe' });
  }
  // End of the round: Cheng Pu offers the construction.
  expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wu' });
  return t;
}

describe('Nine-Rank System (Jiu Pin Zhong Zheng Zhi) (compendium)', () => {
  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): "If you did not take the "control Han emperor action" this round, gain 1 rank immediately after constructing this state enhancement"', () => {
    const t = constructs('nineRankSystem');
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toEqual(['Nine-Rank System: Wei rises to Grand General.']);
    expect(cardVP(t.G, 'wei', 'nineRankSystem')).toBe(1);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): no rank when the state took "control Han emperor" earlier this round', () => {
    const t = emperorAndConstruct();
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoCao' });
    expect(t.G.players.wei.rank).toBe(1);
    t.take('wei', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(t.G.players.wei.constructed).toEqual(['nineRankSystem']);
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toEqual([]);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): "control Han emperor" won but declined was not taken: 1 rank; still to be taken counts as taken: no rank (R57)', () => {
    // Declined first: the rank comes.
    const declined = emperorAndConstruct();
    declined.decline('wei', 'controlHanEmperor');
    declined.take('wei', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(declined.G.players.wei.rank).toBe(1);
    expect(nineRankLog(declined.G)).toHaveLength(1);
    // Constructed first, the emperor action still to take: no rank from the card, one round gives one rank.
    const later = emperorAndConstruct();
    later.take('wei', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(later.G.players.wei.rank).toBe(0);
    later.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoCao' });
    expect(later.G.players.wei.rank).toBe(1);
    expect(nineRankLog(later.G)).toHaveLength(0);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): constructed with "control Han emperor" still to take, then declined: the rank comes on declining, once (R57)', () => {
    const t = emperorAndConstruct();
    t.take('wei', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(t.G.players.wei.rank).toBe(0);
    t.decline('wei', 'controlHanEmperor');
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toEqual(['Nine-Rank System: Wei rises to Grand General.']);
    declineAll(t);
    passRound(t);
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toHaveLength(1);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): "control Han emperor" cannot be paid after paying for the card: declining it (the only way on) gives the rank (R57)', () => {
    const t = emperorAndConstruct();
    t.take('wei', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    t.G.players.wei.gold = 0;
    const moves = legalMoves(t.G, 'wei');
    expect(moves.some((m) => m.type === 'takeAction' && m.space === 'controlHanEmperor')).toBe(false);
    expect(moves).toContainEqual({ type: 'declineAction', space: 'controlHanEmperor' });
    t.decline('wei', 'controlHanEmperor');
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toHaveLength(1);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): "You may activate Nine-Rank System (Jiu Pin Zhong Zheng Zhi) only once." — later actions and rounds add nothing', () => {
    const t = constructs('nineRankSystem');
    expect(t.G.players.wei.rank).toBe(1);
    // Wei's other won action, the end of the round and a whole next round: no more rank.
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    declineAll(t);
    expect(t.G.round).toBe(2);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(t.G.players.wei.rank).toBe(1);
    expect(nineRankLog(t.G)).toHaveLength(1);
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): "You must activate Nine-Rank System (Jiu Pin Zhong Zheng Zhi) immediately after constructing it." — no choice, the rank is there before the next move', () => {
    const t = constructs('nineRankSystem');
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    expect(legalMoves(t.G, 'wei').some((m) => m.type === 'choose')).toBe(false);
    expect(t.attempt('wei', { type: 'choose', option: null })).toMatchObject({ ok: false });
    expect(t.G.players.wei.rank).toBe(1);
    // The log: the construction, then at once the rank.
    const i = t.G.log.findIndex((e) => e.text === 'Wei constructs Nine-Rank System (Jiu Pin Zhong Zheng Zhi).');
    expect(t.G.log[i + 1]).toMatchObject({ card: 'nineRankSystem' });
  });

  it('Nine-Rank System (Jiu Pin Zhong Zheng Zhi): never above Emperor', () => {
    const t = constructs('nineRankSystem', 'wei', (G) => (G.players.wei.rank = EMPEROR_RANK));
    expect(t.G.players.wei.rank).toBe(EMPEROR_RANK);
    expect(nineRankLog(t.G)).toEqual([]);
  });

  it("Nine-Rank System (Jiu Pin Zhong Zheng Zhi): constructed at the end of the round by Cheng Pu, with the round's actions counted", () => {
    const t = chengPuRound(false);
    t.play('wu', { type: 'choose', option: { card: 'nineRankSystem', payment: {} } });
    expect(t.G.players.wu.constructed).toEqual(['nineRankSystem']);
    expect(t.G.players.wu.rank).toBe(1);
    expect(nineRankLog(t.G)).toEqual(['Nine-Rank System: Wu rises to Grand General.']);
    // Wu took "control Han emperor" this round: no rank from the card.
    const u = chengPuRound(true);
    expect(u.G.players.wu.rank).toBe(1);
    u.play('wu', { type: 'choose', option: { card: 'nineRankSystem', payment: {} } });
    expect(u.G.players.wu.constructed).toEqual(['nineRankSystem']);
    expect(u.G.players.wu.rank).toBe(1);
    expect(nineRankLog(u.G)).toEqual([]);
  });
});
