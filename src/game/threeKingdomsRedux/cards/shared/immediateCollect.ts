/**
 * ""Collect tax" / "Harvest" immediately after you construct this state
 * enhancement" (Office of Minister of Finance, Square-Pallet Chain Pumps).
 * On construction, a mandatory choice ahead of any other (it is immediate and
 * must be activated) of how many flipped tokens to keep in the treasury /
 * granary, 0 to all, as the action offers; the rest are sold (actions.ts
 * `collectTax` / `harvest`). Nothing is offered with no flipped token (the
 * card may still be constructed). Only once: onConstructed runs once. It is
 * not the action of the space, so skills that act when a general takes that
 * action (Zhang Zhao, Zhang Hong) do not apply (docs/rulings.md R67).
 */
import { cardName } from '../../cardIds';
import { offerChoice } from '../../choices';
import { collectTax, harvest } from '../../actions';
import type { EnhancementId } from '../../data/enhancements';
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';

type Collection = 'collectTax' | 'harvest';

const SHAPE = {
  collectTax: { store: 'treasury', dev: 'marketplace', key: 'keepInTreasury', verb: 'collects tax' },
  harvest: { store: 'granary', dev: 'farm', key: 'keepInGranary', verb: 'harvests' },
} as const;

export function immediateCollectionCard(card: EnhancementId, kind: Collection): CardDefinition {
  const s = SHAPE[kind];
  return defineCard(card, {
    onConstructed(ctx) {
      offerChoice(ctx.G, { state: ctx.state, card, kind }, { first: true });
    },
    choices: {
      [kind]: {
        prompt: (G, pc) =>
          `${cardName(card)}: ${kind === 'collectTax' ? 'collect tax' : 'harvest'} now. How many of the ${G.players[pc.state][s.dev].flipped} flipped ${s.dev} tokens go to your ${s.store}?`,
        options(G, pc) {
          const flipped = G.players[pc.state][s.dev].flipped;
          const out: Record<string, number>[] = [];
          if (flipped > 0) for (let k = 0; k <= flipped; k++) out.push({ [s.key]: k });
          return out;
        },
        describe: (_G, _pc, option) => `Keep ${(option as Record<string, number>)[s.key]} in the ${s.store}`,
        apply(G, pc, option) {
          const keep = (option as Record<string, number>)[s.key];
          logCard(G, pc.state, card, `${cardName(card)}: ${STATE_NAMES[pc.state]} ${s.verb} immediately after constructing it.`);
          if (kind === 'collectTax') collectTax(G, pc.state, keep);
          else harvest(G, pc.state, keep);
        },
      },
    },
  });
}
