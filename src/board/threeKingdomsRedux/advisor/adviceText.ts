/**
 * The advisor's results in plain words: the recommendation with the reason
 * the bots' own figures give (reasons.ts), each move's chance to win with its
 * uncertainty and its game count, and why the recommendation stands when
 * another move did better in the simulated games.
 */
import type { Advice, MoveAdvice, PerState } from '../../../bots/threeKingdomsRedux/analysis';
import type { Effect, EffectKey, MoveReason } from '../../../bots/threeKingdomsRedux/reasons';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { describeMove } from '../table/describeMove';

/** Whole percentages by largest remainder, so the three always add up to 100 (all 0 without games): the end chart's. */
export function percentages(share: PerState, games: number): Record<StateId, number> {
  if (games === 0) return { wei: 0, wu: 0, shu: 0 };
  const raw = STATES.map((s) => share[s] * 100);
  const out = raw.map(Math.floor);
  const order = STATES.map((_, i) => i).sort((a, b) => raw[b] - out[b] - (raw[a] - out[a]) || a - b);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  for (const i of order) if (left-- > 0) out[i]++;
  return { wei: out[0], wu: out[1], shu: out[2] };
}

/** Fewer simulated games than this say too little to show a chance at all. */
export const MIN_GAMES_SHOWN = 5;
/** A 95% interval: the shown "±" covers the true chance about 19 times in 20. */
const Z = 1.96;

export interface ChanceFigure {
  /** "about 40% ± 15", "under 10%", "over 85%": never 0% or 100%. */
  text: string;
  /** The interval's ends, 0..1 (Wilson score interval). */
  low: number;
  high: number;
}

const nearest5 = (pct: number) => Math.round(pct / 5) * 5;

/**
 * A chance won in `games` simulated games, with its uncertainty: the Wilson
 * interval (never a zero width, even at 0 or all wins), centre and half-width
 * rounded to 5 points (1 point once the games pin it to ±5), the figure
 * clamped so it never reads 0% or 100%. Null with too few games to say.
 */
export function chanceFigure(share: number, games: number): ChanceFigure | null {
  if (!(games >= MIN_GAMES_SHOWN)) return null;
  const p = Math.min(1, Math.max(0, share));
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  const low = Math.max(0, centre - half);
  const high = Math.min(1, centre + half);
  const h = Math.max(5, nearest5(half * 100));
  const c = h > 5 ? nearest5(centre * 100) : Math.round(centre * 100);
  let text: string;
  if (c - h <= 0) text = `under ${Math.min(95, Math.max(5, Math.ceil((high * 100) / 5) * 5))}%`;
  else if (c + h >= 100) text = `over ${Math.max(5, Math.min(95, Math.floor((low * 100) / 5) * 5))}%`;
  else text = `about ${c}% ± ${h}`;
  return { text, low, high };
}

/** "about 40% ± 15, from 30 games": a chance is never shown without its game count. */
export function chanceWords(m: MoveAdvice, seat: StateId): string {
  const f = chanceFigure(m.outlook.winChance[seat], m.outlook.games);
  if (!f) return m.outlook.games === 0 ? 'no simulated games finished' : `too few simulated games to tell (${m.outlook.games})`;
  return `${f.text}, from ${m.outlook.games} games`;
}

const EFFECT_WORDS: Record<EffectKey, string> = {
  gold: 'gold',
  rice: 'rice',
  untrained: 'untrained armies',
  trained: 'trained armies',
  weapons: 'weapons',
  popularSupport: 'popular support',
  farm: 'farm level',
  marketplace: 'marketplace level',
  tribalLevel: 'tribal relations',
  rank: 'rank',
  militaryVP: 'military VPs',
  enhancements: 'enhancements built',
  cards: 'enhancement cards',
};

const effectsText = (effects: Effect[]) =>
  effects.map((e) => `${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)} ${EFFECT_WORDS[e.what]}`).join(', ');
const vp = (x: number) => `${Math.abs(x) < 0.05 ? '0' : Math.abs(x).toFixed(1)} VPs`;
const LOOKAHEAD = 'it played best when the bot tried out the rest of the round';

function keepWords(keepChance: number, rival: StateId | null): string {
  const who = rival ? STATE_NAMES[rival] : 'nobody';
  if (keepChance >= 0.85) return rival ? `${who} is unlikely to outbid you` : 'nobody is likely to outbid you';
  if (keepChance >= 0.6) return `${who} might still outbid you`;
  return `a gamble: ${who} may well outbid you`;
}

/** The bots' figures behind a move, as the parenthesis of "Good move: …". */
export function reasonWords(reason: MoveReason | undefined): string {
  if (!reason) return LOOKAHEAD;
  switch (reason.kind) {
    case 'bid': {
      const parts: string[] = [];
      const effects = effectsText(reason.effects);
      if (effects) parts.push(`${effects} if you win it`);
      parts.push(reason.gain >= 0.3 ? `worth about ${vp(reason.gain)} to you` : `little gain now, but ${LOOKAHEAD}`);
      parts.push(reason.rival === null && reason.keepChance >= 1 ? 'only you can bid there' : keepWords(reason.keepChance, reason.rival));
      return parts.join('; ');
    }
    case 'pass':
      return reason.bestBid <= 0.3
        ? 'no bid left is worth a general'
        : `the best bid left would gain only about ${vp(reason.bestBid)}, and ${LOOKAHEAD}`;
    case 'take': {
      const effects = effectsText(reason.effects);
      const worth = reason.gain >= 0.3 ? `about ${vp(reason.gain)} better than declining` : LOOKAHEAD;
      return effects ? `${effects} now; ${worth}` : worth;
    }
    case 'decline':
      if (reason.bestTake === null) return 'you cannot take it now';
      if (reason.bestTake < 0) return `taking it would cost you about ${vp(reason.bestTake)}`;
      return `taking it would add only about ${vp(reason.bestTake)}, and ${LOOKAHEAD}`;
    case 'recruit': {
      const best = Math.min(...reason.kept.map((k) => k.worth));
      const count = reason.kept.length === 1 ? 'the general' : `the ${NUMBER_WORDS[reason.kept.length] ?? reason.kept.length} generals`;
      return reason.bestLeft === null || best >= reason.bestLeft
        ? `${count} the bots rate highest of those you drew, by what each brought in their self-play games`
        : 'together they played best, though the bots rate a general you let go higher on his own';
    }
    case 'alliance':
      return `the shared space worth most to you, about ${vp(reason.gain)} if won`;
    case 'other':
      return reason.overNext !== null && reason.overNext >= 0.1
        ? `about ${vp(reason.overNext)} better than the next best answer`
        : LOOKAHEAD;
  }
}

const NUMBER_WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** "Good move: bid Xu Huang on "Train armies" (+2 trained armies if you win it; …)". */
export function recommendation(advice: Advice, G: GameState): string {
  const best = advice.moves[0];
  if (!best) return '';
  const name = best.move.type === 'pass' ? 'pass' : lowerFirst(describeMove(G, advice.seat, best.move));
  const only = advice.moves.length === 1 ? '; it is your only sensible option here' : '';
  return `Good move: ${name} (${reasonWords(best.reason)}${only}).`;
}

/**
 * Why the recommendation stands although another move won more of its
 * simulated games (null when it won the most, or no chance is shown). The
 * games are noisy; the bot's ranking tries out far more positions of the
 * coming moves, so it decides unless the games clearly disagree, and then
 * the hint says so.
 */
export function whyNotBetter(advice: Advice): string | null {
  const [best, ...others] = advice.moves;
  if (!best) return null;
  const seat = advice.seat;
  const shown = (m: MoveAdvice) => chanceFigure(m.outlook.winChance[seat], m.outlook.games) !== null;
  if (!shown(best)) return null;
  const p = (m: MoveAdvice) => m.outlook.winChance[seat];
  const better = others.map((m, i) => ({ m, n: i + 2 })).filter(({ m }) => shown(m) && p(m) > p(best));
  if (better.length === 0) return null;
  const top = better.reduce((a, b) => (p(b.m) > p(a.m) ? b : a));
  const se = (m: MoveAdvice) => Math.sqrt((p(m) * (1 - p(m))) / m.outlook.games);
  const clear = p(top.m) - p(best) > Z * Math.sqrt(se(top.m) ** 2 + se(best) ** 2);
  const won = (m: MoveAdvice) => `${Math.round(p(m) * m.outlook.games)} of ${m.outlook.games}`;
  const counts = `(${won(top.m)}, against ${won(best)} for option 1)`;
  return clear
    ? `Option ${top.n} won clearly more of its simulated games ${counts}: a fine choice too. The bot still prefers option 1, because it tried out many more positions of this round, while the games play to the end with a simpler bot.`
    : `Option ${top.n} won a few more of its simulated games ${counts}, but too few games were played to tell them apart; the bot prefers option 1 because it tried out many more positions of this round.`;
}
