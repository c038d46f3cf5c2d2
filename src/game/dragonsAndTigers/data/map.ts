/**
 * The map's borders and where each area sits on the board: all RECONSTRUCTED. The rules name the 27
 * areas and say brown borders are mountains and blue ones great rivers (2.1, 4.5.1, 4.5.2), but the
 * printed board did not survive into the text (dt-reference gap 1). The adjacency and the marks come
 * from the historical geography of 189 AD, each border with its reason, so an owner of the game can
 * correct any one against the board; docs/dragons-and-tigers/map.md sets out the method.
 *
 * Great rivers are the Yellow River and the Yangtze only, the two a map of China draws as such; the
 * Huai and the Han are crossed as plain borders, and their crossings say so in their reasons.
 */
import type { AreaId } from './areas';
import { AREA_IDS } from './areas';

/** Everything in this file is our reconstruction, not the printed board. */
export const MAP_PROVENANCE = 'reconstructed';

export type BorderKind = 'plain' | 'mountain' | 'river';

export interface Border {
  areas: readonly [AreaId, AreaId];
  kind: BorderKind;
  /** The geography the border and its kind rest on, in one line. */
  reason: string;
}

function border(a: AreaId, b: AreaId, kind: BorderKind, reason: string): Border {
  return { areas: [a, b], kind, reason };
}

export const BORDERS: readonly Border[] = [
  // The north-west: Liangzhou, the Long uplands and the Wei valley (Guanzhong).
  border('liangzhou', 'tianshui', 'river', 'Yellow River at Jincheng (Lanzhou) between the Hexi corridor and Longxi'),
  border('liangzhou', 'anding', 'river', 'Yellow River below Jincheng between Wuwei and the Anding uplands'),
  border('tianshui', 'anding', 'mountain', 'Liupan (Long) range between the upper Wei and the Jing valley'),
  border('tianshui', 'changan', 'mountain', 'Long mountains and the Long pass between Longxi and the Wei plain'),
  border('tianshui', 'hanzhong', 'mountain', 'Western Qinling: the Qishan and Chencang roads down to the Han valley'),
  border('tianshui', 'chengdu', 'mountain', 'Min mountains: the Yinping track from Wudu into Shu'),
  border('anding', 'changan', 'plain', 'Down the Jing valley onto the Wei plain'),
  border('anding', 'bingzhou', 'river', 'Yellow River gorge between Shaanxi and Shanxi, past the Ordos commanderies'),
  border('changan', 'hedong', 'river', 'Yellow River at the Puban ford where it turns east'),
  border('changan', 'luoyang', 'mountain', 'Xiao mountains: the Tong and Hangu passes between the two capitals'),
  border('changan', 'hanzhong', 'mountain', 'Qinling range between the Wei valley and the Han valley (Ziwu and Baoxie roads)'),
  border('changan', 'nanyang', 'mountain', 'Qinling: the Wu pass from Guanzhong down to Nanyang'),

  // The north: Bingzhou behind the Taihang, the Hebei plain and the lower Yellow River.
  border('bingzhou', 'hedong', 'plain', 'Down the Fen river valley from Taiyuan to Hedong'),
  border('bingzhou', 'youzhou', 'mountain', 'Yan mountains and the Juyong pass from Dai into Youzhou'),
  border('bingzhou', 'bohai', 'mountain', 'Taihang range: the Jingxing pass onto the Hebei plain'),
  border('bingzhou', 'ye', 'mountain', 'Taihang range: the Fukou pass from Shangdang down to Ye'),
  border('youzhou', 'bohai', 'plain', 'Open Hebei plain across the Yi river (the Jie bridge battlefield)'),
  border('bohai', 'pingyuan', 'plain', 'Hebei plain north of the Yellow River'),
  border('bohai', 'ye', 'plain', 'Hebei plain of Jizhou, Julu to Wei commandery'),
  border('bohai', 'qingzhou', 'river', 'Yellow River mouth between Bohai and Le’an'),
  border('pingyuan', 'ye', 'plain', 'Hebei plain of Qinghe, north of the Yellow River'),
  border('pingyuan', 'qingzhou', 'river', 'Yellow River between Pingyuan and Jinan'),
  border('pingyuan', 'yanzhou', 'river', 'Yellow River between Pingyuan and Dong commandery'),
  border('ye', 'yanzhou', 'river', 'Yellow River at the Baima and Yanjin fords (the Guandu campaign)'),
  border('ye', 'hedong', 'mountain', 'Southern Taihang and Wangwu mountains between Henei and Hedong'),
  border('ye', 'luoyang', 'river', 'Yellow River at the Meng ford between Henei and Luoyang'),
  border('hedong', 'luoyang', 'river', 'Yellow River at the Sanmen gorge and the Mao ford'),

  // The Central Plain: Luoyang, Yanzhou, Yingchuan and the Huai plain.
  border('luoyang', 'yanzhou', 'plain', 'East along the south bank through Chenggao (the Hulao pass)'),
  border('luoyang', 'xuchang', 'plain', 'The Yi–Luo basin opens south-east onto Yingchuan'),
  border('luoyang', 'nanyang', 'mountain', 'Funiu mountains: the Dagu and Lu passes'),
  border('yanzhou', 'xuchang', 'plain', 'Central Plain of Chenliu and Yingchuan'),
  border('yanzhou', 'qiao', 'plain', 'Central Plain of Liang and Pei'),
  border('yanzhou', 'xuzhou', 'plain', 'Si river plain from Shanyang to Pengcheng'),
  border('yanzhou', 'qingzhou', 'plain', 'Along the Ji river north of Mount Tai'),
  border('qingzhou', 'xuzhou', 'mountain', 'Yi and Meng mountains between Qi and Langya'),
  border('xuzhou', 'qiao', 'plain', 'Huaibei plain between Pei and Pengcheng'),
  border('xuzhou', 'shouchun', 'plain', 'Across the Huai between Xiapi and Jiujiang (not drawn as a great river)'),
  border('xuzhou', 'jianye', 'river', 'Yangtze between Guangling and Jingkou'),
  border('qiao', 'xuchang', 'plain', 'Central Plain between Chen and Pei'),
  border('qiao', 'shouchun', 'plain', 'Across the Huai below Shouchun (not drawn as a great river)'),
  border('xuchang', 'nanyang', 'plain', 'The Fangcheng gap between the Funiu and Tongbai mountains'),
  border('xuchang', 'shouchun', 'plain', 'Across the Huai between Runan and Jiujiang (not drawn as a great river)'),

  // The middle Yangtze: Nanyang, Jing province and the Three Gorges.
  border('nanyang', 'xiangyang', 'plain', 'Nanyang basin to Fancheng across the Han (a tributary, not a great river)'),
  border('nanyang', 'jiangxia', 'plain', 'The Sui corridor between the Tongbai and Dahong hills'),
  border('hanzhong', 'chengdu', 'mountain', 'Micang and Daba mountains: the Jinniu road and the Jiange pass'),
  border('hanzhong', 'ba', 'mountain', 'Daba mountains: the Micang road into Ba'),
  border('hanzhong', 'xiangyang', 'mountain', 'Down the Han through the Xicheng and Shangyong gorges'),
  border('xiangyang', 'ba', 'mountain', 'Wu mountains and the Three Gorges between Ba and Nan commandery'),
  border('xiangyang', 'wuling', 'river', 'Yangtze at Jiangling and Gong’an'),
  border('xiangyang', 'jiangxia', 'plain', 'Lower Han and the Yunmeng marshes north of the Yangtze'),
  border('ba', 'chengdu', 'plain', 'Within the Sichuan basin, down the Min and the Tuo'),
  border('ba', 'wuling', 'mountain', 'Wuling mountains between Fuling and the Yuan valley'),
  border('wuling', 'changsha', 'plain', 'West and south shores of Lake Dongting'),
  border('changsha', 'jiangxia', 'river', 'Yangtze at Baqiu and Lukou'),
  border('changsha', 'yuzhang', 'mountain', 'Luoxiao and Mufu mountains between the Xiang and the Gan'),

  // The lower Yangtze: Jiangxia, Lujiang and Jiangdong.
  border('jiangxia', 'yuzhang', 'river', 'Yangtze below Xiakou at Chaisang'),
  border('jiangxia', 'shouchun', 'mountain', 'Dabie mountains between Jiangxia and Lujiang'),
  border('shouchun', 'yuzhang', 'river', 'Yangtze at Xunyang between Lujiang and Pengze'),
  border('shouchun', 'jianye', 'river', 'Yangtze at Ruxu and Niuzhu'),
  border('jianye', 'yuzhang', 'plain', 'Along the south bank of the Yangtze from Danyang to Pengze'),
];

const NEIGHBOURS = Object.fromEntries(AREA_IDS.map((id) => [id, [] as AreaId[]])) as Record<AreaId, AreaId[]>;
const KINDS = Object.fromEntries(AREA_IDS.map((id) => [id, {}])) as Record<AreaId, Partial<Record<AreaId, BorderKind>>>;
for (const { areas, kind } of BORDERS) {
  const [a, b] = areas;
  NEIGHBOURS[a].push(b);
  NEIGHBOURS[b].push(a);
  KINDS[a][b] = kind;
  KINDS[b][a] = kind;
}

export function neighbours(area: AreaId): readonly AreaId[] {
  return NEIGHBOURS[area];
}

/** The kind of the border between two areas, or null when they do not border each other. */
export function borderKind(a: AreaId, b: AreaId): BorderKind | null {
  return KINDS[a]?.[b] ?? null;
}

/**
 * Each area's centre on a 1000 x 800 drawing of China, north up: roughly the seat's longitude and
 * latitude (x = 60 + 50 per degree east of 102°E, y = 60 + 55 per degree south of 40.5°N), nudged
 * apart where the Hebei plain crowds and off the great rivers to the bank the area lies on.
 */
export const MAP_POSITIONS: Readonly<Record<AreaId, { x: number; y: number }>> = {
  liangzhou: { x: 90, y: 200 },
  tianshui: { x: 240, y: 390 },
  anding: { x: 325, y: 300 },
  changan: { x: 405, y: 400 },
  youzhou: { x: 760, y: 80 },
  bohai: { x: 795, y: 180 },
  bingzhou: { x: 585, y: 200 },
  pingyuan: { x: 785, y: 245 },
  ye: { x: 680, y: 290 },
  hedong: { x: 530, y: 320 },
  yanzhou: { x: 760, y: 345 },
  luoyang: { x: 585, y: 400 },
  qingzhou: { x: 890, y: 270 },
  xuzhou: { x: 870, y: 405 },
  chengdu: { x: 165, y: 600 },
  hanzhong: { x: 310, y: 470 },
  xiangyang: { x: 565, y: 548 },
  ba: { x: 285, y: 660 },
  wuling: { x: 530, y: 690 },
  qiao: { x: 760, y: 430 },
  nanyang: { x: 585, y: 470 },
  xuchang: { x: 665, y: 420 },
  jiangxia: { x: 690, y: 570 },
  changsha: { x: 610, y: 740 },
  yuzhang: { x: 770, y: 700 },
  shouchun: { x: 800, y: 530 },
  jianye: { x: 925, y: 585 },
};
