/**
 * A won action's legal choices asked in small steps (askInSteps.ts): what is
 * chosen so far with a Back button, then the one question left to answer,
 * with only the values some legal choice has. When the picks leave one
 * choice it waits for the tray's Confirm; nothing is sent before. Escape
 * inside the steps takes back the last answer, as Back does.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { actionAspects, optionLabels } from './actionAspects';
import { choiceLabel } from './choiceLabel';
import { type Pick, picksToward, type Step, valueKey, walkSteps } from './askInSteps';

/** More options than this in one step are shown through a stepper (numbers) or a page at a time. */
const MOST_OPTIONS_PER_STEP = 8;

interface ChoiceStepsProps {
  G: GameState;
  seat: StateId;
  space: ActionSpaceId;
  choices: readonly ActionChoice[];
  /** The choice the tray would confirm now, if any. */
  staged: ActionChoice | null;
  onChoose: (choice: ActionChoice | null) => void;
  disabled?: boolean;
}

export function ChoiceSteps({ G, seat, space, choices, staged, onChoose, disabled }: ChoiceStepsProps): JSX.Element | null {
  const [ownPicks, setPicks] = useState<Pick[]>([]);
  const aspects = actionAspects(choices);
  const stagedKey = staged ? valueKey(staged) : null;
  // A choice staged from elsewhere (the Hint) shows as the path to it; any pick here restages or clears it.
  const ownWalk = walkSteps(choices, aspects, ownPicks);
  const endsAtStaged = ownWalk.remaining.length === 1 && valueKey(ownWalk.remaining[0]) === stagedKey;
  const picks = staged && !endsAtStaged ? (picksToward(choices, aspects, staged) ?? ownPicks) : ownPicks;
  const walk = picks === ownPicks ? ownWalk : walkSteps(choices, aspects, picks);
  const box = useRef<HTMLDivElement>(null);
  if (choices.length === 0) return null;
  const choose = (next: Pick[]) => {
    setPicks(next);
    const after = walkSteps(choices, aspects, next);
    // The last question answered: that choice waits for Confirm.
    onChoose(!after.current && after.remaining.length === 1 ? after.remaining[0] : null);
    // The button pressed goes with its step: the focus stays in the steps, on the next question's first answer, or
    // on the steps themselves once all are answered (Enter there confirms, Escape takes the last answer back).
    requestAnimationFrame(() => {
      const next = after.current ? box.current?.querySelector<HTMLElement>('[data-testid="choice"]:not(:disabled)') : null;
      (next ?? box.current)?.focus();
    });
  };
  // One step back, before the tray's Escape (which would close the space).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || disabled || walk.taken.length === 0) return;
    e.preventDefault();
    choose(picks.slice(0, walk.taken.length - 1));
  };
  return (
    <div className="choice-steps" data-testid="choice-steps" ref={box} tabIndex={-1} onKeyDown={onKeyDown}>
      {walk.taken.length > 0 && (
        <div className="steps-taken">
          <ol aria-label="Chosen so far">
            {walk.taken.map(({ step, option }) => (
              <li key={step.aspect.key}>
                {step.aspect.label}: <strong>{optionLabels(G, seat, space, step)[step.options.indexOf(option)]}</strong>
              </li>
            ))}
          </ol>
          <button type="button" data-testid="step-back" disabled={disabled} onClick={() => choose(picks.slice(0, walk.taken.length - 1))}>
            ← Back
          </button>
        </div>
      )}
      {walk.current ? (
        <StepOptions
          key={walk.taken.length}
          labels={optionLabels(G, seat, space, walk.current)}
          step={walk.current}
          disabled={disabled}
          onPick={(value) => choose([...picks.slice(0, walk.taken.length), { aspect: walk.current!.aspect.key, value }])}
        />
      ) : (
        <ul className="action-choices">
          {walk.remaining.map((choice, i) => (
            <li key={i}>
              <button
                type="button"
                data-testid="choice"
                data-choice-kind={choice.kind}
                aria-pressed={stagedKey === valueKey(choice)}
                disabled={disabled}
                onClick={() => onChoose(choice)}
              >
                {choiceLabel(G, seat, space, choice)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface StepOptionsProps {
  step: Step<ActionChoice>;
  labels: string[];
  onPick: (value: string) => void;
  disabled?: boolean;
}

function StepOptions({ step, labels, onPick, disabled }: StepOptionsProps): JSX.Element {
  const numeric = step.options.every((o) => typeof o.value === 'number');
  const many = step.options.length > MOST_OPTIONS_PER_STEP;
  return (
    <fieldset className="choice-step" data-testid="choice-step" data-aspect={step.aspect.key}>
      <legend>{step.aspect.label}</legend>
      {many && numeric ? (
        <NumberStepper step={step} onPick={onPick} disabled={disabled} />
      ) : (
        <PagedOptions step={step} labels={labels} onPick={onPick} disabled={disabled} />
      )}
    </fieldset>
  );
}

function PagedOptions({ step, labels, onPick, disabled }: StepOptionsProps): JSX.Element {
  const [page, setPage] = useState(0);
  // A page keeps one place for "More" when it does not hold them all.
  const perPage = step.options.length > MOST_OPTIONS_PER_STEP ? MOST_OPTIONS_PER_STEP - 1 : MOST_OPTIONS_PER_STEP;
  const pages = Math.ceil(step.options.length / perPage);
  const shown = step.options.slice(page * perPage, (page + 1) * perPage);
  return (
    <ul className="action-choices">
      {shown.map((o, i) => (
        <li key={o.key}>
          <button type="button" data-testid="choice" disabled={disabled} onClick={() => onPick(o.key)}>
            {labels[page * perPage + i]}
          </button>
        </li>
      ))}
      {pages > 1 && (
        <li>
          <button type="button" data-testid="choice-more" onClick={() => setPage((page + 1) % pages)}>
            {page + 1 < pages ? `More (${page + 2} of ${pages})…` : 'Back to the first options'}
          </button>
        </li>
      )}
    </ul>
  );
}

/** A number chosen with − and +, bounded by the legal values and stepping only through them. */
function NumberStepper({ step, onPick, disabled }: Omit<StepOptionsProps, 'labels'>): JSX.Element {
  const options = [...step.options].sort((a, b) => (a.value as number) - (b.value as number));
  const [index, setIndex] = useState(0);
  const at = options[index];
  return (
    <div className="number-stepper">
      <button type="button" aria-label="Fewer" disabled={disabled || index === 0} onClick={() => setIndex(index - 1)}>
        −
      </button>
      <output aria-live="polite">{String(at.value)}</output>
      <button type="button" aria-label="More" disabled={disabled || index === options.length - 1} onClick={() => setIndex(index + 1)}>
        +
      </button>
      <button type="button" data-testid="choice" disabled={disabled} onClick={() => onPick(at.key)}>
        Choose {String(at.value)}
      </button>
      <span className="muted">
        from {String(options[0].value)} to {String(options[options.length - 1].value)}
      </span>
    </div>
  );
}
