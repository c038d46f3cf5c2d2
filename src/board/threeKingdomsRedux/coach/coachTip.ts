/**
 * The coach's reading of the table: which rules entry explains the step the
 * game is in (the rules help's own text: one source), what to do now in
 * words, which control to use (pointers, in order: the first is the one to
 * use now), a sound choice and why it is sound (the Hint's own analysis of
 * this decision: its recommendation and the bots' figures behind it, so the
 * coach and the Hint never disagree), what to look at on the board, and why
 * the closed options are closed (the engine's reasons, as the board shows
 * them). Pure: the Coach component draws it and marks the pointed controls.
 */
import type { Advice } from '../../../bots/threeKingdomsRedux/analysis';
import { reasonWords } from '../advisor/adviceText';
import type { AssignArgs, Move } from '../../../game/threeKingdomsRedux/moves';
import { BIDDABLE_SPACES, isBattle, spaceName } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId } from '../../../game/threeKingdomsRedux/types';
import { labelsToward } from '../decisions/actionAspects';
import { stepsAndDecline } from '../decisions/sameAsDecline';
import { unavailableOptions } from '../decisions/unavailable';
import { actionChoices } from '../../../game/threeKingdomsRedux/legal';
import { waitingMessage } from '../decisions/waiting';
import { capitalise, generalName } from '../labels';
import { describeMove } from '../table/describeMove';
import type { TableApi } from '../table/TableContext';
import { spaceTarget, stationingChoices } from '../table/targets';
import { draftMove } from '../table/useTableState';

export interface Pointer {
  /** A CSS selector of the control(s). */
  selector: string;
  /** Only the matches whose text is exactly this (a choice's label). */
  text?: string;
  /** The value to pick, when the control is a select (or "true" for a checkbox to tick). */
  value?: string;
}

interface CoachTip {
  /** The rules help entry of this step (its title and lines are the explanation). */
  helpId: string;
  /** What to do now, in words. */
  doNow: string;
  pointers: Pointer[];
  /** A sound choice for this decision, in words (null while waiting). */
  suggestion: string | null;
  /** Why the sound choice is sound: one sentence of the bots' own figures (null without a choice). */
  why: string | null;
  /** Where on the board to look while deciding. */
  lookAt: string | null;
  /** Closed options and the rules' reasons. */
  refused: { what: string; reason: string }[];
  /**
   * A move the coach offers to set up in the tray (Confirm still sends it):
   * where the control is a form of several fields (trade, construct, a card's
   * choice) rather than one click.
   */
  stageable: Move | null;
}

/** The rules entry that explains where the game is. */
export function helpIdOfStep(G: GameState): string {
  switch (G.step.kind) {
    case 'recruit':
      return 'step-recruit';
    case 'selectAlliance':
      return 'step-alliance';
    case 'bidding':
    case 'endConflict':
      return 'step-bidding';
    case 'startResolution':
      return 'step-turn-order';
    case 'actions':
      return 'step-actions';
    case 'endRound':
    case 'benefits':
    case 'roundEndCheck':
      return 'step-tribal';
    case 'maintenance':
    case 'startConflict':
      return 'step-maintenance';
    case 'gameOver':
      return 'step-game-end';
  }
}

const tid = (id: string) => `[data-testid="${id}"]`;
const CONFIRM: Pointer = { selector: tid('tray-confirm') };
/** The coach's own "Set it up" button (CoachTip.stageable). */
const STAGE: Pointer = { selector: tid('coach-stage') };

/** The coach's sound choice: the Hint's recommendation of this decision (its analysis, shared). */
export function suggestedMove(advice: Advice | null): Move | null {
  return advice?.moves[0]?.move ?? null;
}

const signed = (x: number) => `${x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}`;

/** "Why: …": the reason the Hint gives for its recommendation, as one sentence (a recruitment's with each kept general's rating). */
function whySentence(advice: Advice | null): string | null {
  const best = advice?.moves[0];
  if (!best) return null;
  const words = reasonWords(best.reason);
  const r = best.reason;
  const ratings =
    r?.kind === 'recruit'
      ? ` (their ratings: ${r.kept.map((k) => `${generalName(k.general)} ${signed(k.worth)}`).join(', ')} VPs${r.bestLeft === null ? '' : `; the best one left out ${signed(r.bestLeft)}`})`
      : '';
  return `Why: ${words.charAt(0).toUpperCase()}${words.slice(1)}${ratings}.`;
}

export function coachTip(t: TableApi, advice: Advice | null, error: string | null): CoachTip {
  const { G, seat, kind, draft } = t;
  const suggestion = suggestedMove(advice);
  const helpId = helpIdOfStep(G);
  const refused: CoachTip['refused'] = [];
  if (error) refused.push({ what: 'Your last move', reason: error });
  const ready = 'move' in draftMove(t);
  const said = suggestion ? describeMove(G, seat, suggestion) : null;
  const base = {
    helpId,
    suggestion: said,
    why: suggestion ? whySentence(advice) : null,
    lookAt: lookAt(t, suggestion),
    refused,
    stageable: null as Move | null,
  };
  if (kind === 'waiting' || kind === 'gameOver' || !t.active)
    return {
      ...base,
      suggestion: null,
      why: null,
      lookAt: null,
      doNow:
        kind === 'gameOver'
          ? 'The game is over: the score sheet is on top.'
          : `${waitingMessage(G, seat)}. Watch the board: the log below it says what happened.`,
      pointers: [],
    };
  if (draft.staged) return { ...base, doNow: `Confirm “${draft.staged.label}”, or Cancel to choose again.`, pointers: [CONFIRM] };
  switch (kind) {
    case 'recruit': {
      if (ready) return { ...base, doNow: 'You have chosen enough generals: confirm.', pointers: [CONFIRM] };
      const keep = suggestion?.type === 'recruit' ? suggestion.keep : [];
      const next = keep.filter((g) => !draft.recruit.includes(g));
      const pointers = [
        ...next.map((g) => ({ selector: tid(`recruit-${g}`) })),
        { selector: `${tid('hand')} [data-testid^="recruit-"][aria-pressed="false"]` },
      ];
      return { ...base, doNow: 'Click “Recruit” on the drawn cards in your hand (at the bottom) to keep them.', pointers };
    }
    case 'selectAlliance': {
      const pointers = suggestion?.type === 'selectAlliance' ? [{ selector: tid(`target-${suggestion.space}`) }] : [];
      pointers.push({ selector: `.space[data-target="legal"] .space-hit` });
      return { ...base, doNow: 'Click a highlighted common space to place the alliance token on it.', pointers };
    }
    case 'bid':
      return { ...base, ...bidTip(t, suggestion, ready, refused) };
    case 'action': {
      const part = actionTip(t, suggestion, ready, refused);
      return { ...base, ...part, stageable: part.pointers[0] === STAGE ? suggestion : null };
    }
    case 'choice':
      return suggestion
        ? {
            ...base,
            stageable: suggestion,
            doNow: 'A card asks you to decide: answer in the tray, or let the coach set up its choice; then confirm.',
            pointers: [STAGE, { selector: tid('card-choice') }],
          }
        : { ...base, doNow: 'A card asks you to decide: answer in the tray, then confirm.', pointers: [{ selector: tid('card-choice') }] };
  }
}

type Part = Pick<CoachTip, 'doNow' | 'pointers'>;

function bidTip(t: TableApi, suggestion: Move | null, ready: boolean, refused: CoachTip['refused']): Part {
  const { seat, draft } = t;
  const b = draft.bid;
  const a: AssignArgs | null = suggestion?.type === 'assign' ? suggestion.args : null;
  if (!b.general) {
    if (suggestion?.type === 'pass')
      return {
        doNow: 'Passing is sound now: click “Pass…” (your other generals then stay home this round).',
        pointers: [{ selector: tid('bid-pass') }],
      };
    if (!a)
      return {
        doNow: 'Pick a general from your hand to bid with, or pass (your other generals then stay home this round).',
        pointers: [{ selector: '[data-testid^="pick-"]' }, { selector: tid('bid-pass') }],
      };
    return {
      doNow: `Pick ${generalName(a.general)}: click “Pick” on his card in your hand (at the bottom), or any other general.`,
      pointers: [{ selector: tid(`pick-${a.general}`) }, { selector: '[data-testid^="pick-"]' }],
    };
  }
  // Why the other spaces are closed to this general, in the rules' words.
  for (const space of BIDDABLE_SPACES[seat]) {
    const target = spaceTarget(t, space);
    if (target && !target.legal && refused.length < 4) refused.push({ what: capitalise(spaceName(space)), reason: target.reason });
  }
  const follows = a && a.general === b.general;
  if (!b.spaceChosen || (follows && b.space !== a.space && !ready)) {
    const pointers: Pointer[] = follows ? [{ selector: tid(`target-${a.space}`) }] : [];
    pointers.push({ selector: `.space[data-target="legal"] .space-hit` });
    const why = refused.some((r) => r.what !== 'Your last move') ? ' Grey spaces are closed to him: why is listed below.' : '';
    return { doNow: `Now click a highlighted action space for ${generalName(b.general)}.${why}`, pointers };
  }
  // The space is chosen: the extras the suggestion uses, one field at a time, then Confirm.
  if (follows && b.space === a.space) {
    const fields: Pointer[] = [];
    if ((a.units?.type ?? '') !== b.unitType) fields.push({ selector: tid('bid-unit-type'), value: a.units?.type ?? '' });
    else if (a.units && a.units.count !== b.unitCount) fields.push({ selector: tid('bid-unit-count'), value: String(a.units.count) });
    if ((a.gold ?? 0) !== b.gold) fields.push({ selector: tid('bid-gold'), value: String(a.gold ?? 0) });
    if ((a.popularSupport ?? 0) !== b.popularSupport)
      fields.push({ selector: tid('bid-popular-support'), value: String(a.popularSupport ?? 0) });
    if (!!a.hanEmperorToken !== b.hanEmperorToken) fields.push({ selector: tid('bid-han-token'), value: String(!!a.hanEmperorToken) });
    if (fields.length)
      return { doNow: 'Set what the general brings in the box beside the space (army units raise a battle bid).', pointers: fields };
  }
  if (ready) return { doNow: 'Your bid is ready: confirm it (or Cancel to choose again).', pointers: [CONFIRM] };
  return {
    doNow: 'Complete the bid in the box beside the space: the tray says what is missing.',
    pointers: [{ selector: tid('bid-popover') }],
  };
}

function actionTip(t: TableApi, suggestion: Move | null, ready: boolean, refused: CoachTip['refused']): Part {
  const { G, seat, draft } = t;
  const space: ActionSpaceId | null =
    suggestion && (suggestion.type === 'takeAction' || suggestion.type === 'declineAction')
      ? suggestion.space
      : (G.pendingActions[seat][0] ?? null);
  if (draft.actionSpace) {
    const open = draft.actionSpace;
    if (!isBattle(open)) {
      for (const option of unavailableOptions(G, seat, open, actionChoices(G, seat, open)))
        refused.push({ what: option.label, reason: option.reason });
    }
  }
  if (ready) return { doNow: 'Confirm your choice.', pointers: [CONFIRM] };
  if (!space) return { doNow: 'Take or decline the actions of the spaces you won.', pointers: [] };
  if (draft.actionSpace !== space)
    return {
      doNow: `Take the actions of the spaces you won, in any order: click “${capitalise(spaceName(space))}” in the tray (or on the board) to see its options.`,
      pointers: [{ selector: tid(`open-action-${space}`) }, { selector: '[data-testid^="open-action-"]' }],
    };
  const within = `${tid(`action-${space}`)}`;
  if (suggestion?.type === 'declineAction')
    return { doNow: 'Declining this one is sound here: click “Decline this action”.', pointers: [{ selector: tid(`decline-${space}`) }] };
  if (suggestion?.type === 'takeAction') {
    const c = suggestion.choice;
    if (c.kind === 'battle') {
      if (draft.location !== c.location)
        return {
          doNow: 'Click a lit border location to station a general there.',
          pointers: [{ selector: tid(`target-location-${c.location}`) }, { selector: '[data-testid^="target-location-"]' }],
        };
      return {
        doNow: 'Choose how to station him, beside the space.',
        pointers: stepPointers(within, labelsToward(G, seat, space, stationingChoices(t, space, c.location), c)),
      };
    }
    if (c.kind === 'trade' || c.kind === 'construct')
      return {
        doNow:
          'This action has a form beside the space: fill it in and press its button, or let the coach set up its choice. Then confirm.',
        pointers: [STAGE, { selector: within }],
      };
    const { choices } = stepsAndDecline(G, seat, space);
    const toward = labelsToward(G, seat, space, choices, c);
    // A choice that changes nothing is Decline's (the popover does not list it).
    if (toward.length === 0)
      return { doNow: 'This changes nothing: click “Decline this action”.', pointers: [{ selector: tid(`decline-${space}`) }] };
    return { doNow: 'Choose one of the options beside the space, step by step, or decline it.', pointers: stepPointers(within, toward) };
  }
  return { doNow: 'Choose one of the options beside the space, or decline it.', pointers: [{ selector: within }] };
}

/** The step buttons toward a choice (whichever is on screen), then Back when another path was taken, then any option. */
function stepPointers(within: string, labels: string[]): Pointer[] {
  return [
    ...labels.map((text) => ({ selector: `${within} [data-testid="choice"]`, text })),
    { selector: `${within} [data-testid="step-back"]` },
    { selector: `${within} [data-testid="choice"]` },
  ];
}

/** Where on the board the decision's facts are. */
function lookAt(t: TableApi, suggestion: Move | null): string | null {
  switch (t.kind) {
    case 'recruit':
      return 'Look at the drawn generals in your hand: each card shows his administration (A) and combat (C), the strengths a bid adds up.';
    case 'selectAlliance':
      return 'Look at the common action spaces on the board: the two allies bid together on the one you mark, against the first state in bid order.';
    case 'bid':
      return suggestion?.type === 'assign'
        ? `Look at “${capitalise(spaceName(suggestion.args.space))}” on the board: the bids already on it are what you must beat.`
        : 'Look at the action spaces on the board: the bids already on them are what you must beat.';
    case 'action':
      return 'Look at your state’s panel: its gold, rice, armies and tracks change with each action you take.';
    case 'choice':
      return 'Look at the card in the tray: it says what it asks and what each answer does.';
    default:
      return null;
  }
}
