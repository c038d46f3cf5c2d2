/**
 * The acting player's controls: what the decision asks, the current step's choices (the map lights
 * the same places and pieces), a count as −/+ within the legal range, Back, and Confirm with the
 * move said as a sentence. Nothing is sent before Confirm; the engine's refusal is shown in its words.
 */
import type { DtState, Move } from '../../game/dragonsAndTigers/model/state';
import type { MoveStep, StepOption } from './moveSteps';
import { fieldKind } from './moveSteps';
import { areaName, characterName, decisionPrompt, doneWords, kingdomColour, kingdomName, moveWords } from './words';

interface DecisionTrayProps {
  G: DtState;
  step: MoveStep;
  /** The count shown by the −/+ control (a count step only). */
  count: number;
  onCount(count: number): void;
  onPick(option: StepOption): void;
  /** The move Confirm would send (a ready step, or a count step with its count), if any. */
  ready: Move | null;
  /** The attrition of the ready move, when it moves armies. */
  attrition: string | null;
  refusal: string | null;
  canGoBack: boolean;
  onBack(): void;
  onConfirm(): void;
  /** A count chosen while more remains to choose: on to the next step. */
  onNext(): void;
  hint?: Move | null;
}

/** An option's words on its button. */
function optionWords(G: DtState, option: StepOption): string {
  if (option.field === null) {
    const type = option.value as Move['type'];
    if (type === 'done' || !option.sample) return doneWords(G.decision);
    // A kind of move with counts still to choose: named by its verb ("Levy …", "Keep the die …").
    return moveWords(option.sample as unknown as Move, G.decision);
  }
  const value = option.value;
  if (value === null) return option.field === 'secondArea' ? 'Stop there' : 'No one';
  switch (fieldKind(option.field)) {
    case 'area':
      return areaName(value as never);
    case 'character':
      return characterName(value as never);
    case 'kingdom':
      return kingdomName(value as never);
    case 'die':
      return `Die ${value}`;
    case 'companions': {
      const companions = JSON.parse(value as string) as { character: never; armies: number }[];
      return companions.length === 0 ? 'Alone' : `With ${companions.map((c) => `${characterName(c.character)} (${c.armies})`).join(', ')}`;
    }
    case 'flag':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** More choices than a step should list, all of them places or pieces the map lights: the map is where they are chosen. */
const MOST_LISTED = 8;
function onMapOnly(step: Extract<MoveStep, { kind: 'pick' }>): boolean {
  return (
    step.options.length > MOST_LISTED &&
    step.options.every((o) => o.field !== null && o.value !== null && ['area', 'character'].includes(fieldKind(o.field)))
  );
}

const FIELD_QUESTIONS: Readonly<Record<string, string>> = {
  character: 'Which character?',
  strategist: 'Which strategist?',
  kingdom: 'Which kingdom?',
  area: 'Which area? (lit on the map)',
  from: 'From which area? (lit on the map)',
  to: 'To which area? (lit on the map)',
  emperor: 'Take Emperor Xian along?',
  firstArea: 'March into which area? (lit on the map)',
  secondArea: 'On into a second area (lit), or stop there?',
  companions: 'Which characters go along (4.5.3)?',
  die: 'Which die?',
  count: 'How many armies?',
  armies: 'How many armies go with it?',
  dropOff: 'How many armies stay in the first area (4.5(D))?',
};

export function DecisionTray(props: DecisionTrayProps) {
  const { G, step, count, onCount, onPick, ready, attrition, refusal, canGoBack, onBack, onConfirm, onNext, hint } = props;
  const question =
    step.kind === 'pick'
      ? step.field
        ? FIELD_QUESTIONS[step.field]
        : 'Choose:'
      : step.kind === 'count'
        ? FIELD_QUESTIONS[step.field]
        : null;
  return (
    <section className="dt-tray" data-testid="decision-panel" aria-label="Your decision">
      <p className="dt-prompt" data-testid="dt-prompt">
        {decisionPrompt(G, G.decision)}
      </p>
      {question && <p className="dt-question">{question}</p>}
      {step.kind === 'pick' && onMapOnly(step) && (
        <p className="dt-question" data-testid="map-only">
          {step.options.length} choices: click one lit on the map (or tab to it).
        </p>
      )}
      {step.kind === 'pick' && !onMapOnly(step) && (
        <div className="dt-options" role="group" aria-label={question ?? 'Choices'} data-testid="step-options">
          {step.options.map((option, i) => {
            const kingdom = option.field && fieldKind(option.field) === 'kingdom' ? (option.value as never) : null;
            return (
              <button
                key={i}
                type="button"
                data-testid={`option-${option.field ?? 'type'}-${String(option.value)}`}
                onClick={() => onPick(option)}
                style={kingdom ? { borderLeft: `0.6rem solid ${kingdomColour(G, kingdom)}` } : undefined}
              >
                {optionWords(G, option)}
              </button>
            );
          })}
        </div>
      )}
      {step.kind === 'count' && (
        <div className="dt-count" role="group" aria-label={question ?? 'Count'}>
          <button
            type="button"
            aria-label="One fewer"
            data-testid="count-less"
            disabled={count <= step.min}
            onClick={() => onCount(count - 1)}
          >
            −
          </button>
          <output data-testid="count-value" aria-live="polite">
            {count}
          </output>
          <button
            type="button"
            aria-label="One more"
            data-testid="count-more"
            disabled={count >= step.max}
            onClick={() => onCount(count + 1)}
          >
            +
          </button>
          {step.telling.map((n) => (
            <button key={n} type="button" data-testid={`count-${n}`} aria-pressed={n === count} onClick={() => onCount(n)}>
              {n === step.max && step.max > step.min ? `all ${n}` : n}
            </button>
          ))}
        </div>
      )}
      {attrition && (
        <p className="dt-attrition" data-testid="attrition">
          {attrition}
        </p>
      )}
      {refusal && (
        <p role="alert" className="dt-refusal" data-testid="refusal">
          {refusal}
        </p>
      )}
      {hint && (
        <p className="dt-hint" data-testid="dt-hint">
          Hint: {moveWords(hint, G.decision)}.
        </p>
      )}
      <div className="dt-tray-actions">
        <button type="button" data-testid="tray-back" disabled={!canGoBack} onClick={onBack}>
          Back
        </button>
        {step.kind === 'count' && ready === null && (
          <button type="button" data-testid="tray-next" onClick={onNext}>
            Next
          </button>
        )}
        <button type="button" className="primary" data-testid="tray-confirm" disabled={ready === null} onClick={onConfirm}>
          {ready ? `Confirm: ${moveWords(ready, G.decision)}` : 'Confirm'}
        </button>
      </div>
    </section>
  );
}
