import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, CHARACTERS, REVERSE_FACES, UNSWERVING } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOMS, PLAYER_KINGDOM_IDS, TRAITOROUS_KINGDOM_IDS } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { AREAS } from '../../../src/game/dragonsAndTigers/data/areas';
import { EVENT_IDS, MANDATE_RADIUS, MANDATE_SPACES, mandateSpace, ringOf } from '../../../src/game/dragonsAndTigers/data/mandate';
import { BARBARIAN_RAIDS_TABLE, RETAINER_DEATH_TABLE, attritionLosses, strategyHits } from '../../../src/game/dragonsAndTigers/data/tables';

describe('LISTS OF LEADERS', () => {
  it('holds the 69 printed faces and Zhou Dui, rated by reconstruction (gap 3)', () => {
    expect(CHARACTER_IDS).toHaveLength(70);
    expect(CHARACTERS.zhouDui.reconstructed?.command).toMatch(/gap 3/);
    expect(CHARACTER_IDS.filter((id) => !CHARACTERS[id].reconstructed?.command)).toHaveLength(68); // Zhou Dui, and Liu Zhang's blank command
  });

  it('rates the characters as printed: Cao Cao ☆☆☆ 2/2/2 ✱, Zhou Yu ★★ B, Xu Shu ★◇, Lü Bu loyalty 0', () => {
    expect(CHARACTERS.caoCao).toMatchObject({ command: 3, valor: 2, administration: 2, diplomacy: 2, loyalty: UNSWERVING, warlord: true });
    expect(CHARACTERS.zhouYu).toMatchObject({ command: 2, strategist: true, boats: true });
    expect(CHARACTERS.xuShu).toMatchObject({ command: 1, strategist: true, diamonds: 1, administration: 1 });
    expect(CHARACTERS.luBuOfDongZhuo).toMatchObject({ valor: 6, loyalty: 0, warlord: false });
    expect(CHARACTERS.zuoCi.wizard).toBe(true);
  });

  it('flips as 4.8.1-4.8.2 say: Dong Zhuo→Li Jue, Liu Yan→Liu Zhang (blank command, gap 5), Sun Jian→Zhou Dui, Sun Ce→Sun Quan', () => {
    expect(CHARACTERS.dongZhuo.reverse).toBe('liJue');
    expect(CHARACTERS.liuYan.reverse).toBe('liuZhang');
    expect(CHARACTERS.liuZhang.command).toBe(0);
    expect(CHARACTERS.sunJian.reverse).toBe('zhouDui');
    expect(CHARACTERS.sunCe.reverse).toBe('sunQuan');
    // Gap 4: the retainers' reverse faces, reconstructed.
    expect(['luBuOfDongZhuo', 'huaXiong', 'liRu'].map((id) => CHARACTERS[id as 'liRu'].reverse)).toEqual(['guoSi', 'zhangJi', 'fanChou']);
    expect(REVERSE_FACES.size).toBe(7);
  });
});

describe('kingdoms (3, 3.3, KINGDOM DETAILS)', () => {
  it('gives nine player kingdoms with home areas and levy equal to the home manpower, and three Traitorous kingdoms', () => {
    expect(PLAYER_KINGDOM_IDS).toHaveLength(9);
    expect(TRAITOROUS_KINGDOM_IDS).toEqual(['dongZhuo', 'zhangLu', 'luBu']);
    for (const k of PLAYER_KINGDOM_IDS) expect(KINGDOMS[k].levy).toBe(AREAS[KINGDOMS[k].home].manpower);
    expect(KINGDOMS.caoCao.home).toBe('yanzhou');
  });

  it('3.3(B): Dong Zhuo in three areas with 5 armies each; Lü Bu waits for Xuzhou', () => {
    expect(KINGDOMS.dongZhuo.setup.map((s) => [s.area, s.armies])).toEqual([
      ['luoyang', 5],
      ['changan', 5],
      ['anding', 5],
    ]);
    expect(KINGDOMS.luBu.setup[0].area).toBe('xuzhou');
  });
});

describe('tables', () => {
  it('ATTRITION TABLE: rows 1-2 none, 3-5 1, 12-14 4 (Boats 2), 41+ 10 (Boats 7)', () => {
    expect([2, 3, 5, 6, 12, 14, 21, 41, 60].map((n) => attritionLosses(n, false))).toEqual([0, 1, 1, 2, 4, 4, 7, 10, 10]);
    expect([3, 6, 12, 26, 41].map((n) => attritionLosses(n, true))).toEqual([0, 1, 2, 5, 7]);
  });

  it('STRATEGY CONTEST TABLE: 1-2 none, 3-4 one, 5 three, 6 five hits per ★ or ◇ (5.2(A)-(B))', () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => strategyHits(die, 1))).toEqual([0, 0, 1, 1, 3, 5]);
    expect(strategyHits(6, 3)).toBe(15);
  });

  it('RETAINER DEATH and BARBARIAN RAIDS tables have their six rows', () => {
    expect(RETAINER_DEATH_TABLE[1]).toEqual(['liuBei', 'liuBiao', 'liuZhang']);
    expect(BARBARIAN_RAIDS_TABLE[5]).toEqual(['yuzhang', 'jianye']);
  });
});

describe('Mandate of Heaven display (reconstructed, gap 2)', () => {
  it('is a hexagon of radius 3: 37 distinct spaces, the centre blank, each of the nine events twice', () => {
    expect(MANDATE_SPACES).toHaveLength(37);
    expect(new Set(MANDATE_SPACES.map((s) => `${s.q},${s.r}`)).size).toBe(37);
    expect(MANDATE_SPACES.every((s) => ringOf(s.q, s.r) <= MANDATE_RADIUS)).toBe(true);
    expect(mandateSpace(0, 0)?.event).toBeNull();
    for (const event of EVENT_IDS) expect(MANDATE_SPACES.filter((s) => s.event === event)).toHaveLength(2);
    expect(mandateSpace(4, 0)).toBeUndefined();
  });
});
