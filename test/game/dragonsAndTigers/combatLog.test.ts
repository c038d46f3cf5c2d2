/**
 * The combat steps in the log (5.1-5.7): each line names the dice, the rating or table row they met and
 * the result, and its record holds the same numbers, which are the ones the rules drew and used.
 */
import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../../src/game/contract';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import { CHARACTERS, UNSWERVING } from '../../../src/game/dragonsAndTigers/data/characters';
import { strategyHits } from '../../../src/game/dragonsAndTigers/data/tables';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import type { CombatRecord } from '../../../src/game/dragonsAndTigers/model/combatRecord';
import { log, UNREAD_LOG } from '../../../src/game/dragonsAndTigers/model/pieces';
import type { DtState, Move } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';
import { clearedGame, dice, place, turnAt } from './builder';
import { lineText } from '../../../src/game/dragonsAndTigers/model/combatLog';

const records = (G: DtState): CombatRecord[] => G.log.flatMap((line) => (line.combat ? [line.combat] : []));
const lineOf = (G: DtState, step: CombatRecord['step']): string => lineText(G.log.find((line) => line.combat?.step === step)!);

/** The hits a record's dice make by the rules, from the dice and the characters' printed ratings alone. */
function recomputedHits(record: CombatRecord): [number, number] | null {
  const hits: [number, number] = [0, 0];
  const against = (side: 0 | 1): 0 | 1 => (side === 0 ? 1 : 0);
  switch (record.step) {
    case 'strategy':
      // 5.2(A)-(B): the table's hits per mark times the red stars and diamonds.
      for (const r of record.rolls) {
        const c = CHARACTERS[r.character];
        hits[against(r.side)] += strategyHits(r.die, c.command + c.diamonds);
      }
      return hits;
    case 'valor':
      // 5.3(B): a die at most the valor hits that many.
      for (const r of record.rolls) hits[against(r.side)] += r.die <= CHARACTERS[r.character].valor ? r.die : 0;
      return hits;
    case 'battle':
      // 5.4(A)-(B): the commander's stars plus one strategist's, 1 for armies alone; a die at most that hits.
      for (const r of record.rolls) {
        const command = r.commander ? CHARACTERS[r.commander].command + (r.strategist ? CHARACTERS[r.strategist].command : 0) : 1;
        expect(r.dice.length).toBeLessThanOrEqual(5);
        hits[against(r.side)] += r.dice.filter((die) => die <= command).length;
      }
      return hits;
    default:
      return null;
  }
}

/**
 * Xiahou Dun's 5 armies attack Wen Chou's 5 in Bohai, Cao Cao's turn at its combat. Valor: Wen Chou
 * (defender) rolls 2, Xiahou Dun 4; battle: the defender's five dice, then the attacker's three.
 */
function bohaiBattle(G: DtState): void {
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
  place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
  place(G, 'yuanShao', 'bohai', ['wenChou'], 5);
  place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
  turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(2, 4, 1, 1, 6, 6, 6, 2, 2, 3));
}

describe('5.2-5.4: the log names each die and what it did', () => {
  it('5.2(A): the strategist, the die, the Strategy Contest Table row and the hits (Zhuge Liang ★★★ rolls 5: 9 hits)', () => {
    const G = clearedGame();
    place(G, 'liuBei', 'pingyuan', ['liuBei'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 12);
    place(G, 'liuBei', 'bohai', ['zhugeLiang'], 3);
    turnAt(G, 'blueDragon', 'liuBei', 'combat', dice(5, 6, 6, 6, 6, 6, 6, 6, 6));
    const strategy = records(G).find((r) => r.step === 'strategy')!;
    expect(strategy).toEqual({
      step: 'strategy',
      rolls: [{ side: 0, character: 'zhugeLiang', die: 5, perMark: 3, marks: 3, hits: 9 }],
      hits: [0, 9],
    });
    expect(recomputedHits(strategy)).toEqual(strategy.step === 'strategy' && strategy.hits);
    expect(lineOf(G, 'strategy')).toBe(
      "Contest of Strategy (5.2): the attackers' Zhuge Liang rolls 5: 3 hits per ★ or ◇ × 3 = 9 hits. 9 hits to the defenders, 0 to the attackers.",
    );
    // The 9 hits are the ones taken: 12 armies less 9.
    expect(G.armies.bohai.yuanShao).toBe(3);
  });

  it('5.3 valor and 5.4 battle: each die against the valor or command rating, and the armies lost are the logged hits', () => {
    const G = clearedGame();
    bohaiBattle(G);
    const [valor, battle] = records(G).filter((r) => r.step === 'valor' || r.step === 'battle');
    expect(valor).toEqual({
      step: 'valor',
      rolls: [
        { side: 1, character: 'wenChou', die: 2, valor: 3, hits: 2 },
        { side: 0, character: 'xiahouDun', die: 4, valor: 3, hits: 0 },
      ],
      hits: [2, 0],
    });
    expect(battle).toEqual({
      step: 'battle',
      round: 1,
      rolls: [
        { side: 1, dice: [1, 1, 6, 6, 6], command: 2, commander: 'wenChou', strategist: null, hits: 2 },
        { side: 0, dice: [2, 2, 3], command: 2, commander: 'xiahouDun', strategist: null, hits: 2 },
      ],
      hits: [2, 2],
    });
    expect(lineOf(G, 'valor')).toBe(
      "Contest of Valor (5.3): the attackers' Xiahou Dun (valor 3) rolls 4: over 3, no hits; the defenders' Wen Chou (valor 3) rolls 2: at most 3, 2 hits. 0 hits to the defenders, 2 to the attackers.",
    );
    expect(lineOf(G, 'battle')).toBe(
      'Battle round 1 (5.4): the attackers roll 2, 2, 3 against command 2 (Xiahou Dun 2): 2 hits; the defenders roll 1, 1, 6, 6, 6 against command 2 (Wen Chou 2): 2 hits. 2 hits to the defenders, 2 to the attackers.',
    );
    // 5 each, less the logged hits: valor 2 to the attackers, then 2 and 2 in the battle.
    expect(G.armies.bohai).toEqual({ caoCao: 5 - 2 - 2, yuanShao: 5 - 2 });
  });

  it('5.4(A)1: armies without a character roll at command 1, and the line says why', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 5);
    place(G, 'caoCao', 'bohai', [], 12);
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 6));
    expect(lineOf(G, 'battle')).toBe(
      'Battle round 1 (5.4): the attackers roll 1, 1, 1, 1, 1 against command 1 (armies without a character, 5.4(A)1): 5 hits; the defenders roll 6, 6, 6, 6, 6 against command 1 (armies without a character, 5.4(A)1): 0 hits. 5 hits to the defenders, 0 to the attackers.',
    );
  });
});

describe('5.1, 5.5, 5.7: checks and retreat in the log', () => {
  it('5.1(A): a betrayal check logs the die, its +1 and the diplomacy it met', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'bohai', ['caoCao'], 4);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 2);
    place(G, 'yuanShu', 'bohai', ['yuanShu'], 3);
    turnAt(G, 'blueDragon', 'caoCao', 'combat');
    expect(playInPlace(G, 'blueDragon', { type: 'betray', character: 'caoCao', kingdom: 'yuanShu' }, dice(1))).toBeNull();
    expect(records(G).find((r) => r.step === 'betrayal')).toEqual({
      step: 'betrayal',
      side: 0,
      character: 'caoCao',
      kingdom: 'yuanShu',
      die: 1,
      modifier: 1,
      diplomacy: 2,
      success: true,
    });
    expect(lineOf(G, 'betrayal')).toBe('Betrayal check (5.1): Cao Cao (diplomacy 2) rolls 1 + 1 = 2 against Yuan Shu: at most 2, success.');
  });

  it('5.5: a retreat is logged with where the side went', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', ['wenChou'], 5);
    place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6));
    const retreat = dt.legalMoves(G, 'blueDragon').find((m): m is Extract<Move, { type: 'retreat' }> => m.type === 'retreat')!;
    expect(playInPlace(G, 'blueDragon', retreat, dice())).toBeNull();
    expect(records(G).at(-1)).toEqual({ step: 'retreat', side: 0, from: 'bohai', to: retreat.area });
    expect(G.characters.xiahouDun.area).toBe(retreat.area);
    expect(lineOf(G, 'retreat')).toMatch(/^Retreat \(5\.5\): the attackers withdraw from Bohai to /);
  });

  it('5.7(B)-(C): the capture check and the submission check each log their die', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', ['wenChou'], 1);
    place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 1, 1, 6));
    expect(records(G).find((r) => r.step === 'capture')).toEqual({
      step: 'capture',
      character: 'wenChou',
      die: 1,
      submission: { die: 6, loyalty: 3, joins: 'caoCao' },
    });
    expect(lineOf(G, 'capture')).toBe(
      'Capture check (5.7(B)): Wen Chou rolls 1: captured; submission check (5.7(C)): rolls 6, over loyalty 3: joins Cao Cao.',
    );
  });
});

/** A source that keeps every number it gives, read as the d6 face the rules would roll from it. */
function recording(seed: string): RandomSource & { faces: number[] } {
  const rng = seededRng(seed);
  const faces: number[] = [];
  return {
    faces,
    next: () => {
      const x = rng.next();
      faces.push(1 + Math.floor(x * 6));
      return x;
    },
  };
}

/** Whether `wanted` appears in `drawn` in order (other draws, such as chit pulls, may come between). */
function inOrder(wanted: number[], drawn: number[]): boolean {
  let i = 0;
  for (const face of drawn) if (i < wanted.length && face === wanted[i]) i++;
  return i === wanted.length;
}

const diceOf = (record: CombatRecord): number[] => {
  switch (record.step) {
    case 'betrayal':
      return [record.die];
    case 'strategy':
    case 'valor':
      return record.rolls.map((r) => r.die);
    case 'battle':
      return record.rolls.flatMap((r) => r.dice);
    case 'capture':
      return record.submission ? [record.die, record.submission.die] : [record.die];
    default:
      return [];
  }
};

describe('seeded games: every logged die is one the rules drew, and its result is the rules’ (5.1-5.7)', () => {
  it('in three seeded games, each combat line’s dice were drawn by that move, and the hits recompute from them', () => {
    const checked: Record<string, number> = {};
    for (const seed of ['dt-dice-1', 'dt-dice-2', 'dt-dice-3']) {
      const mover = seededRng(`mover:${seed}`);
      const G = dt.newGame({}, seededRng(seed), 3);
      for (let moves = 0; !dt.result(G) && moves < 5000; moves++) {
        const [seat] = dt.toAct(G);
        const legal = dt.legalMoves(G, seat);
        const random = recording(`${seed}:${moves}`);
        const before = G.log.length;
        expect(dt.playInPlace(G, seat, legal[Math.floor(mover.next() * legal.length)], random)).toBeNull();
        const logged = G.log.slice(before).flatMap((line) => (line.combat ? [line.combat] : []));
        expect(inOrder(logged.flatMap(diceOf), random.faces)).toBe(true);
        for (const record of logged) {
          checked[record.step] = (checked[record.step] ?? 0) + 1;
          const hits = recomputedHits(record);
          if (hits && 'hits' in record) expect(hits).toEqual(record.hits);
          if (record.step === 'betrayal') expect(record.success).toBe(record.die + record.modifier <= record.diplomacy);
          if (record.step === 'capture' && record.submission) {
            const { die, loyalty, joins } = record.submission;
            expect(joins !== null).toBe(loyalty !== UNSWERVING && die > loyalty);
          }
        }
      }
    }
    // The games reached every step that rolls, so none of the checks above is empty.
    for (const step of ['betrayal', 'strategy', 'valor', 'battle', 'capture', 'retreat', 'end'])
      expect(checked[step], step).toBeGreaterThan(0);
  });
});

describe('the unread log of a scratch copy', () => {
  it('gets no lines, combat or other, and stays shared and empty', () => {
    const G = clearedGame();
    G.log = UNREAD_LOG;
    log(G, 'A line nobody reads.');
    bohaiBattle(G);
    expect(G.armies.bohai).toEqual({ caoCao: 1, yuanShao: 3 });
    expect(G.log).toBe(UNREAD_LOG);
    expect(UNREAD_LOG).toEqual([]);
  });
});

describe('a combat step is kept once, as numbers, and read as words', () => {
  it('its line holds the record and no sentence; the contract’s log gives the sentence, the same object each read', () => {
    const G = clearedGame();
    bohaiBattle(G);
    const steps = G.log.filter((line) => line.combat);
    expect(steps.length).toBeGreaterThan(2);
    for (const line of steps) expect(line.text).toBeUndefined();
    const words = dt.words.log(G);
    expect(words.map((line) => line.text)).toEqual(G.log.map(lineText));
    expect(words.find((line) => line.text.startsWith('Battle round 1 (5.4): the attackers roll'))).toBeDefined();
    expect(dt.words.log(G)).toEqual(words);
    expect(dt.words.log(G)[G.log.indexOf(steps[0])]).toBe(words[G.log.indexOf(steps[0])]);
  });
});
