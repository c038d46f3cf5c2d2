/**
 * The shell's bot protocol (src/board/shell/botProtocol.ts, botRunner.ts, botSeats.ts) with High Card
 * Duel: the page takes a worker's reply only when it answers a question still open, at the state it was
 * asked at; a move the contract refuses is not played. The "worker" here is the other end of a real
 * MessageChannel, scripted by the test, or the game's bots served there by the worker's own host.
 */
import { describe, expect, it } from 'vitest';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { botReply, type ToBotWorker } from '../../../src/board/shell/botProtocol';
import { messagePortWorker, pageThreadWorker, portRunner, startBotRunner } from '../../../src/board/shell/botRunner';
import { BotSeats } from '../../../src/board/shell/botSeats';
import { LocalContractMatch } from '../../../src/board/shell/localContractMatch';
import { seededRng } from '../../../src/game/rng';
import { highCardDuel, type DuelState } from '../../tinyGame/highCardDuel';

/** A worker whose replies the test writes: the questions it was asked, and a way to answer anything. */
function scriptedWorker() {
  const { port1, port2 } = new MessageChannel();
  const questions: ToBotWorker[] = [];
  port2.onmessage = ({ data }) => questions.push(data as ToBotWorker);
  return { worker: messagePortWorker(port1, port2), questions, reply: (message: unknown) => port2.postMessage(message) };
}

/** Resolves once `check` holds (messages arrive on later ticks). */
async function until(check: () => boolean): Promise<void> {
  for (let tick = 0; tick < 500 && !check(); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

const decided = (questions: ToBotWorker[]) => questions.filter((q) => q.type === 'decide');

/** A 2-seat duel with South's seat played through `worker`; North is the test's. */
function duelWithBot(worker: ReturnType<typeof scriptedWorker>['worker'], seed: string) {
  const match = new LocalContractMatch(highCardDuel, { seed, seatCount: 2, options: {} });
  match.start();
  const bots = new BotSeats(match, ['south'], () => portRunner(worker, { south: 'random' }, 'worker'));
  return { match, bots };
}

/** North plays its first legal card, so South is to act. */
function northLeads(match: LocalContractMatch): void {
  const view = match.snapshot('north')!.view as DuelState;
  if (match.snapshot('north')!.toAct.includes('north')) expect(match.move('north', highCardDuel.legalMoves(view, 'north')[0])).toBe(true);
}

describe('the bot protocol', () => {
  it('reads only well-formed replies', () => {
    expect(botReply({ type: 'move', id: 1, seat: 'south', move: { card: 3 } })).not.toBeNull();
    expect(botReply({ type: 'error', id: 1, seat: 'south', message: 'no bot' })).not.toBeNull();
    for (const bad of [null, 'move', 7, {}, { type: 'move', id: '1', seat: 'south', move: 1 }, { type: 'move', id: 1, seat: 'south' }])
      expect(botReply(bad)).toBeNull();
    expect(botReply({ type: 'error', id: 1, seat: 'south' })).toBeNull();
    expect(botReply({ type: 'thought', id: 1, seat: 'south', move: 1 })).toBeNull();
  });

  it('takes the reply to the open question, ignoring bad replies and replies to no question asked', async () => {
    const script = scriptedWorker();
    const runner = portRunner(script.worker, { south: 'random' }, 'worker');
    const answer = runner.decide('south', { any: 'view' });
    await until(() => decided(script.questions).length === 1);
    expect(script.questions[0]).toEqual({ type: 'seat', bots: { south: 'random' } });
    const question = decided(script.questions)[0] as Extract<ToBotWorker, { type: 'decide' }>;
    expect(question).toMatchObject({ seat: 'south', view: { any: 'view' } });
    let settled: unknown = 'open';
    void answer.then((move) => (settled = move));
    for (const bad of [
      'a move',
      { type: 'move', id: question.id + 1, seat: 'south', move: 'late' },
      { type: 'move', id: question.id, seat: 'north', move: 'wrong seat' },
    ])
      script.reply(bad);
    script.reply({ type: 'move', id: question.id, seat: 'south', move: { card: 4 } });
    // A second answer to the same question comes too late: the first stands.
    script.reply({ type: 'move', id: question.id, seat: 'south', move: { card: 5 } });
    await until(() => settled !== 'open');
    expect(settled).toEqual({ card: 4 });
    runner.dispose();
  });

  it('a reply that comes after the match moved on is not played, and the seat is asked at the new state', async () => {
    const script = scriptedWorker();
    const { match, bots } = duelWithBot(script.worker, 'late-reply');
    bots.start();
    northLeads(match);
    await until(() => decided(script.questions).length === 1);
    expect(bots.thinking).toEqual(['south']);
    const asked = decided(script.questions)[0] as Extract<ToBotWorker, { type: 'decide' }>;
    const legal = highCardDuel.legalMoves(asked.view as DuelState, 'south');
    expect(legal.length).toBeGreaterThan(1);
    // Meanwhile the seat's move is made another way (as a player at the same seat would): the state moves on.
    expect(match.move('south', legal[0])).toBe(true);
    script.reply({ type: 'move', id: asked.id, seat: 'south', move: legal[1] });
    const southNext = match.snapshot('south')!.toAct.includes('south');
    // South leads the next trick when it took this one: asked again, at the new state; else nothing is asked.
    await until(() => (southNext ? decided(script.questions).length === 2 : bots.thinking.length === 0));
    expect(match.moves).toEqual([match.moves[0], { seat: 'south', move: legal[0] }]);
    if (southNext) expect(decided(script.questions)[1]).toMatchObject({ seat: 'south', view: match.snapshot('south')!.view });
    expect(bots.failures).toEqual([]);
    bots.stop();
    match.stop();
  });

  it('a move the contract refuses is not played: the seat plays its first legal move, and the failure is logged', async () => {
    const script = scriptedWorker();
    const { match, bots } = duelWithBot(script.worker, 'refused-reply');
    bots.start();
    northLeads(match);
    await until(() => decided(script.questions).length === 1);
    const asked = decided(script.questions)[0] as Extract<ToBotWorker, { type: 'decide' }>;
    const firstLegal = highCardDuel.legalMoves(asked.view as DuelState, 'south')[0];
    script.reply({ type: 'move', id: asked.id, seat: 'south', move: { card: 99 } });
    await until(() => match.moves.length === 2);
    expect(match.moves[1]).toEqual({ seat: 'south', move: firstLegal });
    expect(bots.failures).toEqual(['South\'s bot chose a move the rules refuse: {"card":99}']);
    bots.stop();
    match.stop();
  });

  it("the game's bots served by the worker's host play the match to its end", async () => {
    const match = new LocalContractMatch(highCardDuel, { seed: 'hosted', seatCount: 2, options: {} });
    match.start();
    const bot = { id: 'random', label: 'Random', create: () => uniformRandomBot(highCardDuel) as never };
    const seated = { north: 'random', south: 'random' };
    const bots = new BotSeats(match, ['north', 'south'], () => portRunner(pageThreadWorker([bot], seededRng('hosted')), seated, 'page'));
    bots.start();
    await until(() => match.snapshot('north')?.result !== null);
    expect(match.moves).toHaveLength(6);
    expect(bots.failures).toEqual([]);
    bots.stop();
    match.stop();
  });

  it("where there is no Web Worker (as here, in Node), the bots think on the page's thread and still answer", async () => {
    expect(typeof Worker).toBe('undefined');
    const bot = { id: 'random', label: 'Random', create: () => uniformRandomBot(highCardDuel) as never };
    const runner = startBotRunner([bot], { south: 'random' }, 'dragonsAndTigersBots.js');
    expect(runner.where).toBe('page');
    let state = highCardDuel.newGame({}, seededRng('fallback'));
    if (highCardDuel.toAct(state)[0] === 'north') {
      const led = highCardDuel.apply(state, 'north', highCardDuel.legalMoves(state, 'north')[0], seededRng('lead'));
      if (!led.ok) throw new Error(led.error);
      state = led.state;
    }
    const view = highCardDuel.view(state, 'south');
    expect(highCardDuel.legalMoves(view, 'south')).toContainEqual(await runner.decide('south', view));
    runner.dispose();
  });
});
