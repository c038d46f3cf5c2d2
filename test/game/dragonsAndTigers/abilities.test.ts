import { describe, expect, it } from 'vitest';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { familyRestoration } from '../../../src/game/dragonsAndTigers/events/familyRestoration';
import { advance } from '../../../src/game/dragonsAndTigers/flow';
import { legalMoves } from '../../../src/game/dragonsAndTigers/legal';
import { clearedGame, dice, place, turnAt } from './builder';
import { lineText } from '../../../src/game/dragonsAndTigers/model/combatLog';

/** A scenario whose next pull activates `chit`'s kingdom (the only chit in the pool). */
function pullInto(chit: 'caoCao' | 'liuBei' | 'yuanShao') {
  const G = clearedGame();
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 5);
  place(G, 'liuBei', 'xiangyang', ['liuBei'], 5);
  place(G, 'yuanShao', 'bohai', ['yuanShao'], 5);
  place(G, 'zhangLu', 'hanzhong', ['zhangLu'], 5);
  turnAt(G, 'blueDragon', 'caoCao', 'combat');
  G.turn = null;
  G.chits = { pool: [chit], drawn: [] };
  return G;
}

describe('11 Character special abilities', () => {
  it('11.1: Cao Cao with fewer than three free retainers rolls; on a 1 or 2 he pulls one before the Mandate roll', () => {
    const G = pullInto('caoCao');
    // Pull, the Edict die 1, the retainer pull (the first: Sima Yi), then the Mandate die 2.
    const draws = [0.1, 0.1, 0, 0.3];
    advance(G, { next: () => draws.shift() ?? 0 });
    expect(G.characters.simaYi).toEqual({ status: 'map', kingdom: 'caoCao', area: 'yanzhou' });
    expect(G.mandate).toEqual({ q: 1, r: 0 });
  });

  it('11.2: from Round 4, Liu Bei in Xiangyang at his Mandate phase gains Zhuge Liang there', () => {
    const G = pullInto('liuBei');
    G.round = 4;
    advance(G, dice(1, 3));
    expect(G.characters.zhugeLiang).toEqual({ status: 'map', kingdom: 'liuBei', area: 'xiangyang' });
  });

  it('11.5: Zhang Lu may raise the rebellion at the start of his Mandate phase, or decline it', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 5);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 5);
    place(G, 'zhangLu', 'hanzhong', ['zhangLu'], 5);
    turnAt(G, 'whiteTiger', 'yuanShao', 'combat');
    G.turn = null;
    G.lastTurnSeat = 'whiteTiger';
    G.chits = { pool: ['traitorous'], drawn: [] };
    advance(G, dice(1));
    // The Traitorous chit goes to Blue Dragon (4.1(C)), who runs Zhang Lu against White Tiger.
    expect(G.decision).toEqual({ kind: 'event', seat: 'blueDragon' });
    expect(legalMoves(G, 'blueDragon')).toEqual([{ type: 'eventArea', area: 'bohai' }, { type: 'done' }]);
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'bohai' }, dice(3, 2))).toBeNull();
    expect(G.armies.bohai.yuanShao).toBe(2);
  });

  it('11.6(A): a kingdom with Zuo Ci rolls two Mandate dice and chooses', () => {
    const G = pullInto('yuanShao');
    G.characters.zuoCi = { status: 'wizard', kingdom: 'yuanShao', area: null };
    advance(G, dice(1, 2, 5));
    expect(G.decision).toEqual({ kind: 'event', seat: 'whiteTiger' });
    expect(legalMoves(G, 'whiteTiger')).toEqual([
      { type: 'eventDie', die: 2 },
      { type: 'eventDie', die: 5 },
    ]);
    expect(playInPlace(G, 'whiteTiger', { type: 'eventDie', die: 3 }, dice())).toMatch(/not a choice/);
    expect(playInPlace(G, 'whiteTiger', { type: 'eventDie', die: 5 }, dice())).toBeNull();
    expect(G.mandate).toEqual({ q: -1, r: 0 });
  });
});

describe('10.5 Family Restoration', () => {
  it('restores an eliminated warlord with 10 armies in the area the active player chooses; 11.3 brings Guan Yu and Zhang Fei', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 5);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    G.characters.guanYu = { status: 'dead', kingdom: 'liuBei', area: null };
    familyRestoration(G);
    advance(G, dice());
    // Every kingdom left off this scenario's map counts as eliminated: the active player picks one, then the area.
    expect(legalMoves(G, 'blueDragon')).toContainEqual({ type: 'eventKingdom', kingdom: 'liuBei' });
    expect(legalMoves(G, 'blueDragon')).not.toContainEqual({ type: 'eventKingdom', kingdom: 'dongZhuo' });
    expect(playInPlace(G, 'blueDragon', { type: 'eventKingdom', kingdom: 'liuBei' }, dice())).toBeNull();
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'pingyuan' }, dice())).toBeNull();
    expect(G.kingdoms.liuBei.status).toBe('inPlay');
    expect(G.armies.pingyuan.liuBei).toBe(10);
    expect(['liuBei', 'guanYu', 'zhangFei'].map((id) => G.characters[id as 'liuBei'].area)).toEqual(['pingyuan', 'pingyuan', 'pingyuan']);
    expect(G.chits.pool).toContain('liuBei');
  });

  it('10.5(E): restored where opposing armies stand, it fights at once', () => {
    const G = clearedGame();
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 5);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    familyRestoration(G);
    advance(G, dice());
    playInPlace(G, 'blueDragon', { type: 'eventKingdom', kingdom: 'liuBei' }, dice());
    playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'bohai' }, dice(6, 6));
    expect(G.log.map(lineText)).toContain('Combat in Bohai.');
  });
});

describe('12.2.3 Choosing Kingdoms During the Game', () => {
  it('a kingdom restored in a 3-player game goes, as an ally, to the high roller of a die each', () => {
    const G = clearedGame();
    G.seats = ['blueDragon', 'whiteTiger', 'vermilionBird'];
    G.chits.pool.push('vermilionBird');
    place(G, 'caoCao', 'yanzhou', ['caoCao'], 5);
    place(G, 'yuanShao', 'bohai', ['yuanShao'], 5);
    G.kingdoms.maTeng.owner = 'vermilionBird';
    place(G, 'maTeng', 'liangzhou', ['maTeng'], 5);
    turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
    familyRestoration(G);
    advance(G, dice());
    playInPlace(G, 'blueDragon', { type: 'eventKingdom', kingdom: 'liuBiao' }, dice());
    // The dice: Blue Dragon 2, White Tiger 6, Vermilion Bird 6; then White Tiger 1, Vermilion Bird 4.
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'xiangyang' }, dice(2, 6, 6, 1, 4))).toBeNull();
    expect(G.kingdoms.liuBiao).toEqual({ owner: 'vermilionBird', main: false, status: 'inPlay' });
  });
});
