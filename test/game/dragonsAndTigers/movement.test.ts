import { describe, expect, it } from 'vitest';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { legalMoves } from '../../../src/game/dragonsAndTigers/legal';
import type { DtState, Move, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { clearedGame, dice, place, turnAt } from './builder';

type MarchMove = Extract<Move, { type: 'march' }>;

/** A march of `character` along `areas` (each dropping nothing unless `drops` says), with `armies` and no one else. */
function march(character: string, armies: number, areas: string[], more: Partial<MarchMove> = {}, drops: number[] = []): MarchMove {
  return {
    type: 'march',
    character: character as MarchMove['character'],
    armies,
    emperor: false,
    companions: [],
    path: areas.map((area, i) => ({ area: area as MarchMove['path'][number]['area'], dropOff: drops[i] ?? 0 })),
    ...more,
  };
}

/** Plays `move` expecting a refusal matching `reason`, and checks nothing changed. */
function refused(G: DtState, seat: Seat, move: unknown, reason: RegExp): void {
  const before = JSON.stringify(G);
  expect(playInPlace(G, seat, move, dice())).toMatch(reason);
  expect(JSON.stringify(G)).toBe(before);
}

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
  it('moves a character up to two areas through friendly areas, dropping armies off on the way (4.5(D))', () => {
    const G = northernMarch();
    refused(G, 'blueDragon', march('xiahouDun', 6, ['bohai', 'youzhou', 'bohai']), /at most two areas \(4.5\)/);
    expect(playInPlace(G, 'blueDragon', march('xiahouDun', 6, ['bohai', 'youzhou'], {}, [2]), dice())).toBeNull();
    expect(G.characters.xiahouDun.area).toBe('youzhou');
    expect([G.armies.pingyuan.caoCao, G.armies.bohai.caoCao, G.armies.youzhou.caoCao]).toEqual([undefined, 3, 5]);
    // The march was one decision: the movement phase asks for the next one.
    expect(G.decision.kind).toBe('movement');
  });

  it('4.5(D): nothing is dropped off in the last area, nor more than the leader takes', () => {
    const G = northernMarch();
    refused(G, 'blueDragon', march('xiahouDun', 6, ['bohai'], {}, [2]), /4.5\(D\)/);
    refused(G, 'blueDragon', march('xiahouDun', 3, ['bohai', 'youzhou'], {}, [4]), /cannot drop off 4 armies/);
  });

  it('4.5(E): at least one piece stays behind; 4.5(F): armies that moved do not move again', () => {
    const G = northernMarch();
    // Cao Ren stays, so all 6 may go; Cao Cao alone in Yanzhou with 1 army may take none.
    refused(G, 'blueDragon', march('caoCao', 1, ['luoyang']), /0 to 0/);
    expect(playInPlace(G, 'blueDragon', march('xiahouDun', 6, ['bohai']), dice())).toBeNull();
    expect(G.turn!.movedArmies.bohai?.caoCao).toBe(6);
    // Cao Ren is left alone in Pingyuan: the last piece there, he stays (ruling R7).
    expect(legalMoves(G, 'blueDragon').some((m) => m.type === 'march' && m.character === 'caoRen')).toBe(false);
    refused(G, 'blueDragon', march('caoRen', 0, ['bohai']), /cannot move/);
  });

  it('4.5(B): an area not under friendly control is entered only with armies, and the march stops there', () => {
    const G = northernMarch();
    refused(G, 'blueDragon', march('caoRen', 0, ['qingzhou']), /4.5\(B\)/);
    refused(G, 'blueDragon', march('xiahouDun', 2, ['qingzhou', 'bohai']), /stops in .*4.5\(B\)/);
    expect(legalMoves(G, 'blueDragon')).not.toContainEqual(march('caoRen', 0, ['qingzhou']));
    expect(legalMoves(G, 'blueDragon')).toContainEqual(march('xiahouDun', 3, ['qingzhou']));
    // Pingyuan-Qingzhou is a great river: 2 armies cross without loss (Attrition Table 1-2).
    expect(playInPlace(G, 'blueDragon', march('xiahouDun', 2, ['qingzhou']), dice())).toBeNull();
    expect(G.control.qingzhou).toBe('caoCao');
    expect(G.armies.qingzhou.caoCao).toBe(2);
  });

  it('4.5: a march enters one or two bordering areas; anything else is refused with nothing changed', () => {
    const G = northernMarch();
    refused(G, 'blueDragon', march('xiahouDun', 2, []), /one or two areas/);
    refused(G, 'blueDragon', march('xiahouDun', 2, ['youzhou']), /does not border/);
    refused(G, 'blueDragon', { ...march('xiahouDun', 2, ['bohai']), path: 'bohai' }, /path is a list/);
    refused(G, 'blueDragon', { ...march('xiahouDun', 2, ['bohai']), path: [{ area: 'bohai', dropOff: -1 }] }, /whole numbers/);
    refused(G, 'blueDragon', march('yuanShao', 2, ['bohai']), /cannot move/);
  });
});

describe('4.5.1-4.5.2 attrition', () => {
  it('4.5.2: 6 armies crossing a great river into an enemy area lose 2 (Attrition Table 6-8)', () => {
    const G = clearedGame();
    place(G, 'yuanShao', 'ye', ['yanLiang', 'wenChou'], 6);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 1);
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
    turnAt(G, 'whiteTiger', 'yuanShao', 'movement');
    expect(playInPlace(G, 'whiteTiger', march('yanLiang', 6, ['yanzhou']), dice())).toBeNull();
    expect(G.armies.yanzhou.yuanShao).toBe(4);
  });

  it('4.5.2: with Boats the river costs the Boats column (6-8: 1); 4.5.1: a mountain ignores Boats', () => {
    const G = clearedGame();
    place(G, 'sunWu', 'ye', ['huangGai', 'chengPu'], 12);
    place(G, 'sunWu', 'changsha', ['sunJian'], 2);
    place(G, 'yuanShao', 'hedong', ['yuanShao'], 1);
    turnAt(G, 'blueDragon', 'sunWu', 'movement');
    expect(playInPlace(G, 'blueDragon', march('huangGai', 6, ['yanzhou']), dice())).toBeNull();
    expect(G.armies.yanzhou.sunWu).toBe(5);
    // Ye-Hedong is a mountain border: 5 armies lose 1 into Yuan Shao's Hedong.
    expect(playInPlace(G, 'blueDragon', march('chengPu', 5, ['hedong']), dice())).toBeNull();
    expect(G.armies.hedong.sunWu).toBe(4);
  });
});

describe('4.5.3 Blue Dragon and White Tiger factions', () => {
  /** Cao Cao and Liu Bei, both Blue Dragon's, in Pingyuan with 5 armies each; Yuan Shao across the river in Yanzhou. */
  function sharedArea(chit: 'blueDragon' | 'caoCao') {
    const G = clearedGame();
    place(G, 'caoCao', 'pingyuan', ['caoCao', 'xiahouDun'], 5);
    place(G, 'liuBei', 'pingyuan', ['liuBei', 'guanYu'], 5);
    place(G, 'yuanShao', 'yanzhou', ['yuanShao'], 1);
    return turnAt(G, 'blueDragon', 'caoCao', 'movement', dice(), chit);
  }

  it('(A)-(B): with a faction chit, friendly kingdoms move together, each led by its own character, their armies totalled for attrition', () => {
    const G = sharedArea('blueDragon');
    expect(legalMoves(G, 'blueDragon')).toContainEqual(
      march('xiahouDun', 5, ['yanzhou'], { companions: [{ character: 'liuBei', armies: 5 }] }),
    );
    refused(G, 'blueDragon', march('xiahouDun', 4, ['yanzhou'], { companions: [{ character: 'caoCao', armies: 0 }] }), /4.5.3/);
    // Ruling R23: one character a kingdom.
    const twoOfLiu = [
      { character: 'liuBei' as const, armies: 0 },
      { character: 'guanYu' as const, armies: 4 },
    ];
    refused(G, 'blueDragon', march('xiahouDun', 4, ['yanzhou'], { companions: twoOfLiu }), /4.5.3/);
    refused(G, 'blueDragon', march('xiahouDun', 4, ['yanzhou'], { companions: [{ character: 'guanYu', armies: 6 }] }), /0 to 5/);
    expect(
      playInPlace(G, 'blueDragon', march('xiahouDun', 4, ['yanzhou'], { companions: [{ character: 'guanYu', armies: 4 }] }), dice()),
    ).toBeNull();
    // Pingyuan-Yanzhou is a great river into Yuan Shao's area: 8 armies lose 2 (6-8), from the larger force first.
    expect(G.characters.guanYu.area).toBe('yanzhou');
    expect([G.armies.yanzhou.caoCao, G.armies.yanzhou.liuBei]).toEqual([3, 3]);
    expect(G.turn!.moved).toEqual(['xiahouDun', 'guanYu']);
  });

  it('(A): with a kingdom chit nobody joins', () => {
    const G = sharedArea('caoCao');
    expect(legalMoves(G, 'blueDragon').some((m) => m.type === 'march' && m.companions.length > 0)).toBe(false);
    refused(G, 'blueDragon', march('xiahouDun', 4, ['yanzhou'], { companions: [{ character: 'guanYu', armies: 4 }] }), /4.5.3/);
  });
});

describe('9(D) Emperor Xian moves with his controller', () => {
  it('goes with a character of the kingdom controlling his area; with no other, the offer is refused', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'luoyang', ['caoCao', 'xiahouDun'], 4);
    place(G, 'caoCao', 'xuchang', ['caoRen'], 1);
    place(G, 'yuanShao', 'ye', ['yuanShao'], 3);
    G.emperorArea = 'luoyang';
    turnAt(G, 'blueDragon', 'caoCao', 'movement');
    expect(legalMoves(G, 'blueDragon')).toContainEqual(march('xiahouDun', 4, ['xuchang'], { emperor: true }));
    refused(G, 'blueDragon', march('caoRen', 0, ['luoyang'], { emperor: true }), /9\(D\)/);
    expect(playInPlace(G, 'blueDragon', march('xiahouDun', 4, ['xuchang'], { emperor: true }), dice())).toBeNull();
    expect(G.emperorArea).toBe('xuchang');
  });
});
