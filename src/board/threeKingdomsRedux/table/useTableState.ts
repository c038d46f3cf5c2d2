/**
 * The seat's draft decision: what it has picked on the board so far, kept
 * until it confirms, cancels, or its own decision changes. The draft is keyed
 * by what belongs to this seat (its hand, drawn cards, won spaces, ...), never
 * by the log: another seat's move (another state's recruitment, a bot's bid)
 * must not wipe a half-finished choice.
 */
import { useCallback, useMemo, useState } from 'react';
import { recruitCount } from '../../../game/threeKingdomsRedux/conflict';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { assignArgsFromForm, bidFormError } from '../decisions/bidArgs';
import { recruitSelectionReason } from '../decisions/recruitSelection';
import type { PanelKind } from '../decisions/waiting';
import { describeAssign, describeMove } from './describeMove';
import type { Draft, StagedMove, TableApi } from './TableContext';

export function emptyDraft(): Draft {
  return {
    recruit: [],
    bid: {
      general: '',
      space: 'developFarm',
      spaceChosen: false,
      unitType: '',
      unitCount: 1,
      gold: 0,
      popularSupport: 0,
      hanEmperorToken: false,
    },
    actionSpace: null,
    location: null,
    staged: null,
  };
}

/** Changes exactly when this seat's own decision does. */
export function draftKey(G: GameState, seat: StateId, kind: PanelKind): string {
  const p = G.players[seat];
  const cards = p.hiddenCounts ? '' : `${p.secret.hand.join(',')}|${p.secret.drawn.join(',')}|${p.secret.enhancementHand.length}`;
  return [
    kind,
    G.round,
    G.phase,
    cards,
    G.pendingActions[seat].join(','),
    G.actionsTaken[seat].length,
    G.pending.length,
    kind === 'bid' ? G.bidSeq : '',
  ].join(':');
}

export function useTableState(G: GameState, seat: StateId, kind: PanelKind, active: boolean): TableApi {
  const key = draftKey(G, seat, kind);
  const [state, setState] = useState<{ key: string; draft: Draft }>(() => ({ key, draft: emptyDraft() }));
  // A new decision of this seat starts from an empty draft (derived during render: no flash of the old draft).
  const draft = state.key === key ? state.draft : emptyDraft();
  if (state.key !== key) setState({ key, draft });
  const update = useCallback(
    (patch: Partial<Draft>) => setState((s) => ({ key: s.key, draft: { ...(s.key === key ? s.draft : emptyDraft()), ...patch } })),
    [key],
  );
  const stage = useCallback((staged: StagedMove | null) => update({ staged }), [update]);
  return useMemo(() => ({ G, seat, kind, active, draft, update, stage }), [G, seat, kind, active, draft, update, stage]);
}

/** What Confirm would send now, or why it cannot yet (in the rules' words where they have them). */
export function draftMove(t: TableApi): { move: Move; label: string } | { reason: string } {
  const { G, seat, kind, draft } = t;
  if (draft.staged) return draft.staged;
  switch (kind) {
    case 'recruit': {
      const need = recruitCount(G, seat);
      const reason = recruitSelectionReason(draft.recruit.length, need);
      if (reason) return { reason: `${reason}: click your drawn generals to choose ${need}.` };
      const move: Move = { type: 'recruit', keep: [...draft.recruit] };
      return { move, label: describeMove(G, seat, move) };
    }
    case 'bid': {
      if (!draft.bid.general) return { reason: 'Pick a general from your hand, or pass.' };
      if (!draft.bid.spaceChosen) return { reason: 'Now click a highlighted action space.' };
      const error = bidFormError(G, seat, draft.bid);
      if (error) return { reason: error };
      const args = assignArgsFromForm(draft.bid);
      return { move: { type: 'assign', args }, label: describeAssign(args) };
    }
    case 'selectAlliance':
      return { reason: 'Click a highlighted common action space.' };
    case 'action':
      return {
        reason: draft.actionSpace ? 'Choose how to take this action, or decline it.' : 'Click one of your won spaces (highlighted).',
      };
    case 'choice':
      return { reason: 'Choose one of the answers.' };
    default:
      return { reason: '' };
  }
}
