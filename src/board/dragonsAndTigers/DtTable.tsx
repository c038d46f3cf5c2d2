/**
 * Dragons & Tigers' table: whose decision it is, the map to act on, the acting player's tray, the
 * Mandate display with the round track and the chit pool, a panel per player, the chosen area's
 * pieces and the combat being fought. Every choice comes from the contract's legal moves, in small
 * steps (moveSteps.ts); a move is tried on a copy through the contract before it is sent, so a
 * refusal is shown in the engine's words and nothing is sent.
 */
import { useMemo, useState } from 'react';
import type { AreaId } from '../../game/dragonsAndTigers/data/areas';
import type { CharacterId } from '../../game/dragonsAndTigers/data/characters';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng } from '../../game/rng';
import type { TableProps } from '../shell/pageGame';
import { DecisionTray } from './DecisionTray';
import { DtMap, type MapLights } from './DtMap';
import { dtStyles } from './dtStyles';
import { MandateDisplay } from './MandateDisplay';
import { fieldKind, type MoveStep, nextStep, type StepOption } from './moveSteps';
import { AreaPanel, LatestLines, PlayerPanels } from './SidePanels';
import { CombatPanel } from './CombatPanel';
import { decisionPrompt, seatName } from './words';
import { marchPreview } from './preview';

/** The picks made towards a move, kept with the state they were made in: a new state starts afresh. */
interface Picks {
  state: DtState;
  list: Readonly<Record<string, unknown>>[];
}

const NO_LIGHTS: MapLights = { areas: new Set(), characters: new Set() };

function lightsOf(step: MoveStep): MapLights {
  // A move with nothing left to choose (the only legal one) still shows where it happens.
  if (step.kind === 'ready') {
    const area = (step.move as { area?: AreaId }).area;
    return area ? { areas: new Set([area]), characters: new Set() } : NO_LIGHTS;
  }
  if (step.kind !== 'pick') return NO_LIGHTS;
  const areas = new Set<AreaId>();
  const characters = new Set<CharacterId>();
  for (const option of step.options) {
    if (option.field === null || option.value === null) continue;
    const kind = fieldKind(option.field);
    if (kind === 'area') areas.add(option.value as AreaId);
    else if (kind === 'character') characters.add(option.value as CharacterId);
  }
  return { areas, characters };
}

export function DtTable({ view: G, seat, toAct, result, onMove, hint }: TableProps<DtState, Move, Seat>) {
  // A spectator (no seat) has no decision: no legal moves, no tray, nothing lit to pick.
  const me = seat !== null && toAct.includes(seat) ? seat : null;
  const mine = me !== null;
  const legal = useMemo(() => (me ? (dragonsAndTigers.legalMoves(G, me) as (Move & Record<string, unknown>)[]) : []), [G, me]);
  const [picks, setPicks] = useState<Picks>({ state: G, list: [] });
  const [count, setCount] = useState<{ state: DtState; field: string; value: number } | null>(null);
  const [refusal, setRefusal] = useState<{ state: DtState; text: string } | null>(null);
  const [focus, setFocus] = useState<AreaId | null>(null);
  const list = picks.state === G ? picks.list : [];
  const chosen = Object.assign({}, ...list) as Record<string, unknown>;
  const step = nextStep(legal, chosen);
  // A count starts at the most (armies along, a levy's full room), armies dropped off at none.
  const countStart = step.kind === 'count' ? (step.field === 'dropOff' ? step.min : step.max) : 0;
  const countNow = step.kind === 'count' && count && count.state === G && count.field === step.field ? count.value : countStart;
  const readyStep = step.kind === 'count' ? nextStep(legal, { ...chosen, [step.field]: countNow }) : step;
  const ready = readyStep.kind === 'ready' ? (readyStep.move as Move) : null;
  const attrition = useMemo(() => (ready && me ? marchPreview(G, me, ready) : null), [G, me, ready]);
  const lit = mine ? lightsOf(step) : NO_LIGHTS;

  const pick = (option: StepOption) => {
    setPicks({ state: G, list: [...list, option.set] });
    setRefusal(null);
  };
  const pickValue = (field: 'area' | 'character', value: string) => {
    if (step.kind !== 'pick') return false;
    const option = step.options.find((o) => o.field !== null && fieldKind(o.field) === field && o.value === value);
    if (!option) return false;
    pick(option);
    return true;
  };
  const confirm = () => {
    if (!ready || !me) return;
    // Tried on a copy first: a refusal is shown in the engine's words and nothing is sent.
    const tried = dragonsAndTigers.apply(G, me, ready, seededRng('dt-table-check'));
    if (!tried.ok) {
      setRefusal({ state: G, text: tried.error });
      return;
    }
    setPicks({ state: G, list: [] });
    onMove(ready);
  };

  const acting = toAct.map(seatName).join(' and ');
  const status = result
    ? `Game over: ${result.winners.map(seatName).join(' and ')} ${result.winners.length === 1 ? 'wins' : 'win'}. ${G.result?.reason ?? ''}`
    : me
      ? `Your decision, ${seatName(me)}: ${decisionPrompt(G, G.decision)}`
      : toAct.length
        ? `${acting} to decide: ${decisionPrompt(G, G.decision)}`
        : 'Waiting…';

  return (
    <section
      className="dt-table"
      data-testid="dt-table"
      data-seat={seat ?? undefined}
      data-decision={G.decision.kind}
      data-round={G.round}
      data-log={G.log.length}
    >
      <style>{dtStyles}</style>
      <p className={mine ? 'dt-status yours' : 'dt-status'} data-testid="dt-status" aria-live="polite">
        {status}
      </p>
      <DtMap
        G={G}
        lit={lit}
        focus={focus}
        onArea={(area) => {
          if (!pickValue('area', area)) setFocus(area);
        }}
        onCharacter={(character) => {
          if (!pickValue('character', character)) setFocus(G.characters[character].area);
        }}
        onStack={(area) => {
          // A tap on a lit area's counters picks the area, as a tap on its circle does.
          if (!pickValue('area', area)) setFocus(area);
        }}
      />
      <div className="dt-side">
        {mine && !result && (
          <DecisionTray
            G={G}
            step={step}
            count={countNow}
            onCount={(value) => step.kind === 'count' && setCount({ state: G, field: step.field, value })}
            onPick={pick}
            ready={ready}
            attrition={attrition}
            refusal={refusal?.state === G ? refusal.text : null}
            canGoBack={list.length > 0}
            onBack={() => setPicks({ state: G, list: list.slice(0, -1) })}
            onConfirm={confirm}
            onNext={() => step.kind === 'count' && pick({ set: { [step.field]: countNow }, field: step.field, value: countNow })}
            hint={hint}
          />
        )}
        <CombatPanel G={G} />
        <LatestLines lines={dragonsAndTigers.words.log(G)} />
        <PlayerPanels G={G} seat={seat} toAct={toAct} />
        <MandateDisplay G={G} />
        {focus && <AreaPanel G={G} area={focus} onClose={() => setFocus(null)} />}
      </div>
    </section>
  );
}
