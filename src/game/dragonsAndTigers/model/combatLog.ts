/**
 * A combat's steps in the log (5.1-5.7): each line says in words what was rolled, against which
 * rating, modifier or table row, and what it did, and carries the same as data (combatRecord.ts).
 */
import { AREAS } from '../data/areas';
import { CHARACTERS, UNSWERVING, type CharacterId } from '../data/characters';
import { KINGDOMS } from '../data/kingdoms';
import type { BattleDice, CombatRecord, StrategyDie, Submission, ValorDie } from './combatRecord';
import { logIsRead } from './pieces';
import type { DtState, LogEntry, Seat } from './state';

type Side = 0 | 1;

/** Logs a combat step as its record; `lineText` gives its sentence. */
export function logCombat(G: DtState, record: CombatRecord, seat?: Seat): void {
  if (!logIsRead(G)) return;
  G.log.push(seat ? { seat, combat: record } : { combat: record });
}

/** A log line's words: its sentence, or a combat step's built from its record. */
export const lineText = (entry: LogEntry): string => entry.text ?? combatSentence(entry.combat);

const name = (id: CharacterId): string => CHARACTERS[id].name;
const sides = (side: Side): string => (side === 0 ? 'the attackers' : 'the defenders');
const hitsWord = (n: number): string => `${n} ${n === 1 ? 'hit' : 'hits'}`;
const total = (hits: [number, number]): string => `${hitsWord(hits[1])} to the defenders, ${hits[0]} to the attackers.`;
/** The attackers' part first, as a reader expects, whatever order the dice fell in. */
const bySide = <T extends { side: Side }>(rolls: T[]): T[] => [...rolls].sort((a, b) => a.side - b.side);

/** The Strategy Contest Table's words for a row. */
const strategyRow = (perMark: number): string => (perMark === 0 ? 'no losses' : `${hitsWord(perMark)} per ★ or ◇`);

function strategyWords(r: StrategyDie): string {
  const row = strategyRow(r.perMark);
  return `${sides(r.side)}' ${name(r.character)} rolls ${r.die}: ${row}${r.perMark === 0 ? '' : ` × ${r.marks} = ${hitsWord(r.hits)}`}`;
}

function valorWords(r: ValorDie): string {
  const result = r.hits > 0 ? `at most ${r.valor}, ${hitsWord(r.hits)}` : `over ${r.valor}, no hits`;
  return `${sides(r.side)}' ${name(r.character)} (valor ${r.valor}) rolls ${r.die}: ${result}`;
}

/** "command 5 (Cao Cao 3 + strategist Xun Yu 2)" (5.4(A)). */
function commandWords(r: BattleDice): string {
  if (r.commander === null) return `command ${r.command} (armies without a character, 5.4(A)1)`;
  const own = CHARACTERS[r.commander].command;
  const added = r.strategist ? ` + strategist ${name(r.strategist)} ${CHARACTERS[r.strategist].command}` : '';
  return `command ${r.command} (${name(r.commander)} ${own}${added})`;
}

const battleWords = (r: BattleDice): string => `${sides(r.side)} roll ${r.dice.join(', ')} against ${commandWords(r)}: ${hitsWord(r.hits)}`;

function submissionWords(s: Submission): string {
  if (s.loyalty === UNSWERVING) return `; submission check (5.7(C)): rolls ${s.die}, loyalty ✱ never yields: beheaded`;
  return s.joins
    ? `; submission check (5.7(C)): rolls ${s.die}, over loyalty ${s.loyalty}: joins ${KINGDOMS[s.joins].name}`
    : `; submission check (5.7(C)): rolls ${s.die}, not over loyalty ${s.loyalty}: beheaded`;
}

/** The sentence of a combat step, in the rules' terms and with their sections. */
function combatSentence(record: CombatRecord): string {
  switch (record.step) {
    case 'start':
      return `Combat in ${AREAS[record.area].name}.`;
    case 'betrayal': {
      const check = record.modifier ? 'Betrayal check' : 'Alliance check';
      const roll = record.modifier ? `${record.die} + 1 = ${record.die + 1}` : String(record.die);
      const outcome = record.success ? `at most ${record.diplomacy}, success` : `over ${record.diplomacy}, failure`;
      return `${check} (5.1): ${name(record.character)} (diplomacy ${record.diplomacy}) rolls ${roll} against ${KINGDOMS[record.kingdom].name}: ${outcome}.`;
    }
    case 'strategy':
      return `Contest of Strategy (5.2): ${bySide(record.rolls).map(strategyWords).join('; ')}. ${total(record.hits)}`;
    case 'valor':
      return `Contest of Valor (5.3): ${bySide(record.rolls).map(valorWords).join('; ')}. ${total(record.hits)}`;
    case 'battle':
      return `Battle round ${record.round} (5.4): ${bySide(record.rolls).map(battleWords).join('; ')}. ${total(record.hits)}`;
    case 'retreat':
      return `Retreat (5.5): ${sides(record.side)} withdraw from ${AREAS[record.from].name} to ${AREAS[record.to].name}.`;
    case 'end':
      return `The ${record.winner === 0 ? 'attackers' : 'defenders'} win in ${AREAS[record.area].name}.`;
    case 'capture': {
      const outcome = record.submission ? `captured${submissionWords(record.submission)}` : 'escapes';
      return `Capture check (5.7(B)): ${name(record.character)} rolls ${record.die}: ${outcome}.`;
    }
  }
}
