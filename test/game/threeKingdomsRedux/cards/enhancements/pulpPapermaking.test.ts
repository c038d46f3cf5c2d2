/**
 * Pulp Papermaking (compendium, Separation deck): VPs for the most
 * constructed state enhancements at the game end (no ruling).
 */
import { describe, expect, it } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { placeConstructed, testGame } from '../../../../builders';
import { cardVP, scoreNow } from './scenarios';
import { prerequisiteHolds } from './comparativeKit';

/** Wei has Pulp Papermaking and `wei` more cards; Wu and Shu have the given cards. */
function papermaking(hands: Record<StateId, EnhancementId[]>) {
  const t = testGame();
  placeConstructed(t.G, 'wei', ['pulpPapermaking', ...hands.wei]);
  placeConstructed(t.G, 'wu', hands.wu);
  placeConstructed(t.G, 'shu', hands.shu);
  return t.G;
}

describe('Pulp Papermaking (compendium)', () => {
  it('Pulp Papermaking: "you earn 2 VPs if you have constructed the most number of state enhancements, or 1 VP if you tie for the most number" (itself counted)', () => {
    // Wei 3 (Pulp Papermaking itself included), Wu 2, Shu 0: the most alone, 1 + 2.
    const most = papermaking({ wei: ['cityWalls', 'irrigation'], wu: ['stable', 'harbour'], shu: [] });
    expect(cardVP(most, 'wei', 'pulpPapermaking')).toBe(1 + 2);
    expect(scoreNow(most).cardEffects).toContainEqual(expect.objectContaining({ state: 'wei', card: 'pulpPapermaking' }));
    // Tied with one state at 3: 1 + 1.
    const tied = papermaking({ wei: ['cityWalls', 'irrigation'], wu: ['stable', 'harbour', 'garrison'], shu: ['woodenOx'] });
    expect(cardVP(tied, 'wei', 'pulpPapermaking')).toBe(1 + 1);
    // All three tied at 2: still a tie for the most.
    const three = papermaking({ wei: ['cityWalls'], wu: ['stable', 'harbour'], shu: ['woodenOx', 'roadways'] });
    expect(cardVP(three, 'wei', 'pulpPapermaking')).toBe(1 + 1);
    // Fewer than another state: the printed VP only, not logged.
    const fewer = papermaking({ wei: ['cityWalls'], wu: ['stable', 'harbour', 'garrison'], shu: [] });
    expect(cardVP(fewer, 'wei', 'pulpPapermaking')).toBe(1);
    expect(scoreNow(fewer).cardEffects.some((e) => e.card === 'pulpPapermaking')).toBe(false);
  });

  it('Pulp Papermaking: constructed only with at least 2 state enhancements already constructed', () => {
    prerequisiteHolds(
      'pulpPapermaking',
      (G) => placeConstructed(G, 'wei', ['cityWalls']),
      (G) => placeConstructed(G, 'wei', ['bronzeSparrow']),
      /at least 2 constructed state enhancements/,
    );
  });
});
