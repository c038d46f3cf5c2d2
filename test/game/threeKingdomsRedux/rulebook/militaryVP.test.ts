/** Rulebook, Update and Maintenance, 4) Award Military VPs for Stationed Armies — "Example: Award Military VPs". */
import { describe, expect, it } from 'vitest';
import { computeScores } from '../../../../src/game/threeKingdomsRedux/scoring';
import { giveUnits, onlyGenerals, selectAlliance, testGame } from '../../../builders';

// Relied on: Zhang Fei and Jiang Wei leadership 2 (stated); Gong An cavalry, Qi Shan archery (stated).
describe('Rulebook, Award Military VPs — Example: Award Military VPs', () => {
  it('Zhang Fei (2 cavalry, Gong An) stationed earlier, Jiang Wei (2 archery, Qi Shan) this round: Shu earns 4 military VPs', () => {
    const t = testGame();
    const shu = t.G.players.shu;
    // Plenty of gold and rice, so upkeep never causes deficits here.
    shu.gold = 30;
    shu.rice = 30;
    // A previous round: Zhang Fei is stationed at Gong An (Shu-Wu).
    onlyGenerals(t.G, { shu: ['zhangFei'] });
    giveUnits(t.G, 'shu', 'cavalry', 2);
    selectAlliance(t, 'trade');
    t.assign('shu', { general: 'zhangFei', space: 'battle:shuWu', units: { type: 'cavalry', count: 2 } });
    t.take('shu', 'battle:shuWu', { kind: 'battle', general: 'zhangFei', units: 2, location: 'gongAn', tokenTo: 'treasury' });
    expect(t.G.round).toBe(2);
    expect(shu.militaryVP).toBe(2);

    // The current round: Jiang Wei is stationed at Qi Shan (Shu-Wei).
    onlyGenerals(t.G, { shu: ['jiangWei'] });
    giveUnits(t.G, 'shu', 'archery', 2);
    selectAlliance(t, 'developFarm');
    t.assign('shu', { general: 'jiangWei', space: 'battle:shuWei', units: { type: 'archery', count: 2 } });
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'jiangWei', units: 2, location: 'qiShan', tokenTo: 'granary' });
    // Update and Maintenance after the round: 4 stationed army units, 4 military VPs.
    expect(t.G.round).toBe(3);
    expect(shu.militaryVP).toBe(2 + 4);
    expect(t.G.players.wei.militaryVP).toBe(0);
    expect(t.G.players.wu.militaryVP).toBe(0);
  });
});

describe('Rulebook, Game End, Military VPs — Example: Military VPs', () => {
  it('military VPs are read off the track: Wei 14, Wu 16, Shu 17', () => {
    const t = testGame();
    t.G.players.wei.militaryVP = 14;
    t.G.players.wu.militaryVP = 16;
    t.G.players.shu.militaryVP = 17;
    const { scores } = computeScores(t.G);
    expect([scores.wei, scores.wu, scores.shu].map((s) => s.categories.military)).toEqual([14, 16, 17]);
  });
});
