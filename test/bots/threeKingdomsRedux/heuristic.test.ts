/**
 * Issue 5: the heuristic bot "plays the game sensibly (the rulebook's Tips for
 * Players are a start)". Behaviour checks on seeded games and positions; the
 * strength figures themselves are benchmarks (npm run simulate, docs/bots.md).
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot, heuristicMove, generalWorth, rankByLookahead } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import { scoreChoices } from '../../../src/bots/threeKingdomsRedux/actionValue';
import { currentDecision, newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { selectAlliance } from '../../builders';
import { fullGame } from '../../game/threeKingdomsRedux/cards/generals/weiScenarios';

function lineupGame(seed: string, specs: string[]) {
  const bots = Object.fromEntries(STATES.map((s, i) => [s, createBot(specs[i])])) as Record<StateId, ReturnType<typeof createBot>>;
  return playMatch({ seed, bots }).G;
}

describe('heuristic bot (issue 5)', () => {
  it('beats two random bots in at least 20 of 21 seeded games, from every seat', () => {
    let wins = 0;
    for (let i = 0; i < 21; i++) {
      const seat = i % 3;
      const specs = ['random', 'random', 'random'];
      specs[seat] = 'heuristic';
      const G = lineupGame(`h-vs-r-${i}`, specs);
      if (G.result!.winner === STATES[seat]) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(20);
  });

  it('keeps upkeep payable (Tips for Players): under one deficit token per state per game in self-play', () => {
    let deficits = 0;
    const games = 9;
    for (let i = 0; i < games; i++) {
      const G = lineupGame(`upkeep-${i}`, ['heuristic', 'heuristic', 'heuristic']);
      for (const s of STATES) deficits += G.players[s].deficits;
    }
    expect(deficits / (games * 3)).toBeLessThan(1);
  });

  it('recruits the strongest of its drawn generals', () => {
    const G = newGame({}, seededRng('recruit'));
    expect(currentDecision(G).kind).toBe('recruit');
    for (const s of STATES) {
      const move = heuristicMove(observe(G, s), s);
      if (move.type !== 'recruit') throw new Error('expected a recruitment');
      const drawn = G.players[s].secret.drawn;
      const weakestKept = Math.min(...move.keep.map(generalWorth));
      const strongestLeft = Math.max(0, ...drawn.filter((g) => !move.keep.includes(g)).map(generalWorth));
      expect(weakestKept).toBeGreaterThanOrEqual(strongestLeft);
    }
  });

  it('takes the best-scored choice of a won action and only legal ones', () => {
    let checked = 0;
    playGame('actions', (G, s, rng) => {
      if (currentDecision(G).kind === 'action' && checked < 40) {
        const view = observe(G, s);
        const move = heuristicMove(view, s);
        if (move.type === 'takeAction') {
          const best = scoreChoices(view, s, move.space)[0];
          expect(move.choice).toEqual(best.choice);
          expect(best.gain).toBeGreaterThan(-0.05);
        }
        checked++;
        return move;
      }
      return fastRandomMove(G, s, rng);
    });
    expect(checked).toBe(40);
  });

  it('pricing a won action never reveals a general in the view it was given (the lookahead copies the revealed list)', () => {
    // Xun You stays in Wei's hand (never bid, so unrevealed); winning popular support fires his skill,
    // and a skill that acts shows its general (log.ts). In the lookahead that must touch only the copy.
    const t = fullGame({ wei: ['xunYou', 'xiahouDun', 'caoHong'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'winPopularSupport' });
    t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
    t.passAll();
    const view = observe(t.G, 'wei');
    expect(view.players.wei.revealed).not.toContain('xunYou');
    expect(scoreChoices(view, 'wei', 'winPopularSupport')[0].gain).toBeGreaterThan(0);
    expect(view.players.wei.revealed).not.toContain('xunYou');
    expect(t.G.players.wei.revealed).not.toContain('xunYou');
  });

  it('the easy level plays a careless (random) move at its blunder rate and the heuristic move otherwise', () => {
    const G = newGame({}, seededRng('easy'));
    const always = heuristicBot({ blunder: 1 });
    const never = heuristicBot({ blunder: 0 });
    const view = observe(G, 'wei');
    expect(never.decide(view, 'wei', seededRng('x'))).toEqual(heuristicMove(view, 'wei'));
    expect(always.decide(view, 'wei', seededRng('x'))).toEqual(
      fastRandomMove(
        view,
        'wei',
        (() => {
          const r = seededRng('x');
          r.next();
          return r;
        })(),
      ),
    );
    expect(lineupGame('easy', ['easy', 'easy', 'easy']).result).not.toBeNull();
  });
});

describe('generic lookahead (decisions the card issues will add)', () => {
  it('ranks every legal move of a decision by the evaluation; the best is legal', () => {
    let checked = 0;
    playGame('lookahead', (G, s, rng) => {
      const d = currentDecision(G);
      if ((d.kind === 'action' || d.kind === 'selectAlliance') && checked < 12) {
        const ranked = rankByLookahead(observe(G, s), s);
        expect(ranked.length).toBe(legalMoves(observe(G, s), s).length);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].value).toBeGreaterThanOrEqual(ranked[i].value);
        checked++;
        return ranked[0].move;
      }
      return fastRandomMove(G, s, rng);
    });
    expect(checked).toBe(12);
  });
});
