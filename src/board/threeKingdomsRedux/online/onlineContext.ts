/**
 * What the online board (drawn inside boardgame.io's React client) needs from
 * the page around it: the match's listed seats, whose seat this page holds,
 * the rematch, and the advisor's thinking time.
 */
import { createContext } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { SeatID } from './seats';
import type { ListedMatch } from './table';

export interface RematchState {
  /** The new match, once there is one. */
  nextMatchID: string | null;
  /** Set while asking for it or joining it. */
  busy: boolean;
  error: string | null;
}

export interface OnlineMatchContext {
  matchID: string;
  /** The listed metadata of the match (null until the first answer). */
  metadata: LobbyAPI.Match | null;
  /** The same, with when it arrived (the clocks count from it). */
  listed?: ListedMatch | null;
  /** Asks for the listed match now (a move changed the clocks). */
  refresh?: () => void;
  /** The seat this page plays; null for a spectator. */
  mySeat: SeatID | null;
  rematch: RematchState;
  playAgain: () => void;
  watchRematch: (matchID: string) => void;
  /** The advisor's thinking time per hint, where the match allows hints (default: the board's). */
  hintBudgetMs?: number;
}

export const OnlineContext = createContext<OnlineMatchContext | null>(null);
