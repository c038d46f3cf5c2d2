import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import { PLAYER_KINGDOM_IDS } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { kingdomsPerSeat } from '../../../src/game/dragonsAndTigers/setup';
import { seededRng } from '../../../src/game/rng';
import { dice } from './builder';

describe('3.1 Kingdom Assignment', () => {
  it('3.1(B)-(C): the high roller picks 1st, 4th and 5th; the other 2nd, 3rd and 6th (a snake draft)', () => {
    const G = dt.newGame({}, dice(2, 5), 2);
    expect(G.draft.picks).toEqual(['whiteTiger', 'blueDragon', 'blueDragon', 'whiteTiger', 'whiteTiger', 'blueDragon']);
    expect(dt.toAct(G)).toEqual(['whiteTiger']);
  });

  it('12.2.1-12.2.2: three seats pick 1,6,7 / 2,5,8 / 3,4,9; four seats take two kingdoms each', () => {
    const G = dt.newGame({}, dice(6, 4, 2), 3);
    expect(G.draft.picks).toEqual([
      'blueDragon',
      'whiteTiger',
      'vermilionBird',
      'vermilionBird',
      'whiteTiger',
      'blueDragon',
      'blueDragon',
      'whiteTiger',
      'vermilionBird',
    ]);
    expect(kingdomsPerSeat(4)).toBe(2);
    expect(dt.newGame({}, dice(1, 2, 3, 4), 4).draft.picks).toHaveLength(8);
  });

  it('ruling R1: tied draft dice are rolled again', () => {
    const G = dt.newGame({}, dice(3, 3, 1, 4), 2);
    expect(G.draft.picks[0]).toBe('whiteTiger');
  });

  it('3.1(A), 3.2, 3.3, 3.4: after the picks and mains, kingdoms are placed, the rest neutral, the chits pooled', () => {
    const rng = seededRng('setup');
    let G = dt.newGame({}, rng, 2);
    const picks = ['caoCao', 'yuanShao', 'liuBei', 'sunWu', 'maTeng', 'liuBiao'] as const;
    for (const kingdom of picks) {
      const applied = dt.apply(G, dt.toAct(G)[0], { type: 'draft', kingdom }, rng);
      if (!applied.ok) throw new Error(applied.error);
      G = applied.state;
    }
    expect(G.decision.kind).toBe('chooseMain');
    for (let i = 0; i < 2; i++) {
      const seat = dt.toAct(G)[0];
      const [first] = dt.legalMoves(G, seat);
      const applied = dt.apply(G, seat, first, rng);
      if (!applied.ok) throw new Error(applied.error);
      G = applied.state;
    }
    expect(G.round).toBe(1);
    const owned = PLAYER_KINGDOM_IDS.filter((k) => G.kingdoms[k].owner !== null);
    expect(owned).toHaveLength(6);
    // 3.3(A): 10 armies in each home area, neutral kingdoms too; 3.3(B): Dong Zhuo's three areas of 5; Lü Bu aside.
    expect(G.armies.yanzhou.caoCao).toBe(10);
    expect(G.armies.chengdu.liuZhang).toBe(10);
    expect([G.armies.luoyang.dongZhuo, G.armies.changan.dongZhuo, G.armies.anding.dongZhuo]).toEqual([5, 5, 5]);
    expect(G.armies.hanzhong.zhangLu).toBe(10);
    expect(G.characters.luBu.status).toBe('aside');
    expect(G.characters.zhugeLiang.status).toBe('aside');
    expect(G.characters.simaYi.status).toBe('freePool');
    // 3.4(E): Emperor Xian in Luoyang.
    expect(G.emperorArea).toBe('luoyang');
  });
});
