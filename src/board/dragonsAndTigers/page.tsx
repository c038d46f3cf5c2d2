/** Dragons & Tigers as the page shell knows it: the shell plays it with this table, these bots and this rules panel. */
import { DT_LEVELS, type DtLevel, createDtBot } from '../../bots/dragonsAndTigers/registry';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { PageGame } from '../shell/pageGame';
import { DT_SUMMARY } from './summary';
import { DtRules } from './DtRules';
import { DtTable } from './DtTable';

const botOf = (level: DtLevel) => ({
  id: level,
  label: `${DT_LEVELS[level].label}: ${DT_LEVELS[level].description}`,
  create: () => createDtBot(level),
});

/** The bots offered against the AI, the first the default: Medium decides at once, Hard thinks about a second a march. */
const DT_BOTS = [botOf('medium'), botOf('easy'), botOf('hard')];

export const dragonsAndTigersPage: PageGame = {
  contract: dragonsAndTigers,
  summary: DT_SUMMARY,
  RulesPanel: DtRules,
  play: { kind: 'shell', Table: DtTable, bots: DT_BOTS, hints: botOf('medium') },
};
