/**
 * Imperial Palace (compendium, Unification deck): 1 additional gold and 1
 * additional rice after "demand tribute", and the ruling.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { placeConstructed } from '../../../../builders';
import { cardVP, constructs, winsSpace } from './scenarios';

type Take = 'gold' | 'rice' | 'goldAndRice' | 'army';

/** Wei, with Imperial Palace (and `also`), wins "demand tribute" alone. */
function palace(also: EnhancementId[] = []) {
  const t = winsSpace('demandTribute');
  placeConstructed(t.G, 'wei', ['imperialPalace', ...also]);
  return t;
}

const TRIBUTE: Record<Take, [number, number, number]> = { gold: [2, 0, 0], rice: [0, 2, 0], goldAndRice: [1, 1, 0], army: [0, 0, 1] };

describe('Imperial Palace (compendium)', () => {
  it('Imperial Palace: "After you take the "demand tribute action", you receive 1 additional gold and 1 additional rice" — whatever tribute is chosen', () => {
    for (const take of Object.keys(TRIBUTE) as Take[]) {
      const t = palace();
      const wei = t.G.players.wei;
      const [gold, rice, untrained] = [wei.gold, wei.rice, wei.untrained];
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      const [g, r, a] = TRIBUTE[take];
      expect([wei.gold, wei.rice, wei.untrained], take).toEqual([gold + g + 1, rice + r + 1, untrained + a]);
      expect(t.G.log.filter((e) => e.card === 'imperialPalace').map((e) => e.text)).toEqual([
        'Imperial Palace: Wei receives 1 additional gold and 1 additional rice.',
      ]);
      // Nothing to decide: the effect is a must.
      expect(t.G.pending).toEqual([]);
    }
  });

  it('Imperial Palace: nothing when "demand tribute" is declined, or after another action', () => {
    const t = palace();
    const wei = t.G.players.wei;
    const [gold, rice] = [wei.gold, wei.rice];
    t.decline('wei', 'demandTribute');
    expect([wei.gold, wei.rice]).toEqual([gold, rice]);
    // "Recruit armies" (Wei's other won action): 2 untrained armies, no gold or rice.
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect([wei.gold, wei.rice]).toEqual([gold, rice]);
    expect(t.G.log.some((e) => e.card === 'imperialPalace')).toBe(false);
  });

  it('Imperial Palace: "If you have also constructed Imperial Jade Seal and take the "demand tribute" action, then you may place the gold received from the activation of Imperial Palace on Imperial Jade Seal."', () => {
    const t = palace(['imperialJadeSeal']);
    const wei = t.G.players.wei;
    const [gold, rice] = [wei.gold, wei.rice];
    // 2 rice: the only gold received is Imperial Palace's.
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'rice' });
    expect([wei.gold, wei.rice]).toEqual([gold + 1, rice + 3]);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'place' },
    ]);
    t.play('wei', { type: 'choose', option: 'place' });
    expect(wei.gold).toBe(gold);
    expect(t.G.cardData.imperialJadeSeal).toEqual({ gold: 1 });
    // The palace acted first, then the seal.
    expect(t.G.log.filter((e) => e.card).map((e) => e.card)).toEqual(['imperialPalace', 'imperialJadeSeal']);
  });

  it('Imperial Palace: constructed with the construct action, it does nothing at once; its printed 2 VPs', () => {
    const t = constructs('imperialPalace');
    expect(t.G.pending).toEqual([]);
    expect(t.G.log.some((e) => e.card === 'imperialPalace')).toBe(false);
    expect(cardVP(t.G, 'wei', 'imperialPalace')).toBe(2);
  });
});
