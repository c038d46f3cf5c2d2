/**
 * Lu Su, Wit (compendium): "When Lu Su takes the "construct state
 * enhancement action", the construction cost is reduced by 1 gold or 1
 * rice." The reduction is a choice of the construction's payment
 * (`payment.reduce`, offered when the cost has gold or rice); only via the
 * "construct state enhancement" space, never with Cheng Pu's skill.
 */
import { ENHANCEMENTS } from '../../../data/enhancements';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const luSu = defineCard('luSu', {
  terms(_ctx, info, terms) {
    if (info.space === 'construct' && takes(info, 'luSu')) terms.constructReduce = true;
  },
  afterAction(ctx, info) {
    const c = info.choice;
    if (info.space !== 'construct' || !takes(info, 'luSu') || c?.kind !== 'construct' || !c.payment?.reduce) return;
    logCard(ctx.G, ctx.state, 'luSu', `Lu Su's Wit: the cost of ${ENHANCEMENTS[c.card].name.value} is reduced by 1 ${c.payment.reduce}.`);
  },
});
