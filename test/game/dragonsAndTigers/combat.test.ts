import { describe, expect, it } from 'vitest';
import { turnCombats } from '../../../src/game/dragonsAndTigers/combat';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { clearedGame, dice, place, turnAt } from './builder';
import { lineText } from '../../../src/game/dragonsAndTigers/model/combatLog';

/** Xiahou Dun (valor 3, ☆☆) of Cao Cao and Wen Chou (valor 3, ☆☆) of Yuan Shao, 5 armies each, in Bohai. */
function duelInBohai() {
  const G = clearedGame();
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
  place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
  place(G, 'yuanShao', 'bohai', ['wenChou'], 5);
  place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
  return G;
}

describe('5.3 Contest of Valor, 5.4 Battle', () => {
  it('5.3(B): a die at most the valor hits that many; 5.4(B): a die per army at most the command hits; hits are simultaneous', () => {
    const G = duelInBohai();
    // Valor: the defender's Wen Chou rolls 2 (hits 2), the attacker's Xiahou Dun 4 (misses).
    // Battle: the defender rolls five dice 1,1,6,6,6 (2 hits at command 2); the attacker (3 armies left) 2,2,3 (2 hits).
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(2, 4, 1, 1, 6, 6, 6, 2, 2, 3));
    expect(G.armies.bohai).toEqual({ caoCao: 1, yuanShao: 3 });
    // 5.5(A): the attacker may retreat first, having fought one round.
    expect(G.decision).toEqual({ kind: 'retreat', seat: 'blueDragon', side: 0 });
  });

  it('5.4(B): never more than five dice, however many armies', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 5);
    place(G, 'caoCao', 'bohai', [], 12);
    const rolls = dice(6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 6);
    turnAt(G, 'blueDragon', 'caoCao', 'combat', rolls);
    // No characters: command 1 each (5.4(A)1); the defender's five 6s miss, the attacker's 12 armies roll five 1s.
    expect(G.armies.bohai).toEqual({ caoCao: 12 });
    expect(
      G.log.some(
        (line) =>
          lineText(line).startsWith('Battle round 1 (5.4)') && lineText(line).endsWith('5 hits to the defenders, 0 to the attackers.'),
      ),
    ).toBe(true);
  });

  it('5.5: armies without a character cannot retreat; 5.6(B) battle again', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 3);
    place(G, 'caoCao', 'bohai', [], 3);
    // Round 1 all misses, round 2 the attacker wipes the defender out.
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1));
    expect(G.armies.bohai).toEqual({ caoCao: 3 });
    expect(G.control.bohai).toBe('caoCao');
  });
});

describe('5.2 Contest of Strategy', () => {
  it('5.2(A): the attacking strategist rolls on the table, hits times its red stars (Zhuge Liang ★★★ rolls 5: 9 hits)', () => {
    const G = clearedGame();
    place(G, 'liuBei', 'pingyuan', ['liuBei'], 1);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 12);
    place(G, 'liuBei', 'bohai', ['zhugeLiang'], 3);
    turnAt(G, 'blueDragon', 'liuBei', 'combat', dice(5, 6, 6, 6, 6, 6, 6, 6, 6));
    expect(G.armies.bohai.yuanShao).toBe(3);
  });

  it('ruling R3: a strategist on the defending side alone starts no contest', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'liuBei', 'pingyuan', ['liuBei'], 1);
    place(G, 'liuBei', 'bohai', ['zhugeLiang'], 3);
    place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
    place(G, 'yuanShao', 'bohai', [], 5);
    // White Tiger attacks; no strategy, no valor (Zhuge Liang's is 0): the first dice are the battle's, the defender's first.
    turnAt(G, 'whiteTiger', 'yuanShao', 'combat', dice(6, 6, 6, 6, 6, 6, 6, 6));
    expect(G.armies.bohai.liuBei).toBe(3);
    expect(G.log.some((line) => lineText(line).startsWith('Contest of Strategy'))).toBe(false);
  });
});

describe('5.1 Betrayal Check', () => {
  it('5.1(A): a die +1 at most the diplomacy turns an opposing allied kingdom; 5.1(B): the defender may win it back', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'bohai', ['caoCao'], 4);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 2);
    place(G, 'yuanShu', 'bohai', ['yuanShu'], 3);
    turnAt(G, 'blueDragon', 'caoCao', 'combat');
    expect(G.decision).toEqual({ kind: 'betrayal', seat: 'blueDragon', side: 0 });
    expect(playInPlace(G, 'blueDragon', { type: 'betray', character: 'caoCao', kingdom: 'yuanShao' }, dice(1))).toMatch(/5.1/);
    expect(playInPlace(G, 'blueDragon', { type: 'betray', character: 'caoCao', kingdom: 'yuanShu' }, dice(1))).toBeNull();
    expect(G.kingdoms.yuanShu.owner).toBe('blueDragon');
    expect(G.decision).toEqual({ kind: 'betrayal', seat: 'whiteTiger', side: 1 });
  });

  it("8, 8(B): a Traitorous kingdom is never a target; the active player's opponent decides for it (5. Note)", () => {
    const G = clearedGame();
    place(G, 'caoCao', 'luoyang', ['caoCao'], 4);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 2);
    place(G, 'dongZhuo', 'luoyang', ['dongZhuo'], 3);
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    G.turn!.step = 'combat';
    expect(turnCombats(G)).toEqual([
      {
        area: 'luoyang',
        sides: [
          { controller: 'blueDragon', decider: 'blueDragon' },
          { controller: 'dongZhuo', decider: 'whiteTiger' },
        ],
      },
    ]);
  });
});

describe('5.7 Warlords and Retainers Killed or Captured', () => {
  it('5.7(B)-(C): a retainer left without armies is captured on 1-2 and joins the captor on a die over its loyalty', () => {
    const G = duelInBohai();
    G.armies.bohai.yuanShao = 1;
    // Valor: Wen Chou rolls 6 (miss), Xiahou Dun 1 (one hit): Yuan Shao's last army falls. Capture 1, submission 6 > 3.
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 1, 1, 6));
    expect(G.characters.wenChou).toEqual({ status: 'map', kingdom: 'caoCao', area: 'bohai' });
    expect(G.control.bohai).toBe('caoCao');
  });

  it('5.7(C), ruling R10: a captured retainer of loyalty ✱ never submits and is beheaded', () => {
    const G = duelInBohai();
    G.armies.bohai.caoCao = 1;
    // Now Xiahou Dun (✱) loses: Wen Chou's valor 1 hits once, Xiahou Dun misses; capture 2.
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(1, 6, 2, 6));
    expect(G.characters.xiahouDun.status).toBe('dead');
  });

  it("5.7(A): a warlord whose armies in the area are gone is relocated to his kingdom's armies elsewhere", () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    place(G, 'yuanShao', 'youzhou', [], 2);
    place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
    // Valor: Yuan Shao (1) rolls 6, Xiahou Dun rolls 1: the last army in Bohai falls.
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 1));
    expect(G.characters.yuanShao.area).toBe('youzhou');
    expect(G.kingdoms.yuanShao.status).toBe('inPlay');
  });

  it('5.7(A), 5.5(C): a warlord with no armies left anywhere dies, and his kingdom is eliminated', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    place(G, 'yuanShu', 'nanyang', ['yuanShu'], 1);
    place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(6, 1));
    expect(G.characters.yuanShao.status).toBe('dead');
    expect(G.kingdoms.yuanShao.status).toBe('eliminated');
    // 3.2(C): White Tiger must name a new main kingdom.
    expect(G.decision).toEqual({ kind: 'chooseMain', seat: 'whiteTiger', why: 'lostMain' });
  });
});
