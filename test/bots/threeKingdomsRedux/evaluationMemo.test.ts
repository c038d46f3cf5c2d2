/**
 * Issue 20, the bots' lookahead: one decision scores many positions that are
 * copies of one G sharing the other states' records with it
 * (cloneForAction, hypotheticalGain), so the evaluation finds those states'
 * hook listeners and terms once per decision (src/bots/threeKingdomsRedux/evaluate.ts,
 * EvaluationMemo). The numbers must be exactly those of an evaluation
 * without the memo: here at every action decision of card-rich games, in
 * both evaluation profiles, and in positions built to change what the other
 * states' terms read besides their records (the maintenances left, the
 * generals face down on "control Han emperor") and what their score-sheet
 * parts read (the board's locations, the Han emperor token's holder).
 */
import { describe, expect, it } from 'vitest';
import { cloneForAction } from '../../../src/bots/threeKingdomsRedux/clone';
import {
  evaluateAll,
  EvaluationMemo,
  horizon,
  withEvaluation,
  type EvaluationProfile,
} from '../../../src/bots/threeKingdomsRedux/evaluate';
import { skillVP } from '../../../src/bots/threeKingdomsRedux/cardWorth';
import { declineAction, takeListedAction } from '../../../src/game/threeKingdomsRedux/actions';
import { bordersOf, EMPEROR_RANK, locationsAt } from '../../../src/game/threeKingdomsRedux/data/board';
import { generalsOf, type GeneralId } from '../../../src/game/threeKingdomsRedux/data/generals';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices, actionRefused } from '../../../src/game/threeKingdomsRedux/legal';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { explorer } from '../../game/threeKingdomsRedux/cards/explorer';
import { playCardRichGames } from '../../cardRichGames';

/** Every state's value with the memo is the very number without it. */
function expectSame(G: GameState, memo: EvaluationMemo): void {
  const withMemo = evaluateAll(G, memo);
  const without = evaluateAll(G);
  for (const s of STATES) expect(Object.is(withMemo[s], without[s]), `${s}: ${withMemo[s]} against ${without[s]}`).toBe(true);
}

const others = (s: StateId) => STATES.filter((o) => o !== s);

describe('the evaluation memo of one decision (src/bots/threeKingdomsRedux/evaluate.ts, EvaluationMemo)', () => {
  it('gives the same values as no memo for every scored position of the action decisions of 6 card-rich games, in both profiles', () => {
    let scored = 0;
    playCardRichGames('memo', { builderEvery: 20, explorerEvery: 17 }, (G: GameState) => {
      if (currentDecision(G).kind !== 'action') return;
      const s = statesToAct(G)[0];
      for (const profile of ['legacy', 'cards'] as EvaluationProfile[])
        withEvaluation(profile, () => {
          // One memo for the whole decision, as the heuristic's chooseAction keeps it.
          const memo = new EvaluationMemo(s);
          for (const space of G.pendingActions[s]) {
            const mayDraw = space === 'hireInstructor';
            if (!actionRefused(G, s, space, false)) {
              const declined = cloneForAction(G, s, space, mayDraw);
              declineAction(declined, s, space);
              expectSame(declined, memo);
            }
            if (actionRefused(G, s, space, true)) continue;
            for (const choice of actionChoices(G, s, space)) {
              const next = cloneForAction(G, s, space, mayDraw);
              takeListedAction(next, s, space, choice);
              expectSame(next, memo);
              scored++;
            }
          }
        });
    });
    expect(scored).toBeGreaterThan(1000);
  }, 180_000);

  it("works the other states' terms out again when the maintenances left or their face-down generals differ", () => {
    let G: GameState | undefined;
    playGame('memo-keys', explorer({ builder: false }), {
      afterMove: (g: GameState) => {
        if (!G && g.round === 2 && currentDecision(g).kind === 'action') G = structuredClone(g);
      },
    });
    const position = G!;
    const s = statesToAct(position)[0];
    const [o] = others(s);
    expect(horizon(position)).toBeGreaterThan(1);
    for (const profile of ['legacy', 'cards'] as EvaluationProfile[])
      withEvaluation(profile, () => {
        const memo = new EvaluationMemo(s);
        expectSame(position, memo);
        // The acting state one rank short of Emperor: the game may end at this round's maintenance, and every
        // state's terms change with the maintenances left, though the other records are the same objects.
        const nearEnd: GameState = {
          ...position,
          players: { ...position.players, [s]: { ...position.players[s], rank: EMPEROR_RANK - 1 } },
        };
        expect(horizon(nearEnd)).toBe(1);
        expectSame(nearEnd, memo);
        // A general of another state face down on "control Han emperor" counts in the card-aware terms.
        const general = generalsOf(o).find((g) => skillVP(g) !== 0 && !position.players[o].secret.hand.includes(g))!;
        expectSame({ ...position, hanEmperorFaceDown: { state: o, general } }, memo);
        expectSame({ ...position, hanEmperorNewFaceDown: { state: o, general } }, memo);
      });
    // The face-down general changes the card-aware values (so the case above checks the memo's key).
    withEvaluation('cards', () => {
      const general = generalsOf(o).find((g) => skillVP(g) !== 0 && !position.players[o].secret.hand.includes(g))!;
      expect(evaluateAll({ ...position, hanEmperorFaceDown: { state: o, general } })[o]).not.toBe(evaluateAll(position)[o]);
    });
  });

  it("works the other states' score-sheet parts out again when the board's locations or the Han emperor token's holder differ", () => {
    let G: GameState | undefined;
    playGame('memo-board', explorer({ builder: false }), {
      afterMove: (g: GameState) => {
        if (!G && g.round === 2 && currentDecision(g).kind === 'action') G = structuredClone(g);
      },
    });
    const position = G!;
    const s = statesToAct(position)[0];
    const [o] = others(s);
    // Another state takes every location of its borders (a battle's copy has a locations record of its own).
    const general = position.players[o].secret.hand[0] ?? (generalsOf(o)[0] as GeneralId);
    const taken = { ...position.locations };
    for (const border of bordersOf(o)) for (const l of locationsAt(border)) taken[l] = { state: o, general };
    const holder = position.hanEmperorHolder === o ? s : o;
    for (const profile of ['legacy', 'cards'] as EvaluationProfile[])
      withEvaluation(profile, () => {
        const memo = new EvaluationMemo(s);
        expectSame(position, memo);
        expectSame({ ...position, locations: taken }, memo);
        expectSame({ ...position, hanEmperorHolder: holder }, memo);
        expectSame(position, memo);
      });
    // Both change the other state's value (so the cases above check the memo's keys).
    expect(evaluateAll({ ...position, locations: taken })[o]).not.toBe(evaluateAll(position)[o]);
    expect(evaluateAll({ ...position, hanEmperorHolder: holder })[o]).not.toBe(evaluateAll(position)[o]);
  });
});
