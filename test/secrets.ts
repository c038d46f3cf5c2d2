/**
 * What a seat may not know, and whether a text names it (Principle 3,
 * tkr-reference §5; docs/hidden-information.md): shared by the views'
 * property test and the server's wire test.
 */
import { ENHANCEMENTS, ENHANCEMENT_IDS } from '../src/game/threeKingdomsRedux/data/enhancements';
import { GENERALS, GENERAL_IDS, LORDS, type GeneralId } from '../src/game/threeKingdomsRedux/data/generals';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';

export interface Secrets {
  /** Card ids the seat may not know. */
  ids: Set<string>;
  /** Their printed names. */
  names: Set<string>;
}

const NAME_OF = new Map<string, string>([
  ...GENERAL_IDS.map((g) => [g, GENERALS[g].name.value] as const),
  ...ENHANCEMENT_IDS.map((e) => [e, ENHANCEMENTS[e].name.value] as const),
]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every card name, longest first, so a name inside a longer one is not taken for it. */
const NAMES = new RegExp(
  `\\b(?:${[...NAME_OF.values()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\b`,
  'g',
);
const QUOTED = /"([A-Za-z]+)"/g;

/**
 * The cards `seat` (null: a spectator) may not know in G now: another
 * state's unrevealed generals in hand, drawn or undrawn (lords excepted:
 * known from setup), its enhancement hand, and every card in the decks.
 */
export function secretsOf(G: GameState, seat: StateId | null): Secrets {
  const ids = new Set<string>([...G.decks.separation, ...G.decks.unification]);
  for (const other of STATES) {
    if (other === seat) continue;
    const p = G.players[other];
    const unseen = (g: GeneralId) => !p.revealed.includes(g) && g !== LORDS[other];
    for (const g of [...p.secret.hand, ...p.secret.undrawn, ...p.secret.drawn]) if (unseen(g)) ids.add(g);
    for (const e of p.secret.enhancementHand) ids.add(e);
  }
  return { ids, names: new Set([...ids].map((id) => NAME_OF.get(id)!)) };
}

/** The secrets a JSON text names: quoted ids and card names anywhere in it. */
export function leaksInJson(text: string, secrets: Secrets): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(QUOTED)) if (secrets.ids.has(m[1])) out.push(m[1]);
  for (const m of text.matchAll(NAMES)) if (secrets.names.has(m[0])) out.push(m[0]);
  return out;
}

/** The secrets among a payload's strings: a string that is an id, or names a card. */
export function leaksInStrings(strings: Iterable<string>, secrets: Secrets): string[] {
  const out: string[] = [];
  for (const s of strings) {
    if (secrets.ids.has(s)) out.push(s);
    for (const m of s.matchAll(NAMES)) if (secrets.names.has(m[0])) out.push(m[0]);
  }
  return out;
}
