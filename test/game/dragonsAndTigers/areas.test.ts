import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS } from '../../../src/game/dragonsAndTigers/data/areas';

describe('Dragons & Tigers areas (LIST OF AREAS)', () => {
  it('holds the 27 areas of 2.1 with the manpower printed in the LIST OF AREAS', () => {
    expect(AREA_IDS).toHaveLength(27);
    const printed = Object.fromEntries(AREA_IDS.map((id) => [AREAS[id].printed?.name ?? AREAS[id].name, AREAS[id].manpower]));
    expect(printed).toMatchObject({ Liangzhou: 2, "Chang'an": 4, Kezhou: 3, Tuzhou: 3, Jingzhou: 2, Zheng: 3, Xiangyang: 4, Jianye: 4 });
    const total = AREA_IDS.reduce((sum, id) => sum + AREAS[id].manpower, 0);
    expect(total).toBe(77);
  });

  it('marks every reading of a garbled name as reconstructed (dt-reference gap 7)', () => {
    for (const id of AREA_IDS) expect(Boolean(AREAS[id].printed)).toBe(Boolean(AREAS[id].reconstructed?.name));
  });
});
