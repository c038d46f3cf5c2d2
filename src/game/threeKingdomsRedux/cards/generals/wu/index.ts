/** Wu generals' skills, one module per general. */
import type { CardDefinition } from '../../../hooks';
import { sunJian } from './sunJian';
import { chengPu } from './chengPu';
import { huangGai } from './huangGai';
import { hanDang } from './hanDang';
import { sunCe } from './sunCe';
import { luFan } from './luFan';
import { zhouYu } from './zhouYu';
import { zhangZhao } from './zhangZhao';
import { zhangHong } from './zhangHong';
import { jiangQin } from './jiangQin';
import { zhouTai } from './zhouTai';
import { chenWu } from './chenWu';
import { taishiCi } from './taishiCi';
import { sunQuan } from './sunQuan';
import { lingCao } from './lingCao';
import { lingTong } from './lingTong';
import { luSu } from './luSu';
import { zhugeJin } from './zhugeJin';
import { guYong } from './guYong';
import { luMeng } from './luMeng';
import { luXun } from './luXun';
import { dingFeng } from './dingFeng';
import { ganNing } from './ganNing';

export const WU_GENERALS: readonly CardDefinition[] = [
  sunJian,
  chengPu,
  huangGai,
  hanDang,
  sunCe,
  luFan,
  zhouYu,
  zhangZhao,
  zhangHong,
  jiangQin,
  zhouTai,
  chenWu,
  taishiCi,
  sunQuan,
  lingCao,
  lingTong,
  luSu,
  zhugeJin,
  guYong,
  luMeng,
  luXun,
  dingFeng,
  ganNing,
];
