/**
 * What the board's pieces need to become clickable: the seat's decision kind
 * and its choices so far (the draft), and how to change them. Absent (null)
 * for a spectator, a replay or a seat that is waiting: every piece is then
 * inert and the board reads as before.
 *
 * Legality is never decided here: the pieces ask `targets.ts`, which asks the
 * rules' validators (assignError, allianceSpaceError, actionChoices).
 */
import { createContext, useContext } from 'react';
import type { GeneralId } from '../../../game/threeKingdomsRedux/data/generals';
import type { LocationId } from '../../../game/threeKingdomsRedux/data/board';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import type { BidFormState } from '../decisions/bidArgs';
import type { PanelKind } from '../decisions/waiting';

/** A move chosen with a button, waiting for Confirm, with the words the tray shows for it. */
export interface StagedMove {
  move: Move;
  label: string;
}

export interface Draft {
  /** Recruitment: the drawn generals ticked so far. */
  recruit: GeneralId[];
  /** Bidding: general picked from the hand (general '' until then), space (null until then) and extras. */
  bid: BidFormState & { spaceChosen: boolean };
  /** Resolution: the won space whose options are open, and a border location clicked on a battle space. */
  actionSpace: ActionSpaceId | null;
  location: LocationId | null;
  /** A move chosen with a button (an action's option, pass, decline, a card's choice). */
  staged: StagedMove | null;
}

export interface TableApi {
  G: GameState;
  seat: StateId;
  kind: PanelKind;
  /** True while a move may be made now (the seat's turn, nothing in flight). */
  active: boolean;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  stage: (staged: StagedMove | null) => void;
}

export const TableContext = createContext<TableApi | null>(null);

/** The table's interaction state, or null where the board is read-only. */
export function useTable(): TableApi | null {
  return useContext(TableContext);
}
