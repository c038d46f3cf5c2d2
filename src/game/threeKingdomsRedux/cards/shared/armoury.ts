/**
 * The armoury family of the Unification deck (Spear Armoury, Stable, Crossbow
 * Armoury, Harbour): "After you take the "produce <space> action" to produce
 * 2 <weapons>, you receive 1 additional <weapon>."
 *
 * Only the printed production of 2 weapons of the card's type counts (the
 * action choice `produce` with both weapons of that type): not 1 of each, not
 * 2 of the other type, and not Xiahou Dun's Endeavour (an action variant,
 * `kind: 'skill'`: 1 weapon and 1 army trained instead), as the rulings say.
 */
import type { EnhancementId } from '../../data/enhancements';
import { cardName } from '../../cardIds';
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { ActionSpaceId, WeaponType } from '../../types';

/** The produce space making each weapon. */
const PRODUCE_SPACE_OF: Record<WeaponType, ActionSpaceId> = {
  spear: 'produceSpearsHorses',
  horse: 'produceSpearsHorses',
  crossbow: 'produceCrossbowsVessels',
  vessel: 'produceCrossbowsVessels',
};

export function armouryCard(card: EnhancementId, weapon: WeaponType): CardDefinition {
  return defineCard(card, {
    afterAction(ctx, info) {
      if (info.space !== PRODUCE_SPACE_OF[weapon]) return;
      const c = info.choice;
      if (c?.kind !== 'produce' || c.weapons.length !== 2 || !c.weapons.every((w) => w === weapon)) return;
      ctx.G.players[ctx.state].weapons[weapon] += 1;
      logCard(
        ctx.G,
        ctx.state,
        card,
        `${cardName(card)}: ${STATE_NAMES[ctx.state]} produced 2 ${weapon}s and receives 1 additional ${weapon}.`,
      );
    },
  });
}
