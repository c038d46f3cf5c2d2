/** Shu generals' skills, one module per general. */
import type { CardDefinition } from '../../../hooks';
import { liuBei } from './liuBei';
import { guanYu } from './guanYu';
import { zhangFei } from './zhangFei';
import { chenDao } from './chenDao';
import { zhouCang } from './zhouCang';
import { zhaoYun } from './zhaoYun';
import { guanPing } from './guanPing';
import { zhugeLiang } from './zhugeLiang';
import { maLiang } from './maLiang';
import { huangZhong } from './huangZhong';
import { weiYan } from './weiYan';
import { pangTong } from './pangTong';
import { liaoHua } from './liaoHua';
import { jiangWan } from './jiangWan';
import { faZheng } from './faZheng';
import { yanYan } from './yanYan';
import { liYan } from './liYan';
import { dongYun } from './dongYun';
import { feiYi } from './feiYi';
import { maChao } from './maChao';
import { maDai } from './maDai';
import { wangPing } from './wangPing';
import { jiangWei } from './jiangWei';

export const SHU_GENERALS: readonly CardDefinition[] = [
  liuBei,
  guanYu,
  zhangFei,
  chenDao,
  zhouCang,
  zhaoYun,
  guanPing,
  zhugeLiang,
  maLiang,
  huangZhong,
  weiYan,
  pangTong,
  liaoHua,
  jiangWan,
  faZheng,
  yanYan,
  liYan,
  dongYun,
  feiYi,
  maChao,
  maDai,
  wangPing,
  jiangWei,
];
