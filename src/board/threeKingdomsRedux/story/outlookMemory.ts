/**
 * The chances to win already simulated on this page, by position and number of games: the end screen's
 * chart and the replay viewer of the same game show the same positions, so the viewer takes the end
 * screen's figures instead of simulating them again. Bounded: the oldest are forgotten first.
 */
import type { Outlook } from '../../../bots/threeKingdomsRedux/analysis';
import type { GameState } from '../../../game/threeKingdomsRedux/state';

const REMEMBERED = 200;
const remembered = new Map<string, Outlook>();

/** FNV-1a over the view's JSON: a short key for a position (with the text's length beside it, collisions are negligible). */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The key of a spectator's view simulated with `games` games. */
export function outlookKey(view: GameState, games: number): string {
  const text = JSON.stringify(view);
  return `${games}:${text.length}:${hashOf(text)}`;
}

export function rememberedOutlook(key: string): Outlook | null {
  return remembered.get(key) ?? null;
}

export function rememberOutlook(key: string, outlook: Outlook): void {
  remembered.delete(key);
  remembered.set(key, outlook);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
}
