/**
 * The table renders positions of whole random games (2 and 4 seats), for the seat to act and for
 * another and for a spectator: the first of each decision kind and every 40th position, so whatever
 * the engine reaches, the table shows it, with the decision's tray for the actor only and nothing to
 * pick for anyone else.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DtTable } from '../../../src/board/dragonsAndTigers/DtTable';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import { seededRng } from '../../../src/game/rng';
import { seatName } from '../../../src/board/dragonsAndTigers/words';

function render(G: ReturnType<typeof dt.newGame>, seat: (typeof G.seats)[number] | null): string {
  return renderToStaticMarkup(<DtTable view={dt.view(G, seat)} seat={seat} toAct={dt.toAct(G)} result={dt.result(G)} onMove={() => {}} />);
}

describe('the Dragons & Tigers table over whole games', () => {
  for (const seats of [2, 4])
    it(`shows every position of a random ${seats}-player game`, () => {
      const random = seededRng(`table-${seats}`);
      const bot = uniformRandomBot(dt);
      let G = dt.newGame({}, random, seats);
      const kinds = new Set<string>();
      for (let moves = 0; moves < 3000 && !dt.result(G); moves++) {
        const [seat] = dt.toAct(G);
        if (!kinds.has(G.decision.kind) || moves % 40 === 0) {
          expect(render(G, seat)).toContain('data-testid="decision-panel"');
          const other = G.seats.find((s) => s !== seat)!;
          expect(render(G, other)).not.toContain('data-testid="decision-panel"');
          // A spectator is told whose decision it is, and offered nothing to choose.
          const watched = render(G, null);
          expect(watched).not.toMatch(/data-testid="(decision-panel|area-lit-|character-)/);
          expect(watched).not.toContain('data-seat=');
          expect(watched).toContain(`${dt.toAct(G).map(seatName).join(' and ')} to decide`);
        }
        kinds.add(G.decision.kind);
        const applied = dt.apply(G, seat, bot.decide(G, seat, random), random);
        if (!applied.ok) throw new Error(applied.error);
        G = applied.state;
      }
      expect(render(G, G.seats[0])).toContain('Game over');
      expect([...kinds]).toEqual(expect.arrayContaining(['draft', 'chooseMain', 'activate', 'levy', 'movement', 'battleOrder']));
    }, 120_000);
});
