/**
 * Guo Jia, Credence (compendium): "When Guo Jia takes the "hire instructor
 * action", he does so at no cost." The hire costs 0 rice (the training limit
 * is unchanged).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const guoJia = defineCard('guoJia', {
  terms(_ctx, info, terms) {
    if (info.space === 'hireInstructor' && takes(info, 'guoJia')) terms.hireRice = 0;
  },
  afterAction(ctx, info) {
    const c = info.choice;
    if (info.space === 'hireInstructor' && takes(info, 'guoJia') && c?.kind === 'hireInstructor' && c.hire)
      logCard(ctx.G, ctx.state, 'guoJia', "Guo Jia's Credence: Wei hires the instructor at no cost.");
  },
});
