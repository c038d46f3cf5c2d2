import { describe, expect, it } from 'vitest';
import { AREA_IDS, type AreaId } from '../../../src/game/dragonsAndTigers/data/areas';
import { BORDERS, borderKind, MAP_POSITIONS, MAP_PROVENANCE, neighbours } from '../../../src/game/dragonsAndTigers/data/map';

/** The areas the SETUP table (3.) places a kingdom or a Traitorous character in, and Lü Bu's entry (4.8.1(B)). */
const SETUP_AREAS: readonly AreaId[] = [
  'yanzhou',
  'pingyuan',
  'changsha',
  'bohai',
  'youzhou',
  'nanyang',
  'chengdu',
  'xiangyang',
  'liangzhou',
  'luoyang',
  'changan',
  'anding',
  'hanzhong',
  'xuzhou',
];

function reachableFrom(start: AreaId): Set<AreaId> {
  const seen = new Set<AreaId>([start]);
  const queue = [start];
  for (let area = queue.shift(); area; area = queue.shift()) {
    for (const next of neighbours(area)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('Dragons & Tigers map (reconstructed, dt-reference gap 1)', () => {
  it('is marked reconstructed', () => {
    expect(MAP_PROVENANCE).toBe('reconstructed');
  });

  it('reaches all 27 areas from any one', () => {
    expect(AREA_IDS).toHaveLength(27);
    expect(reachableFrom('luoyang').size).toBe(27);
  });

  it('has 55-70 borders, none duplicated and none from an area to itself', () => {
    expect(BORDERS.length).toBeGreaterThanOrEqual(55);
    expect(BORDERS.length).toBeLessThanOrEqual(70);
    const keys = BORDERS.map(({ areas: [a, b] }) => [a, b].sort().join('|'));
    expect(new Set(keys).size).toBe(BORDERS.length);
    for (const { areas } of BORDERS) expect(areas[0]).not.toBe(areas[1]);
  });

  it('lists neighbours symmetrically, each with the kind of its border', () => {
    for (const a of AREA_IDS) {
      for (const b of neighbours(a)) {
        expect(neighbours(b)).toContain(a);
        expect(borderKind(a, b)).toBe(borderKind(b, a));
        expect(borderKind(a, b)).not.toBeNull();
      }
    }
    const degreeSum = AREA_IDS.reduce((sum, id) => sum + neighbours(id).length, 0);
    expect(degreeSum).toBe(2 * BORDERS.length);
  });

  it('answers null for areas that do not border each other', () => {
    expect(borderKind('liangzhou', 'jianye')).toBeNull();
    expect(borderKind('luoyang', 'luoyang')).toBeNull();
  });

  it('gives every border a reason', () => {
    for (const { reason } of BORDERS) expect(reason.trim().length).toBeGreaterThan(10);
  });

  it('places every starting area of 3. SETUP and Lü Bu’s entry Xuzhou (4.8.1(B)) with at least two neighbours', () => {
    for (const id of SETUP_AREAS) expect(neighbours(id).length, id).toBeGreaterThanOrEqual(2);
  });

  it('puts the Qinling between Hanzhong and Chang’an and the Shu roads into Chengdu and Ba as mountains', () => {
    expect(borderKind('hanzhong', 'changan')).toBe('mountain');
    expect(borderKind('hanzhong', 'chengdu')).toBe('mountain');
    expect(borderKind('hanzhong', 'ba')).toBe('mountain');
  });

  it('puts the Taihang between Bingzhou and Ye as a mountain', () => {
    expect(borderKind('bingzhou', 'ye')).toBe('mountain');
  });

  it('crosses the Yellow River from Luoyang to Ye and to Hedong, and from Hedong to Chang’an', () => {
    expect(borderKind('luoyang', 'ye')).toBe('river');
    expect(borderKind('luoyang', 'hedong')).toBe('river');
    expect(borderKind('hedong', 'changan')).toBe('river');
  });

  it('crosses the Yangtze from Jiangxia to Changsha and from Shouchun to Jianye', () => {
    expect(borderKind('jiangxia', 'changsha')).toBe('river');
    expect(borderKind('shouchun', 'jianye')).toBe('river');
  });

  it('joins Luoyang to Chang’an, Hedong and the Central Plain', () => {
    expect(neighbours('luoyang')).toEqual(expect.arrayContaining(['changan', 'hedong', 'yanzhou', 'xuchang']));
  });

  it('keeps each row of the BARBARIAN RAIDS TABLE a connected stretch of frontier', () => {
    const pairs: [AreaId, AreaId][] = [
      ['youzhou', 'bingzhou'],
      ['hedong', 'changan'],
      ['changan', 'anding'],
      ['liangzhou', 'tianshui'],
      ['chengdu', 'ba'],
      ['wuling', 'changsha'],
      ['yuzhang', 'jianye'],
    ];
    for (const [a, b] of pairs) expect(borderKind(a, b), `${a}-${b}`).not.toBeNull();
  });

  it('places every area on the 1000 x 800 drawing, north up', () => {
    for (const id of AREA_IDS) {
      const { x, y } = MAP_POSITIONS[id];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1000);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(800);
    }
    expect(MAP_POSITIONS.youzhou.y).toBeLessThan(MAP_POSITIONS.changsha.y);
    expect(MAP_POSITIONS.liangzhou.x).toBeLessThan(MAP_POSITIONS.jianye.x);
  });
});
