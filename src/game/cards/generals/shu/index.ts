/** Shu generals' skills: one module per general, registered on import. */
// Wei's Xu Huang sits with the stationing skills (Zhao Yun, Huang Zhong, Liao Hua).
import '../wei/xuHuang';
import './liuBei';
import './guanYu';
import './zhangFei';
import './chenDao';
import './zhouCang';
import './zhaoYun';
import './guanPing';
import './zhugeLiang';
import './maLiang';
import './huangZhong';
import './weiYan';
import './pangTong';
import './liaoHua';
import './jiangWan';
import './faZheng';
import './yanYan';
import './liYan';
import './dongYun';
import './feiYi';
import './maChao';
import './maDai';
import './wangPing';
import './jiangWei';
