/**
 * Sun Ce, Fury (compendium): "When Sun Ce takes the "recruit armies action",
 * 1 of the armies is recruited trained." Of the 2 recruited armies, 1 is
 * trained and 1 untrained (ruling); only via the "recruit armies" space.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const sunCe = defineCard('sunCe', {
  terms(_ctx, info, terms) {
    if (info.space !== 'recruitArmies' || !takes(info, 'sunCe') || terms.recruitUntrained < 1) return;
    terms.recruitUntrained -= 1;
    terms.recruitTrained += 1;
  },
  afterAction(ctx, info) {
    if (info.space !== 'recruitArmies' || !takes(info, 'sunCe') || !takenAs(info, 'recruitArmies')) return;
    logCard(ctx.G, ctx.state, 'sunCe', "Sun Ce's Fury: 1 of the recruited armies is trained.");
  },
});
