/**
 * The 42 state enhancement cards (one copy each): 21 Separation, then 21 Unification,
 * in the compendium's order. Names, decks, texts and rulings are transcribed from the
 * official compendium; costs, prerequisites and VPs come from tkr-reference section 4
 * (only Spear Armoury and Office of Minister of Finance are stated by the rulebook).
 *
 * Provenance per field: `C` = compendium, `B` = rulebook, `R` = reconstructed.
 * Prerequisite `rank` min 1 = Grand General.
 */
import type { Deck, EnhancementCard } from './cardTypes';

const R = <const T,>(value: T) => ({ value, source: 'reconstructed' as const });
const B = <const T,>(value: T) => ({ value, source: 'rulebook' as const });
const C = <const T,>(value: T) => ({ value, source: 'compendium' as const });

const ENHANCEMENTS_DATA = {
  // SEPARATION DECK
  rattanArmour: {
    name: C('Rattan Armour'), deck: C('separation'),
    cost: R({ spear: 1, gold: 1 }), prerequisite: R(null), vp: R(1),
    text: C('You may train 1 untrained army immediately. At the end of the game, you earn 1 VP for every 2 infantry units you have stationed (maximum 2 VPs).'),
    rulings: C([
      'Infantry units earning VPs with Rattan Armour also earn VPs with Iron Armour and Siege Ladder.',
    ]),
  },
  ironArmour: {
    name: C('Iron Armour'), deck: C('separation'),
    cost: R({ spear: 2, gold: 1 }), prerequisite: R({ kind: 'stationedUnitsOfType', armyType: 'infantry', min: 1 }), vp: R(1),
    text: C('You may train 1 untrained army immediately. At the end of the game, you earn 2 VPs if you have stationed the most number of infantry units, or 1 VP if you tie for the most number.'),
    rulings: C([
      'Infantry units earning VPs with Iron Armour also earn VPs with Rattan Armour and Siege Ladder.',
    ]),
  },
  horseArmour: {
    name: C('Horse Armour'), deck: C('separation'),
    cost: R({ horse: 1, gold: 1 }), prerequisite: R(null), vp: R(1),
    text: C('You may train 1 untrained army immediately. At the end of the game, you earn 1 VP for every 2 cavalry units you have stationed (maximum 2 VPs).'),
    rulings: C([
      'Cavalry units earning VPs with Horse Armour also earn VPs with Siege Ladder.',
    ]),
  },
  repeatingCrossbow: {
    name: C('Repeating Crossbow'), deck: C('separation'),
    cost: R({ crossbow: 1, gold: 1 }), prerequisite: R(null), vp: R(1),
    text: C('You may train 1 untrained army immediately. At the end of the game, you earn 1 VP for every 2 archery units you have stationed (maximum 2 VPs).'),
    rulings: C([
      'Archery units earning VPs with Repeating Crossbow also earn VPs with Siege Ladder.',
    ]),
  },
  towerShip: {
    name: C('Tower Ship'), deck: C('separation'),
    cost: R({ vessel: 1, gold: 1 }), prerequisite: R(null), vp: R(1),
    text: C('You may train 1 untrained army immediately. At the end of the game, you earn 1 VP for every 2 naval units you have stationed (maximum 2 VPs).'),
    rulings: C([
      'Naval units earning VPs with Tower Ship also earn VPs with Siege Ladder.',
    ]),
  },
  mobileSiegeTower: {
    name: C('Mobile Siege Tower'), deck: C('separation'),
    cost: R({ army: 1, gold: 2 }), prerequisite: R({ kind: 'occupiedLocations', min: 1 }), vp: R(1),
    text: C('You may remove either 1 military VP from both opponents or 2 military VPs from one opponent immediately after you construct this state enhancement.'),
    rulings: C([
      'You may activate Mobile Siege Tower only once.',
      'You must activate Mobile Siege Tower immediately after constructing it.',
    ]),
  },
  catapult: {
    name: C('Catapult'), deck: C('separation'),
    cost: R({ crossbow: 1, gold: 2 }), prerequisite: R({ kind: 'occupiedLocations', min: 1 }), vp: R(1),
    text: C('One of your border ties counts as a win. The tied border still counts as a tie for your opponent.'),
    rulings: C([
      'If both of your borders are ties, only one of them counts as a win at the end of the game.',
    ]),
  },
  watchtower: {
    name: C('Watchtower'), deck: C('separation'),
    cost: R({ gold: 2, rice: 1 }), prerequisite: R({ kind: 'occupiedLocations', min: 1 }), vp: R(1),
    text: C('You earn 1 VP if you occupy at least 2 border locations of a border. This applies to both borders.'),
    rulings: C([
      'For border locations earning VPs with Watchtower, the army units on these border locations also earn VPs with Rattan Armour, Iron Armour, Horse Armour, Repeating Crossbow, Tower Ship and Siege Ladder, if applicable, at the end of the game.',
    ]),
  },
  siegeLadder: {
    name: C('Siege Ladder'), deck: C('separation'),
    cost: R({ spear: 1, army: 1 }), prerequisite: R({ kind: 'stationedArmyTypes', min: 2 }), vp: R(1),
    text: C('At the end of the game, you earn 1/2 VPs if you have stationed 3/4 army types.'),
    rulings: C([
      'You earn 1 VP if you stationed 3 different army types.',
      'You earn 2 VPs if you stationed 4 different army types.',
      'Army units earning VPs with Siege Ladder also earn VPs with Rattan Armour, Iron Armour, Horse Armour, Repeating Crossbow and Tower Ship, if applicable, at the end of the game.',
    ]),
  },
  batteringRam: {
    name: C('Battering Ram'), deck: C('separation'),
    cost: R({ army: 1, gold: 2 }), prerequisite: R(null), vp: R(1),
    text: C("When you assign generals to a battle action space, each general's contribution to the bid total is increased by 1."),
    rulings: C([
      'When activating Battering Ram, place a +1 bid token together with each general token assigned to a battle action space to denote the increase in bid.',
    ]),
  },
  armisticeWithBorderTribe: {
    name: C('Armistice with Border Tribe'), deck: C('separation'),
    cost: R({ rice: 2 }), prerequisite: R({ kind: 'tribalLevel', min: 8 }), vp: R(1),
    text: C('You prevail in the case of a tie (1st or 2nd) during scoring of the civil harmony category.'),
    rulings: C([
      'If you are joint 1st during scoring of the civil harmony category, you will be individual 1st instead. The opponent(s) who was joint 1st with you will be individual 2nd or joint 2nd, as the case may be, instead.',
      'If you are joint 2nd during scoring of the civil harmony category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead.',
    ]),
  },
  cityWalls: {
    name: C('City Walls'), deck: C('separation'),
    cost: R({ gold: 1, rice: 2 }), prerequisite: R(null), vp: R(2),
    text: C('You earn 1 VP if you are individual 3rd during scoring of the civil harmony category.'),
    rulings: C([
      'City Walls is activated only if you are individual 3rd.',
      'If you are joint 2nd with a player who constructed Armistice with Border Tribe, then you may activate City Walls.',
    ]),
  },
  imperialJadeSeal: {
    name: C('Imperial Jade Seal'), deck: C('separation'),
    cost: R({ gold: 2 }), prerequisite: R({ kind: 'rank', min: 1 }), vp: R(1),
    text: C('After you take the "demand tribute action", you may place 1 of the gold received on this card. At the end of the game, you earn 1 VP for every 2 gold on this card (maximum 2 VPs).'),
    rulings: C([
      'If Yue Jin wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Yue Jin\'s skill on Imperial Jade Seal.',
      'If Li Dian wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Li Dian\'s skill on Imperial Jade Seal.',
      'If Ding Feng takes the "demand tribute" action and activates his skill, then Wu may place the gold received from the activation of Ding Feng\'s skill on Imperial Jade Seal.',
      'If you have also constructed Imperial Palace and take the "demand tribute" action, then you may place the gold received from the activation of Imperial Palace on Imperial Jade Seal.',
      'Barrack and Training Ground may not be activated with Imperial Jade Seal, because no gold is received when activating Barrack and Training Ground.',
    ]),
  },
  nineRankSystem: {
    name: C('Nine-Rank System (Jiu Pin Zhong Zheng Zhi)'), deck: C('separation'),
    cost: R({ popularSupport: 1, gold: 2 }), prerequisite: R(null), vp: R(1),
    text: C('If you did not take the "control Han emperor action" this round, gain 1 rank immediately after constructing this state enhancement.'),
    rulings: C([
      'You may activate Nine-Rank System (Jiu Pin Zhong Zheng Zhi) only once.',
      'You must activate Nine-Rank System (Jiu Pin Zhong Zheng Zhi) immediately after constructing it.',
    ]),
  },
  puppetTheatre: {
    name: C('Puppet Theatre'), deck: C('separation'),
    cost: R({ gold: 2 }), prerequisite: R({ kind: 'rank', min: 1 }), vp: R(1),
    text: C('You prevail in the case of a tie (1st or 2nd) during scoring of the rank category.'),
    rulings: C([
      'If you are joint 1st during scoring of the rank category, you will be individual 1st instead. The opponent(s) who was joint 1st with you will be individual 2nd or joint 2nd, as the case may be, instead.',
      'If you are joint 2nd during scoring of the rank category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead.',
    ]),
  },
  bronzeSparrow: {
    name: C('Bronze Sparrow'), deck: C('separation'),
    cost: R({ gold: 3 }), prerequisite: R(null), vp: R(2),
    text: C('You earn 1 VP if you are individual 3rd during scoring of the rank category.'),
    rulings: C([
      'Bronze Sparrow is activated only if you are individual 3rd.',
      'If you are joint 2nd with a player who constructed Puppet Theatre, then you may activate Bronze Sparrow.',
    ]),
  },
  chineseAbacus: {
    name: C('Chinese Abacus'), deck: C('separation'),
    cost: R({ gold: 2 }), prerequisite: R({ kind: 'marketplaceLevel', min: 3 }), vp: R(1),
    text: C("At the end of the game, you earn 2 VPs if only your marketplace development level is 5, or 1 VP if another state's marketplace development level is also 5."),
    rulings: C([
      'You also earn the VPs from Capital City or Tax Modification (Hu Tiao) System, if applicable.',
    ]),
  },
  irrigation: {
    name: C('Irrigation'), deck: C('separation'),
    cost: R({ rice: 2 }), prerequisite: R({ kind: 'farmLevel', min: 3 }), vp: R(1),
    text: C("At the end of the game, you earn 2 VPs if only your farm development level is 5, or 1 VP if another state's farm development level is also 5."),
    rulings: C([
      'You also earn the VPs from Capital City or Tax Modification (Hu Tiao) System, if applicable.',
    ]),
  },
  capitalCity: {
    name: C('Capital City'), deck: C('separation'),
    cost: R({ gold: 3, rice: 2 }), prerequisite: R({ kind: 'farmAndMarketplaceLevels', min: 4 }), vp: R(2),
    text: C('You prevail in the case of a tie (1st or 2nd) during scoring of the domestic development category.'),
    rulings: C([
      'If you are joint 1st during scoring of the domestic development category, you will be individual 1st instead. The opponent(s) who was joint 1st with you will be individual 2nd or joint 2nd, as the case may be, instead.',
      'If you are joint 2nd during scoring of the domestic development category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead.',
      'You also earn the VPs from Chinese Abacus and Irrigation, if applicable.',
    ]),
  },
  taxModificationSystem: {
    name: C('Tax Modification (Hu Tiao) System'), deck: C('separation'),
    cost: R({ gold: 2 }), prerequisite: R(null), vp: R(2),
    text: C('You earn 1 VP if you are individual 3rd during scoring of the domestic development category.'),
    rulings: C([
      'Tax Modification (Hu Tiao) System is activated only if you are individual 3rd.',
      'If you are joint 2nd with a player who constructed Capital City, then you may activate Tax Modification (Hu Tiao) System.',
      'You also earn the VPs from Chinese Abacus and Irrigation, if applicable.',
    ]),
  },
  pulpPapermaking: {
    name: C('Pulp Papermaking'), deck: C('separation'),
    cost: R({ gold: 2, rice: 1 }), prerequisite: R({ kind: 'constructedEnhancements', min: 2 }), vp: R(1),
    text: C('At the end of the game, you earn 2 VPs if you have constructed the most number of state enhancements, or 1 VP if you tie for the most number.'),
    rulings: C([]),
  },
  // UNIFICATION DECK
  spearArmoury: {
    name: C('Spear Armoury'), deck: C('unification'),
    cost: B({ spear: 1, gold: 2 }), prerequisite: B(null), vp: B(2),
    text: C('After you take the "produce spears/horses action" to produce 2 spears, you receive 1 additional spear.'),
    rulings: C([
      'You do not receive the additional spear if 1 or 2 horses are produced.',
      'If Xiahou Dun\'s skill is activated when taking the "produce spears/horses" action, he may not activate the Spear Armoury to receive an additional spear. Activation of the Spear Armoury requires production of 2 spears.',
    ]),
  },
  stable: {
    name: C('Stable'), deck: C('unification'),
    cost: R({ horse: 1, gold: 2 }), prerequisite: R(null), vp: R(2),
    text: C('After you take the "produce spears/horses action" to produce 2 horses, you receive 1 additional horse.'),
    rulings: C([
      'You do not receive the additional horse if 1 or 2 spears are produced.',
      'If Xiahou Dun\'s skill is activated when taking the "produce spears/horses action", he may not activate the Stable to receive an additional horse. Activation of the Stable requires production of 2 horses.',
    ]),
  },
  crossbowArmoury: {
    name: C('Crossbow Armoury'), deck: C('unification'),
    cost: R({ crossbow: 1, gold: 2 }), prerequisite: R(null), vp: R(2),
    text: C('After you take the "produce crossbows/vessels action" to produce 2 crossbows, you receive 1 additional crossbow.'),
    rulings: C([
      'You do not receive the additional crossbow if 1 or 2 vessels are produced.',
      'If Xiahou Dun\'s skill is activated when taking the "produce crossbows/vessels action", he may not activate the Crossbow Armoury to receive an additional crossbow. Activation of the Crossbow Armoury requires production of 2 crossbows.',
    ]),
  },
  harbour: {
    name: C('Harbour'), deck: C('unification'),
    cost: R({ vessel: 1, gold: 2 }), prerequisite: R(null), vp: R(2),
    text: C('After you take the "produce crossbows/vessels action" to produce 2 vessels, you receive 1 additional vessel.'),
    rulings: C([
      'You do not receive the additional vessel if 1 or 2 crossbows are produced.',
      'If Xiahou Dun\'s skill is activated when taking the "produce crossbows/vessels action", he may not activate the Harbour to receive an additional vessel. Activation of the Harbour requires production of 2 vessels.',
    ]),
  },
  hereditaryArmySystem: {
    name: C('Hereditary Army System'), deck: C('unification'),
    cost: R({ army: 1, rice: 2 }), prerequisite: R(null), vp: R(2),
    text: C('After you take the "produce spears/horses action" or "produce crossbows/vessels action", you receive 1 untrained army.'),
    rulings: C([
      'Xiahou Dun\'s skill may not be activated to train the untrained army received from activation of the Hereditary Army System. The untrained army is received only after Xiahou Dun takes the "produce spears/horses" or "produce crossbows/vessels" action.',
    ]),
  },
  barrack: {
    name: C('Barrack'), deck: C('unification'),
    cost: R({ gold: 2, rice: 1 }), prerequisite: R(null), vp: R(1),
    text: C('After you take the "demand tribute action" to receive 1 untrained army, you receive 1 additional untrained army.'),
    rulings: C([
      'You do not receive the additional untrained army if you choose to receive gold and/or rice.',
      'If you have also constructed Training Ground and choose to receive 1 untrained army when you take the "demand tribute action", then you receive 1 untrained army and 1 trained army instead.',
      'Barrack may not be activated with Imperial Jade Seal, because no gold is received when activating Barrack.',
    ]),
  },
  trainingGround: {
    name: C('Training Ground'), deck: C('unification'),
    cost: R({ army: 1, gold: 2 }), prerequisite: R(null), vp: R(1),
    text: C('When you take the "demand tribute action" to receive 1 untrained army, you receive 1 trained army instead.'),
    rulings: C([
      'You do not receive the trained army if you choose to receive gold and/or rice.',
      'Training Ground may not be activated to train the additional untrained army received from the activation of Wei Yan\'s skill. Training Ground may be activated only when Shu chooses to receive 1 untrained army when taking the "demand tribute" action.',
      'If you have also constructed Barrack and choose to receive 1 untrained army when you take the "demand tribute action", then you receive 1 untrained army and 1 trained army instead.',
      'Training Ground may not be activated with Imperial Jade Seal, because no gold is received when activating Training Ground.',
    ]),
  },
  garrison: {
    name: C('Garrison'), deck: C('unification'),
    cost: R({ army: 1, rice: 1 }), prerequisite: R(null), vp: R(1),
    text: C('After you take the "win popular support action", you may train 1 untrained army.'),
    rulings: C([]),
  },
  roadways: {
    name: C('Roadways'), deck: C('unification'),
    cost: R({ gold: 3 }), prerequisite: R(null), vp: R(1),
    text: C('Collect 1 marketplace token from the general supply and place it on your treasury.'),
    rulings: C([
      'Roadways is activated only once, by placing a marketplace token with the developed marketplace side face up on your treasury.',
      "Your stationed armies' upkeep is reduced by 1 gold, starting from the next Update and Maintenance.",
      "The placement of marketplace token on your treasury does not affect your state's domestic development level.",
    ]),
  },
  woodenOx: {
    name: C('Wooden Ox'), deck: C('unification'),
    cost: R({ rice: 3 }), prerequisite: R(null), vp: R(1),
    text: C('Collect 1 farm token from the general supply and place it on your granary.'),
    rulings: C([
      'Wooden Ox is activated only once, by placing a farm token with the developed farm side face up on your granary.',
      "Your stationed armies' upkeep is reduced by 1 rice, starting from the next Update and Maintenance.",
      "The placement of farm token on your granary does not affect your state's domestic development level.",
    ]),
  },
  nineBestowments: {
    name: C('Nine Bestowments'), deck: C('unification'),
    cost: R({ gold: 2, rice: 2 }), prerequisite: R(null), vp: R(1),
    text: C('Collect 1 marketplace/farm token from the general supply and place it on your treasury/granary.'),
    rulings: C([
      'Nine Bestowments is activated only once, by placing a marketplace or farm token with the developed marketplace or developed farm side face up on your treasury or granary.',
      "Your stationed armies' upkeep is reduced by 1 gold or 1 rice, depending on your choice of marketplace or farm token when constructing Nine Bestowments, starting from the next Update and Maintenance.",
      "The placement of marketplace or farm token on your treasury or granary does not affect your state's domestic development level.",
    ]),
  },
  militaryHabitationSystem: {
    name: C('Military Habitation (Tuntian) System'), deck: C('unification'),
    cost: R({ army: 1, rice: 2 }), prerequisite: R(null), vp: R(1),
    text: C('You receive gold and rice equal to the corresponding number of tokens on your treasury and granary immediately after you construct this state enhancement.'),
    rulings: C([
      'You receive 1 gold for every marketplace token and every border location token on your treasury.',
      'You receive 1 rice for every farm token and every border location token on your granary.',
    ]),
  },
  imperialPalace: {
    name: C('Imperial Palace'), deck: C('unification'),
    cost: R({ gold: 3, rice: 2 }), prerequisite: R(null), vp: R(2),
    text: C('After you take the "demand tribute action", you receive 1 additional gold and 1 additional rice.'),
    rulings: C([
      'If you have also constructed Imperial Jade Seal and take the "demand tribute" action, then you may place the gold received from the activation of Imperial Palace on Imperial Jade Seal.',
    ]),
  },
  bronzeCoinage: {
    name: C('Bronze Coinage'), deck: C('unification'),
    cost: R({ gold: 2 }), prerequisite: R(null), vp: R(1),
    text: C('When you take the "trade rice and/or weapons action" or "hire instructor and/or import technology action", you receive 1 gold before taking either action.'),
    rulings: C([
      'You may not activate Bronze Coinage if you do not take the "trade rice and/or weapons" action or "hire instructor and/or import technology" action after that.',
      'The gold received may be used as part of the "trade rice and/or weapons" action.',
    ]),
  },
  heavyMoldboardPlough: {
    name: C('Heavy Moldboard Plough'), deck: C('unification'),
    cost: R({ rice: 2 }), prerequisite: R(null), vp: R(1),
    text: C('When you take the "trade rice and/or weapons action" or "hire instructor and/or import technology action", you receive 1 rice before taking either action.'),
    rulings: C([
      'You may not activate Heavy Moldboard Plough if you do not take the "trade rice and/or weapons" action or "hire instructor and/or import technology" action after that.',
      'The rice received may be used as part of the "trade rice and/or weapons" action.',
      'The rice received may be used to pay for the "hire instructor" action.',
    ]),
  },
  fineryForge: {
    name: C('Finery Forge and Ferghana (Dawan) Horse'), deck: C('unification'),
    cost: R({ spear: 1, horse: 1, gold: 1 }), prerequisite: R(null), vp: R(1),
    text: C('When you take the "trade rice and/or weapons action", you receive 1 weapon of your choice before taking the action.'),
    rulings: C([
      'You may not activate Finery Forge and Ferghana (Dawan) Horse if you do not take the "trade rice and/or weapons" action after that.',
      'The weapon received may be used as part of the "trade rice and/or weapons" action.',
    ]),
  },
  weaponTradingPost: {
    name: C('Weapon Trading Post'), deck: C('unification'),
    cost: R({ weapon: 1, gold: 2 }), prerequisite: R(null), vp: R(1),
    text: C('At the end of each round when you did not take the "trade rice and/or weapons action", you may trade 1, and only 1, weapon for 2 gold.'),
    rulings: C([
      'When activating Weapon Trading Post, you may buy 1 weapon of your choice for 2 gold or sell 1 weapon from your supply for 2 gold.',
      'If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the "trade rice and/or weapons" action space with other generals in the same round, then Wu may still activate Weapon Trading Post during Receive/Activate Benefits of that round.',
    ]),
  },
  barterMarket: {
    name: C('Barter Market'), deck: C('unification'),
    cost: R({ weapon: 1, rice: 2 }), prerequisite: R(null), vp: R(1),
    text: C('At the end of each round when you did not take the "trade rice and/or weapons action", you may trade 1, and only 1, weapon for 2 rice.'),
    rulings: C([
      'When activating Barter Market, you may buy 1 weapon of your choice for 2 rice, or sell 1 weapon from your supply for 2 rice.',
      'If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the "trade rice and/or weapons" action space with other generals in the same round, then Wu may still activate Barter Market during Receive/Activate Benefits of that round.',
    ]),
  },
  officeOfMinisterOfFinance: {
    name: C('Office of Minister of Finance (Dasi Nong)'), deck: C('unification'),
    cost: B({ popularSupport: 1 }), prerequisite: B(null), vp: B(1),
    text: C('"Collect tax" immediately after you construct this state enhancement.'),
    rulings: C([
      'You may activate Office of Minister of Finance (Dasi Nong) only once.',
      'You must activate Office of Minister of Finance (Dasi Nong) immediately after constructing it.',
      "You may construct Office of Minister of Finance (Dasi Nong) even if you do not have any flipped marketplace tokens, i.e. developed marketplace side face up, on your state's marketplace development space.",
      'Zhang Zhao\'s skill may not be activated when playing Office of Minister of Finance (Dasi Nong). Zhang Zhao\'s skill may be activated only when he takes the "collect tax" action via the "develop marketplace or collect tax" action space.',
    ]),
  },
  squarePalletChainPumps: {
    name: C('Square-Pallet Chain Pumps'), deck: C('unification'),
    cost: R({ popularSupport: 1 }), prerequisite: R(null), vp: R(1),
    text: C('"Harvest" immediately after you construct this state enhancement.'),
    rulings: C([
      'You may activate Square-Pallet Chain Pumps only once.',
      'You must activate Square-Pallet Chain Pumps immediately after constructing it.',
      "You may construct Square-Pallet Chain Pumps even if you do not have any flipped farm tokens, i.e. developed farm side face up, on your state's farm development space.",
      'Zhang Hong\'s skill may not be activated when playing Square-Pallet Chain Pumps. Zhang Hong\'s skill may be activated only when he takes the "harvest" action via the "develop farm or harvest" action space.',
    ]),
  },
  imperialAcademy: {
    name: C('Imperial Academy (Taixue)'), deck: C('unification'),
    cost: R({ popularSupport: 1, gold: 2 }), prerequisite: R(null), vp: R(2),
    text: C('You may draw 1 additional general card or pay 2 rice to receive 1 popular support token during each recruitment of generals.'),
    rulings: C([
      'You may activate Imperial Academy (Taixue) after looking at the drawn general cards during recruitment.',
      "Xun Yu's skill may be activated with Imperial Academy (Taixue). The sequence of activation is determined by Wei.",
      "Wei must be able to pay 2 rice from its supply to activate Imperial Academy (Taixue) and receive 1 popular support token before collecting 2 rice from the general supply due to the activation of Xun You's skill. The payment of 2 rice occurs before the receipt of 2 rice.",
    ]),
  },
} as const satisfies Record<string, EnhancementCard>;

export type EnhancementId = keyof typeof ENHANCEMENTS_DATA;
/** Every card, typed as the general card shape (the literal data above keeps the IDs exact). */
export const ENHANCEMENTS: Record<EnhancementId, EnhancementCard> = ENHANCEMENTS_DATA;
export const ENHANCEMENT_IDS = Object.keys(ENHANCEMENTS) as EnhancementId[];

const DECK_LISTS = new Map<Deck, readonly EnhancementId[]>();
/** The deck's 21 cards, in compendium order: one list per deck, read only (MCTS's samples ask for both every iteration). */
export function deckOf(d: Deck): readonly EnhancementId[] {
  let list = DECK_LISTS.get(d);
  if (list === undefined) DECK_LISTS.set(d, (list = Object.freeze(ENHANCEMENT_IDS.filter((id) => ENHANCEMENTS[id].deck.value === d))));
  return list;
}
