/**
 * The decision controls' pure helpers: choice labels, building moves from
 * form state, and the reasons shown for what cannot be chosen.
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { actionError } from '../../../src/game/threeKingdomsRedux/actionError';
import { GENERALS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices } from '../../../src/game/threeKingdomsRedux/legal';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import {
  assignArgsFromForm,
  bidHint,
  bidPreview,
  choiceLabel,
  constructChoiceFromForm,
  constructFormFor,
  EMPTY_TRADE_FORM,
  recruitSelectionReason,
  toggleSelection,
  tradeChoiceFromForm,
  tradeLabel,
  unavailableOptions,
  weaponList,
  type BidFormState,
} from '../../../src/board/threeKingdomsRedux/decisions';
import { describeCost } from '../../../src/game/threeKingdomsRedux/words';

/** Every action decision of a random game, and its first bid decision. */
function snapshots(seed: string): { actions: GameState[]; bid: GameState } {
  const actions: GameState[] = [];
  let bid: GameState | undefined;
  playGame(seed, fastRandomMove, {
    afterMove(G) {
      const d = currentDecision(G);
      if (d.kind === 'action') actions.push(structuredClone(G));
      if (d.kind === 'bid' && !bid) bid = structuredClone(G);
    },
  });
  return { actions, bid: bid! };
}
const x = snapshots('x');
const actions = [...x.actions, ...snapshots('y').actions];
const actor = (G: GameState): StateId => statesToAct(G)[0];

describe('choiceLabel', () => {
  it('gives every legal choice of every space a distinct, complete sentence', () => {
    let checked = 0;
    for (const G of actions) {
      const seat = actor(G);
      for (const space of G.pendingActions[seat]) {
        if (space === 'trade') continue; // thousands of trades; tradeLabel is tested below
        const labels = actionChoices(G, seat, space).map((c) => choiceLabel(G, seat, space, c));
        for (const label of labels) {
          expect(label).toMatch(/^[A-Z]/);
          expect(label).not.toMatch(/undefined|NaN|\[object/);
        }
        // Two different choices must never read the same on their buttons.
        expect(new Set(labels).size).toBe(labels.length);
        checked += labels.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  const G = actions[0];
  const seat = actor(G);

  it('reads as the rulebook speaks', () => {
    const g = structuredClone(G);
    g.players[seat].farm = { level: 2, flipped: 2 };
    expect(choiceLabel(g, seat, 'developFarm', { kind: 'developFarm' })).toBe('Develop farm to level 3');
    expect(choiceLabel(g, seat, 'developFarm', { kind: 'harvest', keepInGranary: 1 })).toBe(
      'Harvest: keep 1 token in granary, take 5 rice',
    );
    g.players[seat].marketplace = { level: 3, flipped: 3 };
    expect(choiceLabel(g, seat, 'developMarketplace', { kind: 'collectTax', keepInTreasury: 0 })).toBe(
      'Collect tax: keep 0 tokens in treasury, take 12 gold',
    );
    expect(choiceLabel(G, seat, 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] })).toBe('Produce 2 spears');
    expect(choiceLabel(G, seat, 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'horse'] })).toBe(
      'Produce 1 spear and 1 horse',
    );
    expect(choiceLabel(G, seat, 'trainArmies', { kind: 'trainArmies', count: 1 })).toBe('Train 1 army');
    expect(choiceLabel(G, seat, 'demandTribute', { kind: 'demandTribute', take: 'goldAndRice' })).toBe(
      'Demand tribute: take 1 gold and 1 rice',
    );
    expect(choiceLabel(G, seat, 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 }, importFrom: 'unification' })).toBe(
      'Hire an instructor for 1 rice and train 2 armies, and import technology from the Unification deck',
    );
    const emperor = structuredClone(G);
    emperor.players[seat].rank = 1;
    expect(choiceLabel(emperor, seat, 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoCao' })).toBe(
      'Pay 1 gold, rise to Prime Minister and leave Cao Cao face down',
    );
  });

  it('names the general, units, location and token of a stationing', () => {
    const withBattle = actions.find((s) => {
      const seat = actor(s);
      return s.pendingActions[seat].some((sp) => sp.startsWith('battle:') && actionChoices(s, seat, sp).length > 0);
    })!;
    const seat = actor(withBattle);
    const space = withBattle.pendingActions[seat].find((sp) => sp.startsWith('battle:'))!;
    const choice = actionChoices(withBattle, seat, space).find((c) => c.kind === 'battle')!;
    expect(choiceLabel(withBattle, seat, space, choice)).toMatch(
      /^Station [A-Z][\w ]+ with \d (infantry|cavalry|archery|naval) units? at [A-Z][\w ]+, border token to (treasury|granary)$/,
    );
  });

  it('describes a trade in the order the engine carries it out', () => {
    expect(
      tradeLabel({
        kind: 'trade',
        rice: { direction: 'buy', lots: 2 },
        weapons: { direction: 'sell', items: ['horse', 'horse', 'vessel'] },
      }),
    ).toBe('Sell 2 horses and 1 vessel for 7 gold, then buy 8 rice for 6 gold');
  });

  it('describes construction with what the payment really takes', () => {
    const g = structuredClone(G);
    g.players[seat].secret.enhancementHand = ['mobileSiegeTower'];
    Object.assign(g.players[seat], { gold: 5, untrained: 1 });
    expect(choiceLabel(g, seat, 'construct', { kind: 'construct', card: 'mobileSiegeTower', payment: { trainedArmies: 0 } })).toBe(
      'Construct Mobile Siege Tower, paying 2 gold and 1 untrained army',
    );
  });
});

describe('bid form', () => {
  const form: BidFormState = {
    general: 'xiahouDun',
    space: 'developFarm',
    unitType: 'cavalry',
    unitCount: 2,
    gold: 2,
    popularSupport: 1,
    hanEmperorToken: true,
  };

  it('sends only the extras the space takes', () => {
    expect(assignArgsFromForm(form)).toEqual({ general: 'xiahouDun', space: 'developFarm', popularSupport: 1, hanEmperorToken: true });
    expect(assignArgsFromForm({ ...form, space: 'battle:weiWu' })).toEqual({
      general: 'xiahouDun',
      space: 'battle:weiWu',
      units: { type: 'cavalry', count: 2 },
      popularSupport: 1,
      hanEmperorToken: true,
    });
    // Units and gold together go through, so the engine can say "not both".
    expect(assignArgsFromForm({ ...form, space: 'tribal:wei' })).toEqual({
      general: 'xiahouDun',
      space: 'tribal:wei',
      units: { type: 'cavalry', count: 2 },
      gold: 2,
    });
    expect(assignArgsFromForm({ ...form, unitType: '', space: 'tribal:wei', gold: 0 })).toEqual({
      general: 'xiahouDun',
      space: 'tribal:wei',
    });
  });

  it('warns of a battle bid without units', () => {
    expect(bidHint({ general: 'xiahouDun', space: 'battle:weiWu' })).toMatch(/cannot be stationed/);
    expect(bidHint({ general: 'xiahouDun', space: 'battle:weiWu', units: { type: 'cavalry', count: 1 } })).toBeNull();
    expect(bidHint({ general: 'xiahouDun', space: 'developFarm' })).toBeNull();
  });

  it('previews the value of a bid', () => {
    const G = x.bid;
    const seat = actor(G);
    const args = { general: G.players[seat].secret.hand[0], space: 'developFarm' as const };
    const g = GENERALS[args.general];
    expect(bidPreview(G, seat, { ...args, space: 'developFarm', popularSupport: 1 })).toBe(
      `This bid adds ${g.administration.value + 1} (administration) to your total on "develop farm or harvest".`,
    );
    const battle = { general: args.general, space: 'battle:weiWu' as const, units: { type: 'cavalry' as const, count: 2 } };
    expect(bidPreview(G, seat, battle)).toContain(`adds ${g.combat.value + 2} (combat plus units)`);
    expect(bidPreview(G, seat, { general: args.general, space: `tribal:${seat}`, gold: 2 })).toBe(
      'Uncontested: taking this action raises tribal relations by 2 levels.',
    );
    // No preview for what is not a general, an inherited property's name included.
    for (const general of ['nobody', 'toString', '__proto__'])
      expect(bidPreview(G, seat, { general: general as typeof args.general, space: 'developFarm' })).toBe('');
  });
});

describe('trade and construct forms', () => {
  it('builds a trade choice from the form', () => {
    expect(tradeChoiceFromForm(EMPTY_TRADE_FORM)).toEqual({ kind: 'trade' });
    expect(
      tradeChoiceFromForm({
        riceDirection: 'sell',
        riceLots: 2,
        weaponDirection: 'buy',
        weaponCounts: { spear: 1, horse: 0, crossbow: 2, vessel: 0 },
      }),
    ).toEqual({
      kind: 'trade',
      rice: { direction: 'sell', lots: 2 },
      weapons: { direction: 'buy', items: ['spear', 'crossbow', 'crossbow'] },
    });
  });

  it('sends payment only for the flexible cost icons', () => {
    const counts = { spear: 0, horse: 1, crossbow: 0, vessel: 0 };
    expect(constructChoiceFromForm({ card: 'rattanArmour', trainedArmies: 1, weaponCounts: counts })).toEqual({
      kind: 'construct',
      card: 'rattanArmour',
      payment: {},
    });
    expect(constructChoiceFromForm({ card: 'mobileSiegeTower', trainedArmies: 1, weaponCounts: counts })).toEqual({
      kind: 'construct',
      card: 'mobileSiegeTower',
      payment: { trainedArmies: 1 },
    });
  });

  it('starts a card on its first legal payment', () => {
    const G = structuredClone(actions[0]);
    const seat = actor(G);
    const p = G.players[seat];
    p.secret.enhancementHand = ['mobileSiegeTower', 'rattanArmour'];
    Object.assign(p, { gold: 5, untrained: 0, trained: 2 });
    p.weapons.spear = 1;
    const legal = actionChoices(G, seat, 'construct');
    const form = constructFormFor('rattanArmour', legal, p.weapons);
    expect(actionError(G, seat, 'construct', constructChoiceFromForm(form))).toBeNull();
  });
});

describe('reasons and small helpers', () => {
  it("explains an option with no legal choice by the engine's reason", () => {
    const G = structuredClone(actions[0]);
    const seat = actor(G);
    G.players[seat].farm = { level: 5, flipped: 0 };
    const closed = unavailableOptions(G, seat, 'developFarm', actionChoices(G, seat, 'developFarm'));
    expect(closed.map((o) => o.reason)).toEqual(['Your farm is fully developed (level 5).', 'You have no flipped farm tokens to harvest.']);
    G.players[seat].gold = 0;
    const han = unavailableOptions(G, seat, 'controlHanEmperor', []);
    // No bid there: the option is still listed, with a general explanation.
    expect(han).toHaveLength(1);
  });

  it('counts the recruitment selection', () => {
    expect(recruitSelectionReason(2, 4)).toBe('Select 2 more');
    expect(recruitSelectionReason(5, 4)).toBe('Deselect 1');
    expect(recruitSelectionReason(4, 4)).toBeNull();
    expect(toggleSelection(['a', 'b', 'c'], ['c'], 'a')).toEqual(['a', 'c']);
    expect(toggleSelection(['a', 'b', 'c'], ['a', 'c'], 'a')).toEqual(['c']);
  });

  it('words costs and weapons', () => {
    expect(describeCost({ spear: 2, gold: 1 })).toBe('2 spears and 1 gold');
    expect(describeCost({ army: 1, weapon: 2, gold: 2 })).toBe('1 army (untrained or trained), 2 weapons of any type and 2 gold');
    expect(weaponList(['vessel', 'spear', 'spear'])).toBe('2 spears and 1 vessel');
  });
});
