/**
 * The characters of the two LISTS OF LEADERS (69 counter faces), plus Zhou Dui, the face 4.8.2(B) names
 * and no list rates. Every rating is the rulebook's unless the record's `reconstructed` says otherwise
 * (docs/dragons-and-tigers/rulings.md gives each reason).
 */
import type { KingdomId } from './kingdomIds';
import type { Reconstructed } from './provenance';

/** "✱" (or "*"): printed in the loyalty column of warlords and nine retainers, never defined (dt-reference gap 8). */
export const UNSWERVING = 'unswerving';
type Loyalty = number | typeof UNSWERVING;

export interface Character {
  id: CharacterId;
  name: string;
  hanzi: string;
  /** The kingdom the counter serves at the start; null for a free retainer (2.2(A)2). */
  kingdom: KingdomId | null;
  warlord: boolean;
  /** The stars at the counter's centre: white for a general, red for a strategist (2.2(A)). */
  command: number;
  /** Red stars (5.2): a strategist's stars are its command and its Contest of Strategy multiplier. */
  strategist: boolean;
  /** Red diamonds (5.2(B)): add to the strategy hits' base, not to command. */
  diamonds: number;
  valor: number;
  administration: number;
  diplomacy: number;
  loyalty: Loyalty;
  /** "B" in the list: Boats, 4.5.2. */
  boats: boolean;
  /** Zuo Ci's Wizard (11.6): never on the map, no ratings. */
  wizard?: true;
  /** The face on the counter's other side (4.8.1-4.8.2). */
  reverse?: CharacterId;
  reconstructed?: Reconstructed<Character>;
}

export const CHARACTER_IDS = [
  // Player kingdoms.
  'caoCao',
  'xiahouDun',
  'xiahouYuan',
  'caoRen',
  'liuBei',
  'guanYu',
  'zhangFei',
  'zhugeLiang',
  'sunJian',
  'zhouYu',
  'sunCe',
  'sunQuan',
  'chengPu',
  'huangGai',
  'yuanShao',
  'wenChou',
  'yanLiang',
  'zhangHe',
  'gongsunZan',
  'zhaoYun',
  'yanGang',
  'gongsunYue',
  'yuanShu',
  'jiLing',
  'zhangXun',
  'leiBo',
  'liuBiao',
  'caiMao',
  'huangZu',
  'huangZhong',
  'liuYan',
  'liuZhang',
  'zhangRen',
  'yanYan',
  'wuYi',
  'maTeng',
  'maChao',
  'hanSui',
  'houXuan',
  // Traitorous kingdoms.
  'dongZhuo',
  'luBuOfDongZhuo',
  'huaXiong',
  'liRu',
  'liJue',
  'guoSi',
  'zhangJi',
  'fanChou',
  'zhangLu',
  'zhangWei',
  'yanPu',
  'luBu',
  'zhangLiao',
  'chenGong',
  // Free retainers.
  'simaYi',
  'pangTong',
  'luXun',
  'xuShu',
  'xunYu',
  'guoJia',
  'luSu',
  'chengYu',
  'jiaXu',
  'faZheng',
  'taishiCi',
  'luMeng',
  'weiYan',
  'ganNing',
  'xuHuang',
  'zuoCi',
  // The reverse of Sun Jian (4.8.2(B)), rated by reconstruction.
  'zhouDui',
] as const;

export type CharacterId = (typeof CHARACTER_IDS)[number];

const U = UNSWERVING;

interface Row {
  kingdom: KingdomId | null;
  warlord?: boolean;
  /** White stars, or red ones when `strategist`. */
  stars: number;
  strategist?: boolean;
  diamonds?: number;
  ratings: readonly [valor: number, administration: number, diplomacy: number];
  loyalty: Loyalty;
  boats?: boolean;
  reverse?: CharacterId;
}

function character(id: CharacterId, name: string, hanzi: string, row: Row, reconstructed?: Reconstructed<Character>): Character {
  const [valor, administration, diplomacy] = row.ratings;
  return {
    id,
    name,
    hanzi,
    kingdom: row.kingdom,
    warlord: row.warlord ?? false,
    command: row.stars,
    strategist: row.strategist ?? false,
    diamonds: row.diamonds ?? 0,
    valor,
    administration,
    diplomacy,
    loyalty: row.loyalty,
    boats: row.boats ?? false,
    ...(row.reverse ? { reverse: row.reverse } : {}),
    ...(reconstructed ? { reconstructed } : {}),
  };
}

const W = true;
const GAP4 = 'which face backs which is not printed ("flip his retainers to their other sides", 4.8.1(A)); dt-reference gap 4';

export const CHARACTERS: Readonly<Record<CharacterId, Character>> = {
  caoCao: character('caoCao', 'Cao Cao', '曹操', { kingdom: 'caoCao', warlord: W, stars: 3, ratings: [2, 2, 2], loyalty: U }),
  xiahouDun: character('xiahouDun', 'Xiahou Dun', '夏侯惇', { kingdom: 'caoCao', stars: 2, ratings: [3, 0, 0], loyalty: U }),
  xiahouYuan: character('xiahouYuan', 'Xiahou Yuan', '夏侯淵', { kingdom: 'caoCao', stars: 2, ratings: [3, 0, 0], loyalty: U }),
  caoRen: character('caoRen', 'Cao Ren', '曹仁', { kingdom: 'caoCao', stars: 2, ratings: [2, 0, 0], loyalty: U }),
  liuBei: character('liuBei', 'Liu Bei', '劉備', { kingdom: 'liuBei', warlord: W, stars: 2, ratings: [2, 0, 2], loyalty: U }),
  guanYu: character('guanYu', 'Guan Yu', '關羽', { kingdom: 'liuBei', stars: 2, ratings: [5, 0, 0], loyalty: U }),
  zhangFei: character('zhangFei', 'Zhang Fei', '張飛', { kingdom: 'liuBei', stars: 2, ratings: [5, 0, 0], loyalty: U }),
  zhugeLiang: character('zhugeLiang', 'Zhuge Liang', '諸葛亮', { kingdom: 'liuBei', stars: 3, strategist: W, ratings: [0, 4, 3], loyalty: U }),
  sunJian: character('sunJian', 'Sun Jian', '孫堅', {
    kingdom: 'sunWu',
    warlord: W,
    stars: 2,
    ratings: [3, 0, 1],
    loyalty: U,
    reverse: 'zhouDui',
  }),
  zhouYu: character('zhouYu', 'Zhou Yu', '周瑜', { kingdom: 'sunWu', stars: 2, strategist: W, ratings: [0, 1, 1], loyalty: U, boats: W }),
  sunCe: character('sunCe', 'Sun Ce', '孫策', { kingdom: 'sunWu', warlord: W, stars: 2, ratings: [3, 0, 1], loyalty: U, reverse: 'sunQuan' }),
  sunQuan: character('sunQuan', 'Sun Quan', '孫權', { kingdom: 'sunWu', warlord: W, stars: 1, ratings: [1, 1, 2], loyalty: U }),
  chengPu: character('chengPu', 'Cheng Pu', '程普', { kingdom: 'sunWu', stars: 2, ratings: [2, 0, 0], loyalty: 4 }),
  huangGai: character('huangGai', 'Huang Gai', '黃蓋', { kingdom: 'sunWu', stars: 2, ratings: [2, 0, 0], loyalty: 5, boats: W }),
  yuanShao: character('yuanShao', 'Yuan Shao', '袁紹', { kingdom: 'yuanShao', warlord: W, stars: 2, ratings: [1, 0, 2], loyalty: U }),
  wenChou: character('wenChou', 'Wen Chou', '文醜', { kingdom: 'yuanShao', stars: 2, ratings: [3, 0, 0], loyalty: 3 }),
  yanLiang: character('yanLiang', 'Yan Liang', '顏良', { kingdom: 'yuanShao', stars: 2, ratings: [3, 0, 0], loyalty: 3 }),
  zhangHe: character('zhangHe', 'Zhang He', '張郃', { kingdom: 'yuanShao', stars: 2, ratings: [3, 0, 0], loyalty: 2 }),
  gongsunZan: character('gongsunZan', 'Gongsun Zan', '公孫讚', { kingdom: 'gongsunZan', warlord: W, stars: 2, ratings: [2, 0, 1], loyalty: U }),
  zhaoYun: character('zhaoYun', 'Zhao Yun', '趙雲', { kingdom: 'gongsunZan', stars: 2, ratings: [4, 0, 0], loyalty: 4 }),
  yanGang: character('yanGang', 'Yan Gang', '嚴綱', { kingdom: 'gongsunZan', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  gongsunYue: character('gongsunYue', 'Gongsun Yue', '公孫越', { kingdom: 'gongsunZan', stars: 1, ratings: [1, 0, 1], loyalty: U }),
  yuanShu: character('yuanShu', 'Yuan Shu', '袁術', { kingdom: 'yuanShu', warlord: W, stars: 2, ratings: [1, 0, 1], loyalty: U }),
  jiLing: character('jiLing', 'Ji Ling', '紀靈', { kingdom: 'yuanShu', stars: 2, ratings: [3, 0, 0], loyalty: 3 }),
  zhangXun: character('zhangXun', 'Zhang Xun', '張勳', { kingdom: 'yuanShu', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  leiBo: character('leiBo', 'Lei Bo', '雷薄', { kingdom: 'yuanShu', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  liuBiao: character('liuBiao', 'Liu Biao', '劉表', { kingdom: 'liuBiao', warlord: W, stars: 2, ratings: [0, 0, 1], loyalty: U }),
  caiMao: character('caiMao', 'Cai Mao', '蔡瑁', { kingdom: 'liuBiao', stars: 2, ratings: [2, 0, 0], loyalty: 2, boats: W }),
  huangZu: character('huangZu', 'Huang Zu', '黃祖', { kingdom: 'liuBiao', stars: 2, ratings: [2, 0, 0], loyalty: 3 }),
  huangZhong: character('huangZhong', 'Huang Zhong', '黃忠', { kingdom: 'liuBiao', stars: 2, ratings: [4, 0, 0], loyalty: 4 }),
  liuYan: character('liuYan', 'Liu Yan', '劉焉', { kingdom: 'liuZhang', warlord: W, stars: 1, ratings: [0, 0, 2], loyalty: U, reverse: 'liuZhang' }),
  liuZhang: character(
    'liuZhang',
    'Liu Zhang',
    '劉璋',
    { kingdom: 'liuZhang', warlord: W, stars: 0, ratings: [0, 0, 1], loyalty: U },
    { command: 'the Cmd. column is blank; read as no stars, the "weak warlord" of KINGDOM DETAILS (dt-reference gap 5)' },
  ),
  zhangRen: character('zhangRen', 'Zhang Ren', '張任', { kingdom: 'liuZhang', stars: 2, ratings: [3, 0, 0], loyalty: 5 }),
  yanYan: character('yanYan', 'Yan Yan', '嚴顏', { kingdom: 'liuZhang', stars: 2, ratings: [2, 0, 0], loyalty: 3 }),
  wuYi: character('wuYi', 'Wu Yi', '吳懿', { kingdom: 'liuZhang', stars: 2, ratings: [2, 0, 0], loyalty: 3 }),
  maTeng: character('maTeng', 'Ma Teng', '馬騰', { kingdom: 'maTeng', warlord: W, stars: 2, ratings: [3, 0, 1], loyalty: U }),
  maChao: character('maChao', 'Ma Chao', '馬超', { kingdom: 'maTeng', stars: 2, ratings: [4, 0, 0], loyalty: 4 }),
  hanSui: character('hanSui', 'Han Sui', '韓遂', { kingdom: 'maTeng', stars: 2, ratings: [2, 0, 1], loyalty: 3 }),
  houXuan: character('houXuan', 'Hou Xuan', '侯選', { kingdom: 'maTeng', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  dongZhuo: character('dongZhuo', 'Dong Zhuo', '董卓', { kingdom: 'dongZhuo', warlord: W, stars: 2, ratings: [3, 0, 0], loyalty: U, reverse: 'liJue' }),
  luBuOfDongZhuo: character(
    'luBuOfDongZhuo',
    'Lü Bu',
    '呂布',
    { kingdom: 'dongZhuo', stars: 2, ratings: [6, 0, 0], loyalty: 0, reverse: 'guoSi' },
    { reverse: GAP4 },
  ),
  huaXiong: character(
    'huaXiong',
    'Hua Xiong',
    '華雄',
    { kingdom: 'dongZhuo', stars: 2, ratings: [3, 0, 0], loyalty: 3, reverse: 'zhangJi' },
    { reverse: GAP4 },
  ),
  liRu: character(
    'liRu',
    'Li Ru',
    '李儒',
    { kingdom: 'dongZhuo', stars: 1, strategist: W, ratings: [0, 0, 0], loyalty: 3, reverse: 'fanChou' },
    { reverse: GAP4 },
  ),
  liJue: character('liJue', 'Li Jue', '李傕', { kingdom: 'dongZhuo', warlord: W, stars: 1, ratings: [2, 0, 0], loyalty: U }),
  guoSi: character('guoSi', 'Guo Si', '郭汜', { kingdom: 'dongZhuo', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  zhangJi: character('zhangJi', 'Zhang Ji', '張濟', { kingdom: 'dongZhuo', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  fanChou: character('fanChou', 'Fan Chou', '樊稠', { kingdom: 'dongZhuo', stars: 1, ratings: [2, 0, 0], loyalty: 3 }),
  zhangLu: character('zhangLu', 'Zhang Lu', '張魯', { kingdom: 'zhangLu', warlord: W, stars: 1, ratings: [0, 0, 0], loyalty: U }),
  zhangWei: character('zhangWei', 'Zhang Wei', '張衛', { kingdom: 'zhangLu', stars: 1, ratings: [1, 0, 0], loyalty: U }),
  yanPu: character('yanPu', 'Yan Pu', '閻圃', { kingdom: 'zhangLu', stars: 1, strategist: W, ratings: [0, 0, 0], loyalty: 3 }),
  luBu: character('luBu', 'Lü Bu', '呂布', { kingdom: 'luBu', warlord: W, stars: 2, ratings: [6, 0, 0], loyalty: U }),
  zhangLiao: character('zhangLiao', 'Zhang Liao', '張遼', { kingdom: 'luBu', stars: 2, ratings: [3, 0, 0], loyalty: 3 }),
  chenGong: character('chenGong', 'Chen Gong', '陳宮', { kingdom: 'luBu', stars: 1, strategist: W, ratings: [0, 0, 0], loyalty: 5 }),
  simaYi: character('simaYi', 'Sima Yi', '司馬懿', { kingdom: null, stars: 3, strategist: W, ratings: [0, 4, 2], loyalty: 3 }),
  pangTong: character('pangTong', 'Pang Tong', '龐統', { kingdom: null, stars: 3, strategist: W, ratings: [0, 2, 1], loyalty: 4 }),
  luXun: character('luXun', 'Lu Xun', '陸遜', { kingdom: null, stars: 3, strategist: W, ratings: [0, 2, 1], loyalty: 4 }),
  xuShu: character('xuShu', 'Xu Shu', '徐庶', { kingdom: null, stars: 1, strategist: W, diamonds: 1, ratings: [0, 1, 0], loyalty: 3 }),
  xunYu: character('xunYu', 'Xun Yu', '荀彧', { kingdom: null, stars: 1, strategist: W, ratings: [0, 1, 2], loyalty: 3 }),
  guoJia: character('guoJia', 'Guo Jia', '郭嘉', { kingdom: null, stars: 1, strategist: W, diamonds: 1, ratings: [0, 1, 1], loyalty: 4 }),
  luSu: character('luSu', 'Lu Su', '魯肅', { kingdom: null, stars: 1, strategist: W, ratings: [0, 1, 2], loyalty: 4 }),
  chengYu: character('chengYu', 'Cheng Yu', '程昱', { kingdom: null, stars: 1, strategist: W, ratings: [0, 2, 1], loyalty: 4 }),
  jiaXu: character('jiaXu', 'Jia Xu', '賈詡', { kingdom: null, stars: 1, strategist: W, ratings: [0, 1, 2], loyalty: 3 }),
  faZheng: character('faZheng', 'Fa Zheng', '法正', { kingdom: null, stars: 1, strategist: W, ratings: [0, 1, 1], loyalty: 2 }),
  taishiCi: character('taishiCi', 'Taishi Ci', '太史慈', { kingdom: null, stars: 2, ratings: [3, 0, 0], loyalty: 3 }),
  luMeng: character('luMeng', 'Lü Meng', '呂蒙', { kingdom: null, stars: 3, ratings: [3, 0, 0], loyalty: 4 }),
  weiYan: character('weiYan', 'Wei Yan', '魏延', { kingdom: null, stars: 2, ratings: [3, 0, 0], loyalty: 2 }),
  ganNing: character('ganNing', 'Gan Ning', '甘寧', { kingdom: null, stars: 2, ratings: [3, 0, 0], loyalty: 3, boats: W }),
  xuHuang: character('xuHuang', 'Xu Huang', '徐晃', { kingdom: null, stars: 2, ratings: [3, 0, 0], loyalty: 4 }),
  zuoCi: {
    ...character('zuoCi', 'Zuo Ci', '左慈', { kingdom: null, stars: 0, ratings: [0, 0, 0], loyalty: U }),
    wizard: true,
  },
  zhouDui: character(
    'zhouDui',
    'Zhou Dui',
    '周堆',
    { kingdom: 'sunWu', stars: 2, ratings: [2, 0, 0], loyalty: 5 },
    {
      command: 'no list rates Zhou Dui (4.8.2(B)); rated as the Sun retainers Cheng Pu and Huang Gai (dt-reference gap 3)',
      valor: 'as command',
      administration: 'as command',
      diplomacy: 'as command',
      loyalty: 'as command: the old Sun retainers are 4 and 5',
    },
  ),
};

/** The faces that are the back of another counter: they enter play only by a flip (4.8.1-4.8.2). */
export const REVERSE_FACES: ReadonlySet<CharacterId> = new Set(
  CHARACTER_IDS.flatMap((id) => {
    const reverse = CHARACTERS[id].reverse;
    return reverse ? [reverse] : [];
  }),
);

/** 3.3(A): set aside at the start (Zhuge Liang comes by 11.2, Sun Ce by 4.8.2(B)). */
export const SET_ASIDE_AT_START: readonly CharacterId[] = ['zhugeLiang', 'sunCe'];
