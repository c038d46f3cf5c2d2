/** Rulebook, Update and Maintenance, 3) Pay Popular Support Tokens' and Stationed Armies' Upkeep — "Example: Pay Upkeep". */
import { describe, expect, it } from 'vitest';
import { payUpkeep, upkeepOwed } from '../../../../src/game/threeKingdomsRedux/maintenance';
import { passRound, placeStationed, testGame } from '../../../builders';

/** Wu with `ps` popular support tokens and 2 army units stationed (Gan Ning, 2 archery units at Xiao Ting). */
function wuWithTwoStationedUnits(ps: number) {
  const t = testGame();
  const wu = t.G.players.wu;
  wu.popularSupport = ps;
  // Its one border location token is on the granary.
  placeStationed(t.G, 'wu', 'ganNing', 'xiaoTing', 2, 'granary');
  return t;
}

describe('Rulebook, Pay Upkeep — Example: Pay Upkeep', () => {
  it('3 popular support, 2 stationed units, empty treasury, 1 border token on the granary: 1 rice + 2 gold + (2 - 1) rice', () => {
    const t = wuWithTwoStationedUnits(3);
    expect(upkeepOwed(t.G, 'wu')).toEqual({ popularSupportRice: 1, armyGold: 2, armyRice: 1 });
    const wu = t.G.players.wu;
    wu.gold = 10;
    wu.rice = 10;
    payUpkeep(t.G, 'wu');
    expect([wu.gold, wu.rice, wu.deficits]).toEqual([8, 8, 0]);
  });

  it('4 popular support, 1 marketplace token on the treasury, 1 border token + 1 farm token on the granary: 2 rice + (2 - 1) gold + (2 - 1 - 1) rice', () => {
    const t = wuWithTwoStationedUnits(4);
    t.G.players.wu.treasury.devTokens = 1;
    t.G.players.wu.granary.devTokens = 1;
    expect(upkeepOwed(t.G, 'wu')).toEqual({ popularSupportRice: 2, armyGold: 1, armyRice: 0 });
    const wu = t.G.players.wu;
    wu.gold = 10;
    wu.rice = 10;
    payUpkeep(t.G, 'wu');
    expect([wu.gold, wu.rice, wu.deficits]).toEqual([9, 8, 0]);
  });

  it('the first variant through a real Update and Maintenance: Wu pays 2 gold and 2 rice', () => {
    const t = wuWithTwoStationedUnits(3);
    const wu = t.G.players.wu;
    wu.gold = 10;
    wu.rice = 10;
    passRound(t);
    expect(t.G.round).toBe(2);
    expect([wu.gold, wu.rice, wu.deficits]).toEqual([8, 8, 0]);
  });

  it('a lacking gold or rice token is a deficit token each (first variant with 1 gold and 1 rice: 1 gold and 1 rice lacking)', () => {
    const t = wuWithTwoStationedUnits(3);
    const wu = t.G.players.wu;
    wu.gold = 1;
    wu.rice = 1;
    payUpkeep(t.G, 'wu');
    expect([wu.gold, wu.rice, wu.deficits]).toEqual([0, 0, 2]);
  });
});
