/**
 * Mobile Siege Tower (compendium, Separation deck): "You may remove either 1
 * military VP from both opponents or 2 military VPs from one opponent
 * immediately after you construct this state enhancement."
 *
 * Rulings: it is activated only once, and it must be activated immediately
 * after construction. So construction offers a mandatory choice, ahead of
 * any other waiting choice, between `{ <opponent>: 1, <other>: 1 }` and
 * `{ <opponent>: 2 }` for each opponent (military VPs removed, keyed by state
 * id). Military VPs never go below 0: an opponent loses only what it has, an
 * option that would remove nothing is not offered, and with no military VP
 * on either opponent nothing is offered (the activation is logged as
 * removing nothing) (R51). Nothing happens in later rounds.
 */
import { cardName } from '../../cardIds';
import { offerChoice } from '../../choices';
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { GameState } from '../../state';
import { STATES, type StateId } from '../../types';
import type { ChoiceHandler } from '../../cardHooks';

const CARD = 'mobileSiegeTower';
const KIND = 'removeMilitaryVP';

/** Military VPs to remove, by opponent. */
type Removal = Partial<Record<StateId, number>>;

const opponents = (state: StateId): StateId[] => STATES.filter((s) => s !== state);

/** What `removal` would really take from each opponent (never below 0). */
function actual(G: GameState, removal: Removal): [StateId, number][] {
  return (Object.entries(removal) as [StateId, number][]).map(([s, n]) => [s, Math.min(n, G.players[s].militaryVP)]);
}

const vps = (n: number) => `${n} military VP${n === 1 ? '' : 's'}`;

function words(removal: Removal): string {
  return (Object.entries(removal) as [StateId, number][]).map(([s, n]) => `${vps(n)} from ${STATE_NAMES[s]}`).join(' and ');
}

const handler: ChoiceHandler = {
  prompt: () => `${cardName(CARD)}: remove 1 military VP from both opponents, or 2 military VPs from one opponent.`,
  options(G, pc) {
    const [a, b] = opponents(pc.state);
    const all: Removal[] = [{ [a]: 1, [b]: 1 }, { [a]: 2 }, { [b]: 2 }];
    return all.filter((r) => actual(G, r).some(([, n]) => n > 0));
  },
  describe: (_G, _pc, option) => `Remove ${words(option as Removal)}`,
  apply(G, pc, option) {
    const taken = actual(G, option as Removal);
    for (const [s, n] of taken) G.players[s].militaryVP -= n;
    const done = taken.filter(([, n]) => n > 0).map(([s, n]) => `${vps(n)} from ${STATE_NAMES[s]}`);
    logCard(G, pc.state, CARD, `${cardName(CARD)}: ${STATE_NAMES[pc.state]} removes ${done.join(' and ')}.`);
  },
};

export const mobileSiegeTower = defineCard(CARD, {
  onConstructed(ctx) {
    const waiting = ctx.G.pending.length;
    offerChoice(ctx.G, { state: ctx.state, card: CARD, kind: KIND }, { first: true });
    if (ctx.G.pending.length === waiting)
      logCard(ctx.G, ctx.state, CARD, `${cardName(CARD)}: neither opponent of ${STATE_NAMES[ctx.state]} has a military VP to remove.`);
  },
  choices: { [KIND]: handler },
});
