/**
 * The 27 areas of the map, as the LIST OF AREAS prints them: name, hanzi and manpower. Where the
 * scan garbled a name (dt-reference gap 7), `name`/`hanzi` hold the historical name plainly meant
 * and `printed` keeps what the text says; that reading is reconstructed.
 */
import type { Reconstructed } from './provenance';

export const AREA_IDS = [
  'liangzhou',
  'tianshui',
  'anding',
  'changan',
  'youzhou',
  'bohai',
  'bingzhou',
  'pingyuan',
  'ye',
  'hedong',
  'yanzhou',
  'luoyang',
  'qingzhou',
  'xuzhou',
  'chengdu',
  'hanzhong',
  'xiangyang',
  'ba',
  'wuling',
  'qiao',
  'nanyang',
  'xuchang',
  'jiangxia',
  'changsha',
  'yuzhang',
  'shouchun',
  'jianye',
] as const;

export type AreaId = (typeof AREA_IDS)[number];

export interface Area {
  id: AreaId;
  /** The name players read (the historical one where the print is garbled). */
  name: string;
  hanzi: string;
  /** What the text prints, when it differs from `name`/`hanzi`. */
  printed?: { name: string; hanzi: string };
  manpower: number;
  reconstructed?: Reconstructed<Area>;
}

const GARBLED = 'the scan garbled the name; the historical area of 189 AD plainly meant (dt-reference gap 7)';

function area(id: AreaId, name: string, hanzi: string, manpower: number, printed?: { name: string; hanzi: string }): Area {
  return printed ? { id, name, hanzi, printed, manpower, reconstructed: { name: GARBLED, hanzi: GARBLED } } : { id, name, hanzi, manpower };
}

export const AREAS: Readonly<Record<AreaId, Area>> = {
  liangzhou: area('liangzhou', 'Liangzhou', '涼州', 2),
  tianshui: area('tianshui', 'Tianshui', '天水', 2),
  anding: area('anding', 'Anding', '安定', 3),
  changan: area('changan', "Chang'an", '長安', 4),
  youzhou: area('youzhou', 'Youzhou', '幽州', 2),
  bohai: area('bohai', 'Bohai', '渤海', 3),
  bingzhou: area('bingzhou', 'Bingzhou', '并州', 2, { name: 'Jingzhou', hanzi: '井州' }),
  pingyuan: area('pingyuan', 'Pingyuan', '平原', 2),
  ye: area('ye', 'Ye', '鄴', 3, { name: 'Zheng', hanzi: '鄭' }),
  hedong: area('hedong', 'Hedong', '河東', 3),
  yanzhou: area('yanzhou', 'Yanzhou', '兗州', 3, { name: 'Kezhou', hanzi: '克州' }),
  luoyang: area('luoyang', 'Luoyang', '洛陽', 4),
  qingzhou: area('qingzhou', 'Qingzhou', '青州', 3),
  xuzhou: area('xuzhou', 'Xuzhou', '徐州', 3, { name: 'Tuzhou', hanzi: '塗州' }),
  chengdu: area('chengdu', 'Chengdu', '成都', 4),
  hanzhong: area('hanzhong', 'Hanzhong', '漢中', 2),
  xiangyang: area('xiangyang', 'Xiangyang', '襄陽', 4),
  ba: area('ba', 'Ba', '巴', 3),
  wuling: area('wuling', 'Wuling', '武陵', 2),
  qiao: area('qiao', 'Qiao', '譙', 3),
  nanyang: area('nanyang', 'Nanyang', '南陽', 3),
  xuchang: area('xuchang', 'Xuchang', '許昌', 4),
  jiangxia: area('jiangxia', 'Jiangxia', '江夏', 2),
  changsha: area('changsha', 'Changsha', '長沙', 2),
  yuzhang: area('yuzhang', 'Yuzhang', '豫章', 2, { name: 'Yuzhang', hanzi: '予章' }),
  shouchun: area('shouchun', 'Shouchun', '壽春', 3),
  jianye: area('jianye', 'Jianye', '建業', 4),
};
