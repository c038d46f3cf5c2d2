import { describe, expect, it } from 'vitest';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { legalMoves } from '../../../src/game/dragonsAndTigers/legal';
import { ARMY_COUNTERS_PER_KINGDOM } from '../../../src/game/dragonsAndTigers/turn';
import { totalArmies } from '../../../src/game/dragonsAndTigers/model/pieces';
import { clearedGame, dice, place, setUpGame, turnAt } from './builder';
import { lineText } from '../../../src/game/dragonsAndTigers/model/combatLog';

describe('4.3 Diplomacy', () => {
  it('4.3(A): a die at most the diplomacy makes a neutral kingdom an ally, its chit added to the pool', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'diplomacy');
    expect(G.decision.kind).toBe('diplomacy');
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'maTeng' }, dice(2))).toBeNull();
    expect(G.kingdoms.maTeng.owner).toBe('blueDragon');
    expect(G.chits.pool).toContain('maTeng');
  });

  it('4.3(B): against an opposing allied kingdom the die takes +1 (2 +1 fails against diplomacy 2)', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'diplomacy');
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'yuanShu' }, dice(2))).toBeNull();
    expect(G.kingdoms.yuanShu.owner).toBe('whiteTiger');
  });

  it('4.3(B), 3.2(A), 8: never a main or Traitorous kingdom; each character negotiates once', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'diplomacy');
    const targets = legalMoves(G, 'blueDragon').flatMap((m) => (m.type === 'negotiate' ? [m.kingdom] : []));
    expect(targets).not.toContain('yuanShao');
    expect(targets).toContain('yuanShu');
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'yuanShao' }, dice(1))).toMatch(/4.3/);
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'maTeng' }, dice(6))).toBeNull();
    // Cao Cao was the only negotiator: diplomacy is over and the levy begins.
    expect(G.decision.kind).toBe('levy');
  });

  it('4.3(C): an ally made neutral fights its former friends at once in a shared area', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 3);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 3);
    place(G, 'yuanShu', 'nanyang', ['yuanShu'], 3);
    place(G, 'gongsunZan', 'nanyang', ['gongsunZan'], 2);
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    // A die of 1 (+1 = 2 against Cao Cao's diplomacy 2): Gongsun Zan turns neutral and combat follows in Nanyang.
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'gongsunZan' }, dice(1))).toBeNull();
    expect(G.kingdoms.gongsunZan.owner).toBeNull();
    expect(G.log.some((l) => lineText(l).includes('Combat in Nanyang'))).toBe(true);
  });
});

describe('4.4 Levy', () => {
  it('4.4(A): manpower of the controlled areas plus the administration of the active characters', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'levy');
    expect(G.turn!.levyLeft).toBe(3 + 2);
  });

  it('4.4(D)-(E): levied armies go only to areas the kingdom controls', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'levy');
    expect(playInPlace(G, 'blueDragon', { type: 'levy', area: 'bohai', count: 1 }, dice())).toMatch(/At most 0/);
    expect(playInPlace(G, 'blueDragon', { type: 'levy', area: 'yanzhou', count: 5 }, dice())).toBeNull();
    expect(G.armies.yanzhou.caoCao).toBe(15);
  });

  it('4.4(B): a warlord controlling no area levies from the area he stands in, placing there', () => {
    const G = clearedGame();
    place(G, 'yuanShao', 'yanzhou', [], 4);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 2);
    turnAt(G, 'blueDragon', 'caoCao', 'levy');
    expect(G.control.yanzhou).toBe('yuanShao');
    expect(G.turn!.levyLeft).toBe(3 + 2);
    expect(playInPlace(G, 'blueDragon', { type: 'levy', area: 'yanzhou', count: 5 }, dice())).toBeNull();
  });

  it('4.4(F), ruling R12: no more armies than the counters (30 a kingdom)', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], ARMY_COUNTERS_PER_KINGDOM - 1);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    turnAt(G, 'blueDragon', 'caoCao', 'levy');
    expect(playInPlace(G, 'blueDragon', { type: 'levy', area: 'yanzhou', count: 2 }, dice())).toMatch(/At most 1/);
  });
});

describe('9 Emperor Xian: Imperial Decree', () => {
  it('9(C): the player controlling the Emperor in Luoyang may offer 5 armies to reroll a failed diplomacy roll, once a turn (9(B))', () => {
    const G = setUpGame();
    place(G, 'caoCao', 'luoyang', ['caoRen'], 8);
    G.control.luoyang = 'caoCao';
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'maTeng' }, dice(5))).toBeNull();
    expect(G.decision).toEqual({ kind: 'decree', seat: 'blueDragon' });
    expect(legalMoves(G, 'blueDragon')).toEqual([{ type: 'decree' }, { type: 'done' }]);
    const before = totalArmies(G, 'caoCao') + totalArmies(G, 'liuBei') + totalArmies(G, 'sunWu');
    expect(playInPlace(G, 'blueDragon', { type: 'decree' }, dice(1))).toBeNull();
    expect(G.kingdoms.maTeng.owner).toBe('blueDragon');
    // Ruling R21: the offering comes from the largest stack (Pingyuan's 10, first of the tied).
    expect(totalArmies(G, 'caoCao') + totalArmies(G, 'liuBei') + totalArmies(G, 'sunWu')).toBe(before - 5);
    expect(G.turn!.decreeUsed).toBe(true);
  });

  it("9(B): not with the Emperor outside Luoyang, Chang'an and Xuchang", () => {
    const G = setUpGame();
    G.emperorArea = 'yanzhou';
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    expect(playInPlace(G, 'blueDragon', { type: 'negotiate', character: 'caoCao', kingdom: 'maTeng' }, dice(5))).toBeNull();
    expect(G.decision.kind).not.toBe('decree');
  });
});
