/** Who takes an action, and how: the checks the "when X takes the ... action" skills share. */
import type { GeneralId } from '../../data/generals';
import type { ActionInfo } from '../../cardHooks';

/** Whether `general` takes this action through its space (Overarching Principle 2). */
export const takes = (info: ActionInfo, general: GeneralId): boolean => info.generals.includes(general);

/** Whether the action taken is `kind` (the space's own action, not another way of taking it). */
export const takenAs = (info: ActionInfo, kind: string): boolean => info.choice?.kind === kind;
