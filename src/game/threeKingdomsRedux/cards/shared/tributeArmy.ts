import type { ActionInfo } from '../../cardHooks';
/**
 * "When/After you take the "demand tribute action" to receive 1 untrained
 * army" (Barrack, Training Ground): the action taken is the printed tribute
 * with the army chosen, not gold and/or rice.
 */

export function tributeTakesArmy(info: ActionInfo): boolean {
  return info.space === 'demandTribute' && info.choice?.kind === 'demandTribute' && info.choice.take === 'army';
}
