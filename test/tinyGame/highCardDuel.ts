/**
 * High Card Duel: the tiny second game that proves the house holds more than one game (issue 36).
 * Two seats; seven cards numbered 1-7 are shuffled (chance) and each seat is dealt three, kept
 * hidden from the other seat and from spectators (hidden information); the seventh stays face down.
 * Three tricks: the leader plays a card face up, the other seat answers with one, the higher card
 * takes the trick and its seat leads the next. Who takes two tricks wins. It lives in test/ only.
 */
import { boardgameOfContract } from '../../src/game/boardgameAdapter';
import { seatCountError, type GameContract, type RandomSource, type SearchableGame } from '../../src/game/contract';

export type DuelSeat = 'north' | 'south';
export const DUEL_SEATS: readonly DuelSeat[] = ['north', 'south'];
/** A card nobody in this view may see. */
export const HIDDEN_CARD = 0;
const CARDS = [1, 2, 3, 4, 5, 6, 7];
const TRICKS = 3;

export interface DuelMove {
  card: number;
}

export interface DuelState {
  hands: Record<DuelSeat, number[]>;
  /** The card left undealt (HIDDEN_CARD in every view). */
  undealt: number;
  leader: DuelSeat;
  /** The card led to the trick in play, if any. */
  led: number | null;
  tricks: Record<DuelSeat, number>;
  /** Every trick played, in order: the leader's card, then the answer. */
  played: { leader: DuelSeat; cards: [number, number] }[];
  log: { text: string; seat?: DuelSeat }[];
}

/** Only a game's options: High Card Duel has none. */
export type DuelOptions = Record<string, never>;

const TITLE = 'High Card Duel';
const other = (seat: DuelSeat): DuelSeat => (seat === 'north' ? 'south' : 'north');
const NAMES: Record<DuelSeat, string> = { north: 'North', south: 'South' };
const SEATS = { min: 2, max: 2, ids: () => DUEL_SEATS, name: (seat: DuelSeat) => NAMES[seat] };

function setupError(options: unknown, seatCount: number): string | null {
  const countError = seatCountError(TITLE, SEATS, seatCount);
  if (countError) return countError;
  if (
    options !== undefined &&
    (typeof options !== 'object' || options === null || Array.isArray(options) || Object.keys(options).length > 0)
  )
    return 'High Card Duel takes no setup options.';
  return null;
}

function shuffled(cards: readonly number[], random: RandomSource): number[] {
  const deck = [...cards];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

function toAct(G: DuelState): DuelSeat[] {
  if (G.played.length === TRICKS) return [];
  return [G.led === null ? G.leader : other(G.leader)];
}

function moveError(G: DuelState, seat: DuelSeat, move: unknown): string | null {
  if (!toAct(G).includes(seat)) return `It is not ${NAMES[seat]}'s turn.`;
  const card = (move as DuelMove | null)?.card;
  if (typeof card !== 'number' || !G.hands[seat].includes(card) || card === HIDDEN_CARD)
    return `${NAMES[seat]} holds no card ${String(card)}.`;
  return null;
}

/** Plays `move` on `G` in place; the refusal's reason when illegal (then `G` is unchanged). */
function playInPlace(G: DuelState, seat: DuelSeat, move: DuelMove): string | null {
  const error = moveError(G, seat, move);
  if (error) return error;
  G.hands[seat] = G.hands[seat].filter((card) => card !== move.card);
  if (G.led === null) {
    G.led = move.card;
    G.log.push({ text: `${NAMES[seat]} leads ${move.card}.`, seat });
    return null;
  }
  const led = G.led;
  const winner = led > move.card ? G.leader : seat;
  G.played.push({ leader: G.leader, cards: [led, move.card] });
  G.tricks[winner] += 1;
  G.led = null;
  G.leader = winner;
  G.log.push({ text: `${NAMES[seat]} answers ${move.card}; ${NAMES[winner]} takes the trick.`, seat });
  return null;
}

function view(G: DuelState, seat: DuelSeat | null): DuelState {
  const hide = (cards: number[]) => cards.map(() => HIDDEN_CARD);
  return {
    ...structuredClone(G),
    hands: {
      north: seat === 'north' ? [...G.hands.north] : hide(G.hands.north),
      south: seat === 'south' ? [...G.hands.south] : hide(G.hands.south),
    },
    undealt: HIDDEN_CARD,
  };
}

export const highCardDuel: SearchableGame<DuelState, DuelMove, DuelState, DuelOptions, DuelSeat> = {
  id: 'high-card-duel',
  title: TITLE,
  seats: SEATS,
  setup: { defaults: {}, error: setupError },
  newGame(options, random, seatCount = 2) {
    const error = setupError(options, seatCount);
    if (error) throw new Error(error);
    const deck = shuffled(CARDS, random);
    return {
      hands: { north: deck.slice(0, 3).sort((a, b) => a - b), south: deck.slice(3, 6).sort((a, b) => a - b) },
      undealt: deck[6],
      leader: 'north',
      led: null,
      tricks: { north: 0, south: 0 },
      played: [],
      log: [{ text: 'The cards are dealt; North leads.' }],
    };
  },
  toAct,
  legalMoves: (G, seat) => (toAct(G).includes(seat) ? G.hands[seat].filter((card) => card !== HIDDEN_CARD).map((card) => ({ card })) : []),
  apply(G, seat, move) {
    const next = structuredClone(G);
    const error = playInPlace(next, seat, move);
    return error ? { ok: false, error } : { ok: true, state: next };
  },
  view,
  result(G) {
    if (G.played.length < TRICKS) return null;
    const winner: DuelSeat = G.tricks.north > G.tricks.south ? 'north' : 'south';
    return { winners: [winner], scores: { ...G.tricks } };
  },
  words: { log: (G) => G.log },
  boardgame: (options) => boardgameOfContract(highCardDuel as GameContract<DuelState, DuelMove, DuelState, DuelOptions, DuelSeat>, options),
  sample(seen, seat, random) {
    const G = structuredClone(seen);
    const known = new Set([
      ...G.played.flatMap((trick) => trick.cards),
      ...(G.led === null ? [] : [G.led]),
      ...(seat ? G.hands[seat] : []),
    ]);
    const unseen = shuffled(
      CARDS.filter((card) => !known.has(card)),
      random,
    );
    for (const s of DUEL_SEATS) G.hands[s] = G.hands[s].map((card) => (card === HIDDEN_CARD ? unseen.pop()! : card)).sort((a, b) => a - b);
    G.undealt = unseen.pop()!;
    return G;
  },
  playInPlace: (G, seat, move) => playInPlace(G, seat, move),
};
