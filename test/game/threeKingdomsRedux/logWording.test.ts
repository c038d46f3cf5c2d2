/**
 * The log's sentences count as a reader expects (issue 15): "no armies",
 * "1 farm token", never "0 armies", "token(s)" or "from 12 to 12".
 */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, selectAlliance, testGame } from '../../builders';
import { counted, amounts } from '../../../src/game/threeKingdomsRedux/words';
import { MAX_TRIBAL_LEVEL } from '../../../src/game/threeKingdomsRedux/data/board';

describe('log wording', () => {
  it('counts nouns: no, one, many', () => {
    expect(counted(0, 'army', 'armies')).toBe('no armies');
    expect(counted(1, 'army', 'armies')).toBe('1 army');
    expect(counted(3, 'farm token')).toBe('3 farm tokens');
    expect(
      amounts([
        [0, 'gold'],
        [1, 'rice'],
      ]),
    ).toBe('1 rice');
    expect(
      amounts([
        [2, 'gold'],
        [1, 'rice'],
      ]),
    ).toBe('2 gold and 1 rice');
  });

  it('training no armies reads "trains no armies"', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'trainArmies' });
    t.passAll();
    t.take('wei', 'trainArmies', { kind: 'trainArmies', count: 0 });
    expect(t.G.log.map((e) => e.text)).toContain('Wei trains no armies.');
  });

  it('a tribal relations level already at the top "stays", it does not "improve from 12 to 12"', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao'] });
    selectAlliance(t, 'trade');
    t.G.players.wei.tribalLevel = MAX_TRIBAL_LEVEL;
    t.assign('wei', { general: 'caoCao', space: 'tribal:wei' });
    t.passAll();
    t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t.G.log.map((e) => e.text)).toContain(`Wei's tribal relations stay at ${MAX_TRIBAL_LEVEL}.`);
  });
});
