/**
 * Beginners' Tutorial (rulebook p. 27): fixed generals per state, recruited
 * without drawing in rounds 3, 5 and 9; skills are ignored.
 */
import type { GeneralId } from './generals';
import type { StateId } from '../types';

interface TutorialRecruitment {
  /** Generals besides the lord at the start. */
  readonly initial: readonly GeneralId[];
  /** Generals recruited in rounds 3, 5 and 9. */
  readonly byRound: Readonly<Record<number, readonly GeneralId[]>>;
}

export const TUTORIAL_GENERALS: Record<StateId, TutorialRecruitment> = {
  wei: {
    initial: ['xiahouDun', 'xiahouYuan', 'xuHuang', 'guoJia'],
    byRound: { 3: ['zhangHe'], 5: ['zhangLiao'], 9: ['simaYi'] },
  },
  wu: {
    initial: ['huangGai', 'sunCe', 'zhouYu'],
    byRound: { 3: ['sunQuan', 'taishiCi'], 5: ['luSu'], 9: ['ganNing'] },
  },
  shu: {
    initial: ['guanYu', 'zhangFei'],
    byRound: { 3: ['zhaoYun', 'zhugeLiang'], 5: ['huangZhong', 'pangTong'], 9: ['maChao'] },
  },
};
