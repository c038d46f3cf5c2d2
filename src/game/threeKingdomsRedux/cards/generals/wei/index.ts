/** Wei generals' skills, one module per general. */
import type { CardDefinition } from '../../../hooks';
import { caoCao } from './caoCao';
import { caoRen } from './caoRen';
import { caoHong } from './caoHong';
import { xiahouDun } from './xiahouDun';
import { xiahouYuan } from './xiahouYuan';
import { yueJin } from './yueJin';
import { liDian } from './liDian';
import { xunYu } from './xunYu';
import { xunYou } from './xunYou';
import { chengYu } from './chengYu';
import { guoJia } from './guoJia';
import { liuYe } from './liuYe';
import { yuJin } from './yuJin';
import { dianWei } from './dianWei';
import { xuChu } from './xuChu';
import { zhangLiao } from './zhangLiao';
import { jiaXu } from './jiaXu';
import { zhangHe } from './zhangHe';
import { simaYi } from './simaYi';
import { yangXiu } from './yangXiu';
import { pangDe } from './pangDe';
import { haoZhao } from './haoZhao';
import { xuHuang } from './xuHuang';

export const WEI_GENERALS: readonly CardDefinition[] = [
  caoCao,
  caoRen,
  caoHong,
  xiahouDun,
  xiahouYuan,
  yueJin,
  liDian,
  xunYu,
  xunYou,
  chengYu,
  guoJia,
  liuYe,
  yuJin,
  dianWei,
  xuChu,
  zhangLiao,
  jiaXu,
  zhangHe,
  simaYi,
  yangXiu,
  pangDe,
  haoZhao,
  xuHuang,
];
