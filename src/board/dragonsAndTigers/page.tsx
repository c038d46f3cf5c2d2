/** Dragons & Tigers as the page shell knows it: the shell plays it with this table, these bots and this rules panel. */
import { uniformRandomBot } from '../../bots/uniformRandomBot';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { PageGame } from '../shell/pageGame';
import { DtRules } from './DtRules';
import { DtTable } from './DtTable';

/** The bots offered against the AI, the first the default: the game's own levels join this list. */
const DT_BOTS = [{ id: 'random', label: 'Random (plays any legal move)', create: () => uniformRandomBot(dragonsAndTigers) }];

export const dragonsAndTigersPage: PageGame = {
  contract: dragonsAndTigers,
  summary: 'Factions draft the warlords of 189 AD and fight for the map of China, area by area.',
  RulesPanel: DtRules,
  play: { kind: 'shell', Table: DtTable, bots: DT_BOTS },
};
