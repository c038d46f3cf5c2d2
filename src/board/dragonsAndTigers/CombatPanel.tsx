/**
 * The combat panel: the combat being fought (or the last one of this turn), each step with the dice
 * it rolled, the rating, modifier or table row they met and the result, read from the log's combat
 * records (model/combatRecord.ts). New steps appear one after another, a skippable presentation (all
 * at once under prefers-reduced-motion); the log says the same in sentences.
 */
import { useEffect, useMemo, useState } from 'react';
import { AREAS } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTERS, UNSWERVING } from '../../game/dragonsAndTigers/data/characters';
import { lineText } from '../../game/dragonsAndTigers/model/combatLog';
import type { BattleDice, CombatRecord, StrategyDie, ValorDie } from '../../game/dragonsAndTigers/model/combatRecord';
import type { Controller, DtState, Seat } from '../../game/dragonsAndTigers/model/state';
import type { KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { areaName, characterName, kingdomName, seatName } from './words';

/** How long each new step waits before it shows. */
const STEP_MS = 700;

/** The latest combat in the log: the index of its start line, its area and its steps. */
interface LatestCombat {
  start: number;
  area: string;
  lines: CombatLine[];
}

/** A combat step of the log, with the log's sentence for it. */
interface CombatLine {
  index: number;
  text: string;
  record: CombatRecord;
}

/** The latest combat's steps in the log: while it is fought, and after it for the rest of its round. */
export function latestCombat(G: DtState): LatestCombat | null {
  for (let i = G.log.length - 1; i >= 0; i--) {
    const record = G.log[i].combat;
    if (record?.step !== 'start') continue;
    if (!G.combat && record.round !== G.round) return null;
    const lines: CombatLine[] = [];
    for (let j = i + 1; j < G.log.length; j++) {
      const line = G.log[j];
      if (line.combat) lines.push({ index: j, text: lineText(line), record: line.combat });
    }
    return { start: i, area: AREAS[record.area].name, lines };
  }
  return null;
}

const isSeatId = (G: DtState, c: Controller): c is Seat => (G.seats as string[]).includes(c);
const controllerName = (G: DtState, c: Controller): string => (isSeatId(G, c) ? seatName(c) : kingdomName(c as KingdomId));

const STEP_WORDS: Readonly<Record<string, string>> = {
  betrayal: 'Betrayal check (5.1)',
  counterBetrayal: 'Counter-betrayal (5.1(B))',
  strategy: 'Contest of Strategy (5.2)',
  valor: 'Contest of Valor (5.3)',
  command: 'Choosing commanders',
  battle: 'Battle (5.4)',
  casualties: 'Casualties (5.4)',
  retreat: 'Retreat (5.5)',
  end: 'End of combat',
};

/** Pips of a d6 face on a 3x3 grid (0-8, row by row). */
const PIPS: readonly (readonly number[])[] = [[4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

/** A die's face; a die that hits (or succeeds) is drawn red. */
function DieFace({ value, hit }: { value: number; hit: boolean }) {
  return (
    <svg className={hit ? 'dt-die hit' : 'dt-die'} viewBox="0 0 24 24" role="img" aria-label={`${value}${hit ? ' (hit)' : ''}`}>
      <rect x="1" y="1" width="22" height="22" rx="4" />
      {PIPS[value - 1].map((p) => (
        <circle key={p} cx={5 + (p % 3) * 7} cy={5 + Math.floor(p / 3) * 7} r="2.2" />
      ))}
    </svg>
  );
}

const sideWord = (side: 0 | 1): string => (side === 0 ? 'Attackers' : 'Defenders');
const hitsWord = (n: number): string => `${n} ${n === 1 ? 'hit' : 'hits'}`;
const bySide = <T extends { side: 0 | 1 }>(rolls: T[]): T[] => [...rolls].sort((a, b) => a.side - b.side);

const strategyPart = (r: StrategyDie) => (
  <li key={`${r.side}-${r.character}`}>
    {sideWord(r.side)}: {characterName(r.character)} <DieFace value={r.die} hit={r.hits > 0} />{' '}
    {r.perMark === 0 ? 'no losses' : `${hitsWord(r.perMark)} per ★ or ◇ × ${r.marks}`} → {hitsWord(r.hits)}
  </li>
);

const valorPart = (r: ValorDie) => (
  <li key={r.side}>
    {sideWord(r.side)}: {characterName(r.character)} <DieFace value={r.die} hit={r.hits > 0} /> against valor {r.valor} → {hitsWord(r.hits)}
  </li>
);

const battlePart = (r: BattleDice) => (
  <li key={r.side}>
    {sideWord(r.side)}:{' '}
    {r.dice.map((die, i) => (
      <DieFace key={i} value={die} hit={die <= r.command} />
    ))}{' '}
    at most command {r.command}
    {r.commander ? ` (${characterName(r.commander)}${r.strategist ? ` + ${characterName(r.strategist)}` : ''})` : ' (no character)'} →{' '}
    {hitsWord(r.hits)}
  </li>
);

/** One step: its name and section, and each side's dice with what they met and did. */
function StepRow({ record }: { record: CombatRecord }) {
  switch (record.step) {
    case 'betrayal':
      return (
        <>
          <strong>{record.modifier ? 'Betrayal check (5.1)' : 'Alliance check (5.1)'}</strong>: {characterName(record.character)} on{' '}
          {kingdomName(record.kingdom)} <DieFace value={record.die} hit={record.success} />
          {record.modifier ? ' +1' : ''} against diplomacy {record.diplomacy} → {record.success ? 'success' : 'failure'}
        </>
      );
    case 'strategy':
      return (
        <>
          <strong>Contest of Strategy (5.2)</strong>
          <ul>{bySide(record.rolls).map(strategyPart)}</ul>
        </>
      );
    case 'valor':
      return (
        <>
          <strong>Contest of Valor (5.3)</strong>
          <ul>{bySide(record.rolls).map(valorPart)}</ul>
        </>
      );
    case 'battle':
      return (
        <>
          <strong>Battle, round {record.round} (5.4)</strong>
          <ul>{bySide(record.rolls).map(battlePart)}</ul>
        </>
      );
    case 'capture': {
      const s = record.submission;
      return (
        <>
          <strong>Capture check (5.7(B))</strong>: {characterName(record.character)} <DieFace value={record.die} hit={s !== null} /> at most
          2 → {s ? 'captured' : 'escapes'}
          {s && (
            <>
              ; submission (5.7(C)) <DieFace value={s.die} hit={s.joins !== null} /> over loyalty{' '}
              {s.loyalty === UNSWERVING ? '✱' : s.loyalty} → {s.joins ? `joins ${kingdomName(s.joins)}` : 'beheaded'}
            </>
          )}
        </>
      );
    }
    case 'retreat':
      return (
        <>
          <strong>Retreat (5.5)</strong>: the {sideWord(record.side).toLowerCase()} withdraw to {areaName(record.to)}
        </>
      );
    case 'end':
      return <strong>The {sideWord(record.winner).toLowerCase()} win</strong>;
    case 'start':
      return null;
  }
}

interface StepsProps {
  G: DtState;
  latest: LatestCombat;
  shown: number;
  onSkip: () => void;
  onClose: () => void;
}

/** The panel as drawn with `shown` of its steps showing; `onSkip` shows the rest at once, `onClose` puts away a combat that is over. */
export function CombatSteps({ G, latest, shown, onSkip, onClose }: StepsProps) {
  const combat = G.combat;
  const visible = latest.lines.slice(0, shown);
  const side = (i: 0 | 1) => {
    if (!combat) return null;
    const commander = combat.commanders[i];
    return (
      <li>
        {i === 0 ? 'Attacker' : 'Defender'}: {controllerName(G, combat.sides[i].controller)}
        {commander?.character ? `, led by ${CHARACTERS[commander.character].name}` : ''}
        {commander?.strategist ? `, strategist ${CHARACTERS[commander.strategist].name}` : ''} · hits to take {combat.hits[i]}
      </li>
    );
  };
  return (
    <section className="dt-combat" data-testid="combat-panel" aria-label="Combat">
      <h3>
        Combat in {latest.area}: {combat ? (STEP_WORDS[combat.step] ?? combat.step) : 'over'}
        {combat && combat.rounds > 0 ? ` · round ${combat.rounds}` : ''}
      </h3>
      {combat && (
        <ul>
          {side(0)}
          {side(1)}
        </ul>
      )}
      <ol className="dt-combat-steps" aria-live="polite">
        {visible.map((line) => (
          <li key={line.index} title={line.text} data-step={line.record.step}>
            <StepRow record={line.record} />
          </li>
        ))}
      </ol>
      {shown < latest.lines.length && (
        <button type="button" className="dt-skip" onClick={onSkip}>
          Skip: show every step
        </button>
      )}
      {!combat && shown >= latest.lines.length && (
        <button type="button" className="dt-skip" onClick={onClose}>
          Close
        </button>
      )}
    </section>
  );
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The combat panel with its presentation: the steps already in the log when the table opens show at
 * once; those that arrive later show one by one, each STEP_MS after the last, until skipped. A combat
 * that is over stays until closed, a new combat starts or its round ends.
 */
export function CombatPanel({ G }: { G: DtState }) {
  const latest = useMemo(() => latestCombat(G), [G]);
  const start = latest?.start ?? -1;
  const total = latest?.lines.length ?? 0;
  const [shown, setShown] = useState({ start, count: total, closed: false });
  // A new combat's presentation starts with its first step showing.
  const count = shown.start === start ? Math.min(shown.count, total) : Math.min(1, total);
  const closed = shown.start === start && shown.closed;
  useEffect(() => {
    if (count >= total) return;
    if (reducedMotion()) {
      setShown({ start, count: total, closed: false });
      return;
    }
    const timer = setTimeout(() => setShown({ start, count: count + 1, closed: false }), STEP_MS);
    return () => clearTimeout(timer);
  }, [count, start, total]);
  if (!latest || closed) return null;
  return (
    <CombatSteps
      G={G}
      latest={latest}
      shown={count}
      onSkip={() => setShown({ start, count: total, closed: false })}
      onClose={() => setShown({ start, count: total, closed: true })}
    />
  );
}
