/** Dragons & Tigers as the page shell knows it: the shell plays it with this table, these bots (in their worker) and this rules panel. */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { PageGame } from '../shell/pageGame';
import { DT_BOT_WORKER, DT_BOTS, dtPageBot } from './bots';
import { DT_SUMMARY } from './summary';
import { DtRules } from './DtRules';
import { DtTable } from './DtTable';

export const dragonsAndTigersPage: PageGame = {
  contract: dragonsAndTigers,
  summary: DT_SUMMARY,
  RulesPanel: DtRules,
  play: { kind: 'shell', Table: DtTable, bots: DT_BOTS, botWorker: DT_BOT_WORKER, hints: dtPageBot('medium') },
};
