/**
 * The boardgame.io game of any GameContract whose decisions are all made by one move: boardgame.io
 * only carries the move, and the contract answers everything else (setup, whose decision it is,
 * what a seat sees, when the game ends). A game with moves of its own names (Three Kingdoms Redux)
 * builds its boardgame.io game itself; both are told apart by nothing but `moveNames`.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameContract, RandomSource } from './contract';

/** The name of the one move every decision is sent as. */
export const CONTRACT_MOVE = 'decide';
/** The stage every seat that is to decide is in. */
const DECIDING = 'deciding';

/**
 * Hands each move the state before boardgame.io's immer drafts it: the contract's `apply` never
 * changes the state it is given and copies it as plain JSON, which a draft is not. boardgame.io runs
 * a game's plugins around its own immer plugin, so this wrapper sees G undrafted.
 */
const PLAIN_G = 'contractPlainG';
const plainStatePlugin = {
  name: 'contract-plain-state',
  fnWrap:
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (method: (context: any, ...args: any[]) => any) =>
      (context: { G: unknown }, ...args: unknown[]) =>
        method({ ...context, [PLAIN_G]: context.G }, ...args),
};

type RandomAPI = { Number(): number };
const randomOf = (random: RandomAPI): RandomSource => ({ next: () => random.Number() });

/** The boardgame.io game playing `contract`'s rules; `seed` fixes its random draws. */
export function boardgameOfContract<State, Move, View, Options, Seat extends string>(
  contract: GameContract<State, Move, View, Options, Seat>,
  options: { seed?: string | number } = {},
): Game<State> & { moveNames: string[] } {
  const seatOf = (ctx: Ctx, playerID: string | null | undefined): Seat | null => {
    if (playerID === null || playerID === undefined || !/^\d+$/.test(playerID)) return null;
    return contract.seats.ids(ctx.numPlayers)[Number(playerID)] ?? null;
  };
  /** boardgame.io's active players: every seat the contract says is to decide. */
  const deciders = (G: State, ctx: Ctx): Record<string, string> => {
    const ids = contract.seats.ids(ctx.numPlayers);
    return Object.fromEntries(contract.toAct(G).map((seat) => [String(ids.indexOf(seat)), DECIDING]));
  };
  return {
    name: contract.id,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    minPlayers: contract.seats.min,
    maxPlayers: contract.seats.max,
    moveNames: [CONTRACT_MOVE],
    plugins: [plainStatePlugin],
    validateSetupData: (setupData, numPlayers) => contract.setup.error(setupData ?? contract.setup.defaults, numPlayers) ?? undefined,
    setup: ({ ctx, random }, setupData?: Options) =>
      contract.newGame(setupData ?? contract.setup.defaults, randomOf(random), ctx.numPlayers),
    turn: {
      onBegin: ({ G, ctx, events }) => events.setActivePlayers({ value: deciders(G, ctx) }),
      stages: {
        [DECIDING]: {
          moves: {
            [CONTRACT_MOVE]: (context, move: Move) => {
              const { ctx, playerID, random, events } = context;
              const seat = seatOf(ctx, playerID);
              if (seat === null) return INVALID_MOVE;
              const plain = (context as unknown as Record<string, State>)[PLAIN_G];
              const applied = contract.apply(plain, seat, move, randomOf(random));
              if (!applied.ok) return INVALID_MOVE;
              events.setActivePlayers({ value: deciders(applied.state, ctx) });
              return applied.state;
            },
          },
        },
      },
    },
    endIf: ({ G }) => contract.result(G) ?? undefined,
    playerView: ({ G, ctx, playerID }) => contract.view(G, seatOf(ctx, playerID)) as unknown as State,
  };
}

/** `game` with every move of every stage decided by the server only: an online client sends it and runs nothing ahead (its view hides what the rules need). */
export function decidedByServer(game: Game): Game {
  const stages = Object.fromEntries(
    Object.entries(game.turn?.stages ?? {}).map(([name, stage]) => [
      name,
      { ...stage, moves: Object.fromEntries(Object.entries(stage.moves ?? {}).map(([move, fn]) => [move, { move: fn, client: false }])) },
    ]),
  );
  return { ...game, turn: { ...game.turn, stages } } as Game;
}
