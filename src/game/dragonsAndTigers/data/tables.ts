/** The four tables printed with the rules: Attrition (4.5.1-4.5.2), Strategy Contest (5.2), Retainer Death (10.1), Barbarian Raids (10.8). */
import type { AreaId } from './areas';
import type { KingdomId } from './kingdoms';

/** ATTRITION TABLE rows: the least strength of the row, the losses crossing a mountain or river, and with Boats on a river. */
const ATTRITION_ROWS: readonly (readonly [minimumStrength: number, losses: number, lossesWithBoats: number])[] = [
  [1, 0, 0],
  [3, 1, 0],
  [6, 2, 1],
  [9, 3, 1],
  [12, 4, 2],
  [15, 5, 2],
  [18, 6, 3],
  [21, 7, 4],
  [26, 8, 5],
  [31, 9, 6],
  [41, 10, 7],
];

/** The armies lost by `strength` moving armies crossing a mountain or great river; `boats` for a river crossed with Boats (4.5.2). */
export function attritionLosses(strength: number, boats: boolean): number {
  let losses = 0;
  for (const [minimum, plain, withBoats] of ATTRITION_ROWS) if (strength >= minimum) losses = boats ? withBoats : plain;
  return losses;
}

/** STRATEGY CONTEST TABLE: hits per ★ or ◇ for a die of 1-6. */
const STRATEGY_HITS_PER_MARK = [0, 0, 1, 1, 3, 5];

/** 5.2(A)-(B): a strategist's hits for `die`, the base hits multiplied by its red stars plus diamonds. */
export function strategyHits(die: number, marks: number): number {
  return STRATEGY_HITS_PER_MARK[die - 1] * marks;
}

/** RETAINER DEATH TABLE: the kingdoms of a die of 1-6 (row 2's Liu Yan is the Liu Zhang kingdom; row 6's Dong Zhuo is Li Jue's too). */
export const RETAINER_DEATH_TABLE: readonly (readonly KingdomId[])[] = [
  ['caoCao'],
  ['liuBei', 'liuBiao', 'liuZhang'],
  ['sunWu'],
  ['yuanShao', 'yuanShu'],
  ['gongsunZan', 'maTeng'],
  ['dongZhuo', 'zhangLu', 'luBu'],
];

/** BARBARIAN RAIDS TABLE: the areas raided on a die of 1-6 (row 1's Jingzhou 井州 is Bingzhou, row 6's 健業 Jianye: gap 7). */
export const BARBARIAN_RAIDS_TABLE: readonly (readonly AreaId[])[] = [
  ['youzhou', 'bingzhou'],
  ['hedong', 'changan', 'anding'],
  ['liangzhou', 'tianshui'],
  ['chengdu', 'ba'],
  ['wuling', 'changsha'],
  ['yuzhang', 'jianye'],
];
