/** The ids of the twelve kingdoms (3.1, 8): apart from their records, which name characters that name kingdoms. */
export const PLAYER_KINGDOM_IDS = [
  'caoCao',
  'liuBei',
  'sunWu',
  'yuanShao',
  'gongsunZan',
  'yuanShu',
  'liuZhang',
  'liuBiao',
  'maTeng',
] as const;
export const TRAITOROUS_KINGDOM_IDS = ['dongZhuo', 'zhangLu', 'luBu'] as const;
export const KINGDOM_IDS = [...PLAYER_KINGDOM_IDS, ...TRAITOROUS_KINGDOM_IDS] as const;

export type PlayerKingdomId = (typeof PLAYER_KINGDOM_IDS)[number];
export type TraitorousKingdomId = (typeof TRAITOROUS_KINGDOM_IDS)[number];
export type KingdomId = PlayerKingdomId | TraitorousKingdomId;
