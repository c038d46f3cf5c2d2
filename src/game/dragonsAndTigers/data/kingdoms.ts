/**
 * The twelve kingdoms: the nine a player may choose (3.1) and the three Traitorous kingdoms (8), with
 * their home areas and the setups of 3.3. Every field is the rulebook's ("Kingdoms and their Starting
 * Territory", KINGDOM DETAILS, 3.3) unless marked reconstructed.
 */
import type { AreaId } from './areas';
import type { CharacterId } from './characters';
import type { Reconstructed } from './provenance';

import { PLAYER_KINGDOM_IDS, TRAITOROUS_KINGDOM_IDS, KINGDOM_IDS, type KingdomId, type PlayerKingdomId, type TraitorousKingdomId } from './kingdomIds';

export { PLAYER_KINGDOM_IDS, TRAITOROUS_KINGDOM_IDS, KINGDOM_IDS, type KingdomId, type PlayerKingdomId, type TraitorousKingdomId };

/** One stack of a kingdom's setup: its characters and armies placed in one area. */
interface SetupStack {
  area: AreaId;
  characters: readonly CharacterId[];
  armies: number;
}

export interface Kingdom {
  id: KingdomId;
  name: string;
  hanzi: string;
  traitorous: boolean;
  /** Its warlord at the start of the game (3.3; Li Jue, Liu Zhang, Sun Ce and Sun Quan come by 4.8.1-4.8.2). */
  warlord: CharacterId;
  /** The home area of "Kingdoms and their Starting Territory". */
  home: AreaId;
  /** KINGDOM DETAILS' "Levy" column (it equals the home area's manpower); Traitorous kingdoms have none. */
  levy?: number;
  /** KINGDOM DETAILS' "Characteristics" column. */
  characteristics?: string;
  /** 3.3: where its pieces start (Lü Bu's at the end of Round 1, 4.8.1(B)). */
  setup: readonly SetupStack[];
  reconstructed?: Reconstructed<Kingdom>;
}

/** 3.3(A): the warlord, their retainers and 10 armies in the home area. */
const HOME_ARMIES = 10;

function playerKingdom(
  id: PlayerKingdomId,
  name: string,
  hanzi: string,
  home: AreaId,
  levy: number,
  characteristics: string,
  characters: readonly CharacterId[],
): Kingdom {
  return {
    id,
    name,
    hanzi,
    traitorous: false,
    warlord: characters[0],
    home,
    levy,
    characteristics,
    setup: [{ area: home, characters, armies: HOME_ARMIES }],
  };
}

export const KINGDOMS: Readonly<Record<KingdomId, Kingdom>> = {
  caoCao: playerKingdom('caoCao', 'Cao Cao', '曹操', 'yanzhou', 3, 'Powerful warlord with diplomacy', [
    'caoCao',
    'xiahouDun',
    'xiahouYuan',
    'caoRen',
  ]),
  liuBei: playerKingdom('liuBei', 'Liu Bei', '劉備', 'pingyuan', 2, 'Good diplomacy, valorous retainers, amazing advisor later', [
    'liuBei',
    'guanYu',
    'zhangFei',
  ]),
  sunWu: playerKingdom('sunWu', 'Sun Wu', '孫吳', 'changsha', 2, 'Some diplomacy, strong successors, easy expansion', [
    'sunJian',
    'zhouYu',
    'chengPu',
    'huangGai',
  ]),
  yuanShao: playerKingdom('yuanShao', 'Yuan Shao', '袁紹', 'bohai', 3, 'Good diplomacy, safe position', [
    'yuanShao',
    'wenChou',
    'yanLiang',
    'zhangHe',
  ]),
  gongsunZan: playerKingdom('gongsunZan', 'Gongsun Zan', '公孫讚', 'youzhou', 2, 'Some diplomacy', [
    'gongsunZan',
    'zhaoYun',
    'yanGang',
    'gongsunYue',
  ]),
  yuanShu: playerKingdom('yuanShu', 'Yuan Shu', '袁術', 'nanyang', 3, 'A little diplomacy, weaker generals', [
    'yuanShu',
    'jiLing',
    'zhangXun',
    'leiBo',
  ]),
  liuZhang: playerKingdom('liuZhang', 'Liu Zhang', '劉璋', 'chengdu', 4, 'A little diplomacy, remote position, weak warlord', [
    'liuYan',
    'zhangRen',
    'yanYan',
    'wuYi',
  ]),
  liuBiao: playerKingdom('liuBiao', 'Liu Biao', '劉表', 'xiangyang', 4, 'A little diplomacy', ['liuBiao', 'caiMao', 'huangZu', 'huangZhong']),
  maTeng: playerKingdom('maTeng', 'Ma Teng', '馬騰', 'liangzhou', 2, 'Some diplomacy, remote position', ['maTeng', 'maChao', 'hanSui', 'houXuan']),
  dongZhuo: {
    id: 'dongZhuo',
    name: 'Dong Zhuo',
    hanzi: '董卓',
    traitorous: true,
    warlord: 'dongZhuo',
    home: 'luoyang',
    // 3.3(B)1: three areas with 5 armies each.
    setup: [
      { area: 'luoyang', characters: ['dongZhuo', 'luBuOfDongZhuo'], armies: 5 },
      { area: 'changan', characters: ['liRu'], armies: 5 },
      { area: 'anding', characters: ['huaXiong'], armies: 5 },
    ],
  },
  zhangLu: {
    id: 'zhangLu',
    name: 'Zhang Lu',
    hanzi: '張魯',
    traitorous: true,
    warlord: 'zhangLu',
    home: 'hanzhong',
    setup: [{ area: 'hanzhong', characters: ['zhangLu', 'zhangWei', 'yanPu'], armies: HOME_ARMIES }],
  },
  luBu: {
    id: 'luBu',
    name: 'Lü Bu',
    hanzi: '呂布',
    traitorous: true,
    warlord: 'luBu',
    home: 'xuzhou',
    // 4.8.1(B): placed at the end of Round 1.
    setup: [{ area: 'xuzhou', characters: ['luBu', 'zhangLiao', 'chenGong'], armies: HOME_ARMIES }],
  },
};

export const isTraitorous = (kingdom: KingdomId): kingdom is TraitorousKingdomId => KINGDOMS[kingdom].traitorous;
