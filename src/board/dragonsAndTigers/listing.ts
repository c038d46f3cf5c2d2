/**
 * Dragons & Tigers on the page's list: its rules, table and bots are a chunk of their own, loaded when a
 * player chooses the game (or opens one of its places), so the page's first load carries none of it.
 */
import { DT_IDENTITY } from '../../game/dragonsAndTigers/identity';
import type { LazyPageGame } from '../shell/pageGame';
import { DT_SUMMARY } from './summary';

export const dragonsAndTigersListing: LazyPageGame = {
  listing: DT_IDENTITY,
  summary: DT_SUMMARY,
  load: () => import('./page').then((m) => m.dragonsAndTigersPage),
};
