import { describe, expect, it } from 'vitest';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { MOVE_STEPS } from '../../../src/game/dragonsAndTigers/movement';
import { legalMoves } from '../../../src/game/dragonsAndTigers/legal';
import { clearedGame, dice, place, turnAt } from './builder';

/** Cao Cao's Xiahou Dun in Pingyuan with 6 armies and Cao Ren beside him; Bohai and Youzhou held by Cao Cao. */
function northernMarch() {
  const G = clearedGame();
  place(G, 'caoCao', 'pingyuan', ['xiahouDun', 'caoRen'], 6);
  place(G, 'caoCao', 'bohai', [], 1);
  place(G, 'caoCao', 'youzhou', [], 1);
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
  place(G, 'yuanShao', 'ye', ['yuanShao'], 3);
  return turnAt(G, 'blueDragon', 'caoCao', 'movement');
}

describe('4.5 Movement', () => {
  it('moves a character up to two areas through friendly areas, with the armies it takes', () => {
    const G = northernMarch();
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'xiahouDun', armies: 6, emperor: false }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'bohai', dropOff: 0 }, dice())).toBeNull();
    expect(G.decision.kind).toBe('moving');
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'youzhou', dropOff: 2 }, dice())).toBeNull();
    expect(MOVE_STEPS).toBe(2);
    // Two areas gone: the move is over.
    expect(G.turn!.group).toBeNull();
    expect(G.characters.xiahouDun.area).toBe('youzhou');
    expect([G.armies.pingyuan.caoCao, G.armies.bohai.caoCao, G.armies.youzhou.caoCao]).toEqual([undefined, 3, 5]);
  });

  it('4.5(E): at least one piece stays behind; 4.5(F): armies that moved do not move again', () => {
    const G = northernMarch();
    // Cao Ren stays, so all 6 may go; Cao Cao alone in Yanzhou with 1 army may take none.
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'caoCao', armies: 1, emperor: false }, dice())).toMatch(/0 to 0/);
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'xiahouDun', armies: 6, emperor: false }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'bohai', dropOff: 0 }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'stop' }, dice())).toBeNull();
    expect(G.turn!.movedArmies.bohai?.caoCao).toBe(6);
  });

  it('4.5(B): an area not under friendly control is entered only with armies, and the move stops there', () => {
    const G = northernMarch();
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'caoRen', armies: 0, emperor: false }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'qingzhou', dropOff: 0 }, dice())).toMatch(/4.5\(B\)/);
    expect(playInPlace(G, 'blueDragon', { type: 'stop' }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'xiahouDun', armies: 2, emperor: false }, dice())).toBeNull();
    // Pingyuan-Qingzhou is a great river: 2 armies cross without loss (Attrition Table 1-2).
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'qingzhou', dropOff: 0 }, dice())).toBeNull();
    expect(G.turn!.group).toBeNull();
    expect(G.control.qingzhou).toBe('caoCao');
  });
});

describe('4.5.1-4.5.2 attrition', () => {
  it('4.5.2: 6 armies crossing a great river into an enemy area lose 2 (Attrition Table 6-8)', () => {
    const G = clearedGame();
    place(G, 'yuanShao', 'ye', ['yanLiang', 'wenChou'], 6);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    turnAt(G, 'whiteTiger', 'yuanShao', 'movement');
    expect(playInPlace(G, 'whiteTiger', { type: 'startMove', character: 'yanLiang', armies: 6, emperor: false }, dice())).toBeNull();
    expect(playInPlace(G, 'whiteTiger', { type: 'step', area: 'yanzhou', dropOff: 0 }, dice())).toBeNull();
    expect(G.armies.yanzhou.yuanShao).toBe(4);
  });

  it('4.5.2: with Boats the river costs the Boats column (6-8: 1); 4.5.1: a mountain ignores Boats', () => {
    const G = clearedGame();
    place(G, 'sunWu', 'ye', ['huangGai', 'chengPu'], 12);
    place(G, 'sunWu', 'changsha', ['sunJian'], 1);
    place(G, 'yuanShao', 'hedong', ['yuanShao'], 1);
    turnAt(G, 'blueDragon', 'sunWu', 'movement');
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'huangGai', armies: 6, emperor: false }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'yanzhou', dropOff: 0 }, dice())).toBeNull();
    expect(G.armies.yanzhou.sunWu).toBe(5);
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'chengPu', armies: 5, emperor: false }, dice())).toBeNull();
    // Ye-Hedong is a mountain border: 5 armies lose 1 into Yuan Shao's Hedong.
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'hedong', dropOff: 0 }, dice())).toBeNull();
    expect(G.armies.hedong.sunWu).toBe(4);
  });
});

describe('4.5.3 Blue Dragon and White Tiger factions', () => {
  it('(A)-(B): with a faction chit, friendly kingdoms move together, each led by its own character, their armies totalled for attrition', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'pingyuan', ['caoCao', 'xiahouDun'], 5);
    place(G, 'liuBei', 'pingyuan', ['liuBei', 'guanYu'], 5);
    place(G, 'yuanShao', 'yanzhou', ['yuanShao'], 1);
    turnAt(G, 'blueDragon', 'caoCao', 'movement', dice(), 'blueDragon');
    expect(playInPlace(G, 'blueDragon', { type: 'startMove', character: 'xiahouDun', armies: 4, emperor: false }, dice())).toBeNull();
    expect(legalMoves(G, 'blueDragon')).toContainEqual({ type: 'join', character: 'guanYu', armies: 5 });
    expect(playInPlace(G, 'blueDragon', { type: 'join', character: 'caoCao', armies: 0 }, dice())).toMatch(/4.5.3/);
    expect(playInPlace(G, 'blueDragon', { type: 'join', character: 'guanYu', armies: 4 }, dice())).toBeNull();
    // Pingyuan-Yanzhou is a great river into Yuan Shao's area: 8 armies lose 2 (6-8), from the larger force first.
    expect(playInPlace(G, 'blueDragon', { type: 'step', area: 'yanzhou', dropOff: 0 }, dice())).toBeNull();
    expect(G.characters.guanYu.area).toBe('yanzhou');
    expect([G.armies.yanzhou.caoCao, G.armies.yanzhou.liuBei]).toEqual([3, 3]);
  });

  it('(A): with a kingdom chit nobody joins', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'pingyuan', ['caoCao', 'xiahouDun'], 5);
    place(G, 'liuBei', 'pingyuan', ['liuBei', 'guanYu'], 5);
    place(G, 'yuanShao', 'yanzhou', ['yuanShao'], 1);
    turnAt(G, 'blueDragon', 'caoCao', 'movement');
    playInPlace(G, 'blueDragon', { type: 'startMove', character: 'xiahouDun', armies: 4, emperor: false }, dice());
    expect(legalMoves(G, 'blueDragon').some((m) => m.type === 'join')).toBe(false);
  });
});
