/**
 * The card-hook mechanism: the phase code calls named points and knows no card.
 * These tests register throw-away hooks on real card IDs to prove each point
 * is reached with the right state (the card issues add the real behaviour).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { activeCards, hasHook, hooksOf, registerCard, unregisterCard } from '../../../src/game/threeKingdomsRedux/hooks';
import { cloneForAction } from '../../../src/bots/threeKingdomsRedux/clone';
import { afterBeforeEffects } from '../../../src/game/threeKingdomsRedux/actions';
import { onlyGenerals, selectAlliance, testGame, DEFAULT_GENERALS } from '../../builders';
import { computeScores } from '../../../src/game/threeKingdomsRedux/scoring';
import type { CardHooks } from '../../../src/game/threeKingdomsRedux/cardHooks';
import type { CardId } from '../../../src/game/threeKingdomsRedux/cardIds';

// Throw-away hooks replace a card's real ones for one test; the real ones come back after it.
const replaced: [CardId, ReturnType<typeof registerCard>][] = [];
function register(card: CardId, hooks: Parameters<typeof registerCard>[1]) {
  replaced.push([card, registerCard(card, hooks)]);
}
afterEach(() => {
  for (const [c, before] of replaced.splice(0).reverse()) unregisterCard(c, before);
});

describe('card hooks', () => {
  it('bidBonus places bid tokens on the bid; before/afterAction wrap the action', () => {
    const calls: string[] = [];
    register('sunJian', {
      bidBonus: () => 1,
      beforeAction: (ctx, info) => calls.push(`before ${ctx.state} ${info.space} ${info.generals.join()}`),
      afterAction: (ctx, info) => calls.push(`after ${ctx.state} ${info.space} ${info.generals.join()}`),
    });
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wu: ['sunJian'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    expect(t.G.bids.recruitArmies![0].bidTokens).toBe(1);
    t.passAll();
    t.take('wu', 'recruitArmies', { kind: 'recruitArmies' });
    // The before-effects also run once on a trial copy (a refused action must change nothing).
    expect([...new Set(calls)]).toEqual(['before wu recruitArmies sunJian', 'after wu recruitArmies sunJian']);
  });

  it("skills are ignored in the beginners' tutorial", () => {
    register('sunJian', { bidBonus: () => 1 });
    const t = testGame({ tutorial: true });
    onlyGenerals(t.G, { wu: ['sunJian'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    expect(t.G.bids.recruitArmies![0].bidTokens).toBe(0);
  });

  it('winsBidTies decides a tie for its side (the Cao Cao point)', () => {
    register('caoCao', { winsBidTies: (_ctx, bids) => bids.some((b) => b.general === 'caoCao') });
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wei: ['guoJia', 'caoCao'], shu: ['zhugeLiang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'guoJia', space: 'trade' });
    t.assign('shu', { general: 'zhugeLiang', space: 'construct' });
    t.assign('wei', { general: 'caoCao', space: 'construct' });
    t.passAll();
    // Both administration 5; Shu reached 5 first, but the hook makes Wei prevail.
    expect(t.G.won).toContainEqual({ space: 'construct', winners: ['wei'] });
  });

  it('onStationed, endOfRound, onConstructed and extraVP are called', () => {
    const calls: string[] = [];
    register('xiahouDun', { onStationed: (_ctx, s) => calls.push(`stationed ${s.general} ${s.locations[0]}`) });
    register('guoJia', { endOfRound: (ctx) => calls.push(`end of round ${ctx.G.round}`) });
    register('stable', {
      onConstructed: (ctx) => calls.push(`constructed ${ctx.card}`),
      extraVP: () => 3,
    });
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wei: ['xiahouDun', 'guoJia'] });
    const wei = t.G.players.wei;
    wei.trained = 2;
    wei.weapons.horse = 3;
    wei.gold = 5;
    wei.secret.enhancementHand.push('stable');
    t.G.decks.unification = t.G.decks.unification.filter((c) => c !== 'stable');
    for (const s of ['wu', 'shu'] as const)
      t.G.players[s].secret.enhancementHand = t.G.players[s].secret.enhancementHand.filter((c) => c !== 'stable');
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'battle:weiWu', units: { type: 'cavalry', count: 2 } });
    t.assign('wei', { general: 'guoJia', space: 'construct' });
    t.passAll();
    t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'xiahouDun', units: 2, location: 'guangLing', tokenTo: 'treasury' });
    t.take('wei', 'construct', { kind: 'construct', card: 'stable' });
    expect(calls).toEqual(['stationed xiahouDun guangLing', 'constructed stable', 'end of round 1']);
    const result = computeScores(t.G);
    // Stable: printed 2 VP (reconstructed) + 3 from the hook.
    expect(result.scores.wei.enhancementVP.stable).toBe(5);
  });

  it('skipsTribalReduction keeps the tribal level in step 4 (the Jia Xu / Pang De / Ling Cao point)', () => {
    register('guoJia', { skipsTribalReduction: () => true });
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wei: ['guoJia'] });
    selectAlliance(t, 'trade');
    t.passAll();
    // Rulebook, 4) Reduce Tribal Relations Level: Wu and Shu drop by 1, Wei keeps 5.
    expect([t.G.players.wei.tribalLevel, t.G.players.wu.tribalLevel, t.G.players.shu.tribalLevel]).toEqual([5, 5, 6]);
  });
});

describe('hook index (docs/performance.md)', () => {
  it('copies that keep the recruitment record but construct different enhancements each see their own cards', () => {
    // cloneForAction copies share a state's recruitment record (and so its hook index, hooks.ts);
    // the bots try a different construction on each copy.
    const t = testGame({ generals: DEFAULT_GENERALS });
    const before = activeCards(t.G, 'wei');
    const withRam = cloneForAction(t.G, 'wei', 'trade', false);
    withRam.players.wei.constructed.push('batteringRam');
    const withForge = cloneForAction(t.G, 'wei', 'trade', false);
    withForge.players.wei.constructed.push('fineryForge');
    expect(activeCards(withRam, 'wei')).toEqual([...before, 'batteringRam']);
    expect(activeCards(withForge, 'wei')).toEqual([...before, 'fineryForge']);
    expect(hasHook(withRam, 'wei', 'bidBonus')).toBe(true);
    expect(hasHook(withForge, 'wei', 'bidBonus')).toBe(false);
    expect(activeCards(t.G, 'wei')).toEqual(before);
    // Each keeps its own index (several per record): asked in turn, each still sees its own cards.
    for (let round = 0; round < 2; round++) {
      expect(hasHook(withRam, 'wei', 'bidBonus')).toBe(true);
      expect(hasHook(t.G, 'wei', 'bidBonus')).toBe(false);
      expect(activeCards(withForge, 'wei')).toEqual([...before, 'fineryForge']);
    }
    // A card joining a copy later is seen too (the index built for fewer cards is not taken for it).
    withRam.players.wei.constructed.push('fineryForge');
    expect(activeCards(withRam, 'wei')).toEqual([...before, 'batteringRam', 'fineryForge']);
  });
});

describe('judging with before-action effects (afterBeforeEffects, actions.ts)', () => {
  it('the trial copy is made only when an effect reads the state: otherwise the action is judged on G itself', () => {
    // Most before-action effects act on a few spaces and return after looking at their info alone; a copy
    // made for them was only a copy of G (docs/decisions/0002-judge-a-move-without-copying-g.md).
    register('sunJian', {
      beforeAction(ctx, info) {
        if (info.space !== 'trade') return;
        ctx.G.players[ctx.state].gold += 1;
      },
    });
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wu: ['sunJian'] });
    const gold = t.G.players.wu.gold;
    expect(afterBeforeEffects(t.G, 'wu', 'recruitArmies', () => undefined)).toBe(t.G);
    const trial = afterBeforeEffects(t.G, 'wu', 'trade', () => undefined);
    expect(trial).not.toBe(t.G);
    expect(trial.players.wu.gold).toBe(gold + 1);
    expect(t.G.players.wu.gold).toBe(gold);
  });
});

describe('recruitment record (the hook index key, hooks.ts)', () => {
  it('a recruitment makes a new record: copies sharing the old one keep their generals and hook index', () => {
    // The hook index is keyed by the record and does not count its keys, so a
    // record must never change once made (PlayerState.recruitedIn; its Readonly
    // type makes an in-place write a compile error).
    const t = testGame({ tutorial: false });
    const p = t.G.players.wei;
    const record = p.recruitedIn;
    const copy = { ...t.G, players: { ...t.G.players, wei: { ...p } } };
    const lordOnly = activeCards(copy, 'wei');
    expect(lordOnly).toEqual(['caoCao']);
    const keep = p.secret.drawn.slice(0, p.secret.drawn.length - 2);
    t.play('wei', { type: 'recruit', keep });
    expect(p.recruitedIn).not.toBe(record);
    expect(Object.keys(record)).toEqual(['caoCao']);
    expect(Object.keys(p.recruitedIn)).toEqual(['caoCao', ...keep]);
    expect(activeCards(copy, 'wei')).toEqual(lordOnly);
    expect(activeCards(t.G, 'wei')).toEqual(['caoCao', ...keep]);
  });

  it('the recruitment record and the bids hold only their own keys: a name every object inherits is not in them', () => {
    // Both are records without a prototype (state.ts dictionaryRecord): V8 keeps such an object in dictionary
    // mode, and a key they lack is not looked for further (docs/decisions/0003-hook-index-per-state.md).
    const t = testGame({ tutorial: false });
    const p = t.G.players.wei;
    t.play('wei', { type: 'recruit', keep: p.secret.drawn.slice(0, p.secret.drawn.length - 2) });
    for (const record of [p.recruitedIn, t.G.bids] as Record<string, unknown>[]) {
      expect('toString' in record).toBe(false);
      expect(record.constructor).toBeUndefined();
    }
    expect(JSON.parse(JSON.stringify(p.recruitedIn))).toEqual({ ...p.recruitedIn });
  });
});

describe('registering a card (hooks.ts)', () => {
  it('a hook name no hook point has is a clear error naming the card and the name, and registers nothing', () => {
    // Bad input gets a clear error and changes nothing (principle 4): before, such a card was registered and
    // failed later, at the first hook index built for a state holding it, with a TypeError from undefined.push.
    const real = hooksOf('sunJian');
    const misspelt = { bidBonus: () => 1, beforActon: () => {} } as CardHooks;
    expect(() => register('sunJian', misspelt)).toThrow(/sunJian.*beforActon/);
    expect(hooksOf('sunJian')).toBe(real);
    // An inherited name (in every object, but not a hook) is refused too.
    expect(() => register('sunJian', { toString: () => 'x' } as CardHooks)).toThrow(/sunJian.*toString/);
    expect(hooksOf('sunJian')).toBe(real);
  });
});
