/**
 * Military Habitation (Tuntian) System (compendium, Unification deck): once,
 * on construction, 1 gold per token on the treasury and 1 rice per token on
 * the granary (development and border location tokens alike).
 */
import { describe, expect, it } from 'vitest';
import { declineAll, giveEnhancements, passRound, placeStationed, selectAlliance } from '../../../../builders';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import { activations } from './militaryScenarios';
import { constructs } from './scenarios';

/** Constructs the card with the given tokens arranged; returns the game and the gold and rice it gave (its rice cost of 2 counted back). */
function constructsWith(tokens: { treasuryDev?: number; treasuryBorder?: boolean; granaryDev?: number; granaryBorder?: boolean }) {
  let start = { gold: 0, rice: 0 };
  const t = constructs('militaryHabitationSystem', 'wei', (G: GameState) => {
    const wei = G.players.wei;
    wei.treasury.devTokens = tokens.treasuryDev ?? 0;
    wei.granary.devTokens = tokens.granaryDev ?? 0;
    if (tokens.treasuryBorder) placeStationed(G, 'wei', 'xuHuang', 'shiTing', 1, 'treasury');
    if (tokens.granaryBorder) placeStationed(G, 'wei', 'zhangLiao', 'huaRongDao', 1, 'granary');
    start = { gold: wei.gold, rice: wei.rice };
  });
  const wei = t.G.players.wei;
  return { t, gold: wei.gold - start.gold, rice: wei.rice - start.rice + 2 };
}

describe('Military Habitation (Tuntian) System (compendium)', () => {
  it('Military Habitation (Tuntian) System: "You receive gold and rice equal to the corresponding number of tokens on your treasury and granary immediately after you construct this state enhancement."', () => {
    const { t, gold, rice } = constructsWith({ treasuryDev: 2, treasuryBorder: true, granaryDev: 1, granaryBorder: true });
    expect([gold, rice]).toEqual([3, 2]);
    expect(t.G.pending).toEqual([]);
    expect(activations(t, 'militaryHabitationSystem')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'militaryHabitationSystem', state: 'wei' });
    // The tokens stay where they are.
    expect([t.G.players.wei.treasury.devTokens, t.G.players.wei.granary.devTokens]).toEqual([2, 1]);
  });

  it('Military Habitation (Tuntian) System: "You receive 1 gold for every marketplace token and every border location token on your treasury."', () => {
    expect(constructsWith({ treasuryDev: 3 })).toMatchObject({ gold: 3, rice: 0 });
    expect(constructsWith({ treasuryBorder: true })).toMatchObject({ gold: 1, rice: 0 });
  });

  it('Military Habitation (Tuntian) System: "You receive 1 rice for every farm token and every border location token on your granary."', () => {
    expect(constructsWith({ granaryDev: 2 })).toMatchObject({ gold: 0, rice: 2 });
    expect(constructsWith({ granaryBorder: true })).toMatchObject({ gold: 0, rice: 1 });
  });

  it('Military Habitation (Tuntian) System: with no token on the treasury or the granary it gives nothing (no activation)', () => {
    const { t, gold, rice } = constructsWith({});
    expect([gold, rice]).toEqual([0, 0]);
    expect(activations(t, 'militaryHabitationSystem')).toEqual([]);
  });

  it('Military Habitation (Tuntian) System: only once — tokens gained in later rounds give nothing', () => {
    const { t } = constructsWith({ treasuryDev: 2, granaryDev: 2 });
    declineAll(t); // the rest of round 1; Update and Maintenance
    expect(t.G.round).toBe(2);
    const wei = t.G.players.wei;
    wei.treasury.devTokens += 3;
    wei.granary.devTokens += 3;
    const [gold, rice] = [wei.gold, wei.rice];
    const ps = Math.floor(wei.popularSupport / 2);
    passRound(t);
    expect([wei.gold, wei.rice]).toEqual([gold, rice - ps]);
    expect(activations(t, 'militaryHabitationSystem')).toHaveLength(1);
  });

  it('Military Habitation (Tuntian) System: tokens put there by other cards count, e.g. the marketplace token of Roadways (R60)', () => {
    const t = constructs('roadways');
    // Round 2: Wei constructs the card with the real action.
    declineAll(t);
    expect(t.G.round).toBe(2);
    giveEnhancements(t.G, 'wei', ['militaryHabitationSystem']);
    const wei = t.G.players.wei;
    wei.untrained += 1;
    wei.rice += 2;
    selectAlliance(t, 'developFarm');
    t.assign('wei', { general: 'caoCao', space: 'construct' });
    t.passAll();
    const [gold, rice] = [wei.gold, wei.rice];
    t.take('wei', 'construct', { kind: 'construct', card: 'militaryHabitationSystem' });
    expect([wei.gold, wei.rice]).toEqual([gold + 1, rice - 2]);
    expect(activations(t, 'militaryHabitationSystem')).toHaveLength(1);
  });
});
