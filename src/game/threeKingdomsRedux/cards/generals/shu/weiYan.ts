/**
 * Wei Yan, Clout (compendium): "After Wei Yan takes the "demand tribute
 * action", he receives 1 additional untrained army, as well as 1 weapon of
 * his choice for each border location occupied by Shu (maximum 2 weapons)."
 * The weapons are a mandatory choice (any types).
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { occupiedLocations } from '../../../construct';
import { weaponMultisets } from '../../../listings';
import { logCard } from '../../../log';
import type { WeaponType } from '../../../types';

export const weiYan = defineCard('weiYan', {
  afterAction(ctx, info) {
    if (info.space !== 'demandTribute' || !info.generals.includes('weiYan')) return;
    ctx.G.players[ctx.state].untrained += 1;
    const weapons = Math.min(2, occupiedLocations(ctx.G, ctx.state));
    logCard(
      ctx.G,
      ctx.state,
      'weiYan',
      `Wei Yan's Clout: Shu receives 1 additional untrained army${weapons ? ` and ${weapons} weapon(s) of its choice` : ''}.`,
    );
    if (weapons) offerChoice(ctx.G, { state: ctx.state, card: 'weiYan', kind: 'weapons', data: { count: weapons } }, { first: true });
  },
  choices: {
    weapons: {
      prompt: (_G, pc) => `Wei Yan (Clout): choose ${pc.data.count as number} weapon(s).`,
      options: (_G, pc) => weaponMultisets(pc.data.count as number),
      describe: (_G, _pc, option) => (option as WeaponType[]).join(' and '),
      apply(G, pc, option) {
        const p = G.players[pc.state];
        for (const w of option as WeaponType[]) p.weapons[w] += 1;
        logCard(G, pc.state, 'weiYan', `Wei Yan's Clout: Shu receives ${(option as WeaponType[]).join(' and ')}.`);
      },
    },
  },
});
