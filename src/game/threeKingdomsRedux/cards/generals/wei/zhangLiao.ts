/**
 * Zhang Liao, Composure (compendium): "At the end of each round, if Wei has
 * no untrained armies in its supply, Zhang Liao receives 1 untrained army.
 * In addition, if Wei has 0/1 weapon in its supply, he receives 1 weapon of
 * his choice/1 weapon of the same type." The two conditions are checked
 * separately (docs/rulings.md R21), before Wei's other end-of-round gains
 * (R13: a benefit rewarding lacking something runs first).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { WEAPON_TYPES, type WeaponType } from '../../../types';

export const zhangLiao = defineCard('zhangLiao', {
  endOfRoundOrder: -1,
  endOfRound(ctx) {
    const { G, state } = ctx;
    const p = G.players[state];
    const weapons = WEAPON_TYPES.reduce((n, w) => n + p.weapons[w], 0);
    if (p.untrained === 0) {
      p.untrained += 1;
      logCard(G, state, 'zhangLiao', "Zhang Liao's Composure: Wei has no untrained armies and receives 1.");
    }
    if (weapons === 0) offerChoice(G, { state, card: 'zhangLiao', kind: 'weapon' });
    else if (weapons === 1) {
      const w = WEAPON_TYPES.find((x) => p.weapons[x] === 1)!;
      p.weapons[w] += 1;
      logCard(G, state, 'zhangLiao', `Zhang Liao's Composure: Wei has 1 weapon and receives another ${w}.`);
    }
  },
  choices: {
    weapon: {
      prompt: () => 'Zhang Liao (Composure): Wei has no weapons; receive 1 weapon of your choice.',
      options: () => [...WEAPON_TYPES],
      describe: (_G, _pc, option) => `1 ${option as string}`,
      apply(G, pc, option) {
        G.players[pc.state].weapons[option as WeaponType] += 1;
        logCard(G, pc.state, 'zhangLiao', `Zhang Liao's Composure: Wei has no weapons and receives 1 ${option as string}.`);
      },
    },
  },
});
