/**
 * Sima Yi, Reverence (compendium): "When Sima Yi takes the "import technology
 * action", he draws 1 state enhancement card from both the Separation and
 * Unification decks instead." The import is `importFrom: 'both'`.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

export const simaYi = defineCard('simaYi', {
  terms(_ctx, info, terms) {
    if (info.space === 'hireInstructor' && takes(info, 'simaYi')) terms.importBothDecks = true;
  },
  afterAction(ctx, info) {
    const c = info.choice;
    if (info.space === 'hireInstructor' && takes(info, 'simaYi') && c?.kind === 'hireInstructor' && c.importFrom === 'both')
      logCard(ctx.G, ctx.state, 'simaYi', "Sima Yi's Reverence: Wei imports 1 card from each deck.");
  },
});
