/**
 * Escape undoes the last step of the draft, not the whole of it, and says
 * which control should hold focus if the focused one goes away with the
 * step: the control that made the step (the space chosen, the general
 * picked), so a keyboard player stays where they were.
 */
import type { Draft, TableApi } from './TableContext';
import { emptyDraft } from './useTableState';

interface StepBack {
  patch: Partial<Draft>;
  /** data-testid of the control that made the undone step, or null to leave focus alone. */
  focus: string | null;
}

export function stepBack(t: TableApi): StepBack | null {
  const { draft, kind } = t;
  if (draft.staged) return { patch: { staged: null }, focus: null };
  switch (kind) {
    case 'bid': {
      const bid = draft.bid;
      // The extras (units, gold, ...) belonged to that space: they go with it.
      const noExtras = { ...emptyDraft().bid, general: bid.general, space: bid.space };
      if (bid.spaceChosen) return { patch: { bid: noExtras }, focus: `target-${bid.space}` };
      if (bid.general) return { patch: { bid: { ...noExtras, general: '' } }, focus: `pick-${bid.general}` };
      return null;
    }
    case 'recruit':
      // Ticking the cards to keep is one step: Escape clears the ticks.
      return draft.recruit.length ? { patch: { recruit: [] }, focus: null } : null;
    case 'action':
      if (draft.location) return { patch: { location: null }, focus: `target-location-${draft.location}` };
      if (draft.actionSpace) return { patch: { actionSpace: null }, focus: `target-${draft.actionSpace}` };
      return null;
    default:
      return null;
  }
}
