/**
 * The 69 general cards (23 per state), transcribed from the official compendium
 * (names, skills, rulings) and tkr-reference section 3 (attributes).
 *
 * Provenance per field: `C` = compendium, `B` = rulebook, `R` = reconstructed
 * (see tkr-reference section 3). An owner of the physical game corrects a value here.
 */
import type { StateId } from '../types';
import type { GeneralCard } from './cardTypes';

const R = <const T,>(value: T) => ({ value, source: 'reconstructed' as const });
const B = <const T,>(value: T) => ({ value, source: 'rulebook' as const });
const C = <const T,>(value: T) => ({ value, source: 'compendium' as const });

const GENERALS_DATA = {
  // WEI
  caoCao: {
    name: C('Cao Cao'), state: C('wei'), lord: B(true),
    administration: B(5), combat: R(3), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Authority'),
    skillText: C('Cao Cao prevails in cases of ties of totals during bidding.'),
    rulings: C([
      "For an action space, if Wei reaches a bid total after another state does so and Cao Cao is part of Wei's bid, then Wei wins that bid instead.",
    ]),
  },
  caoRen: {
    name: C('Cao Ren'), state: C('wei'), lord: B(false),
    administration: R(2), combat: R(4), leadership: B(2), specialisations: R(['infantry']),
    skillName: C('Endurance'),
    skillText: C('Immediately after Cao Ren is stationed at the 1st/2nd/3rd border location of a border, he receives 5/3/1 gold or rice.'),
    rulings: C([
      'Cao Ren receives 5 gold or 5 rice, but not a mixture of gold or rice, if he is the 1st general stationed at a particular border.',
      'Cao Ren receives 3 gold or 3 rice, but not a mixture of gold or rice, if he is the 2nd general stationed at a particular border.',
      'Cao Ren receives 1 gold or 1 rice if he is the 3rd general stationed at a particular border.',
    ]),
  },
  caoHong: {
    name: C('Cao Hong'), state: C('wei'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['cavalry']),
    skillName: C('Prerogative'),
    skillText: C('After Cao Hong takes the "control Han emperor action", he may "collect tax" or "harvest".'),
    rulings: C([
      'Cao Hong\'s skill may be activated even if he is not the general left on the "control Han emperor" action space.',
    ]),
  },
  xiahouDun: {
    name: C('Xiahou Dun'), state: C('wei'), lord: B(false),
    administration: R(2), combat: B(5), leadership: B(2), specialisations: R(['cavalry']),
    skillName: C('Endeavour'),
    skillText: C('When Xiahou Dun takes the "produce spears/horses action" or "produce crossbows/vessels action", he may receive 1 corresponding weapon and train 1 untrained army instead.'),
    rulings: C([
      'When Xiahou Dun takes the "produce spears/horses action", he may receive 1 spear or 1 horse and train 1 untrained army instead.',
      'When Xiahou Dun takes the "produce crossbows/vessels action", he may receive 1 crossbow or 1 vessel and train 1 untrained army instead.',
      'Xiahou Dun\'s skill may not be activated to train the untrained army received from activation of the Hereditary Army System. The untrained army is received only after Xiahou Dun takes the "produce spears/horses" or "produce crossbows/vessels" action.',
      'If Xiahou Dun\'s skill is activated when taking the "produce spears/horses" or "produce crossbows/vessels" actions, he may not activate the Spear Armoury, Stable, Crossbow Armoury or Harbour to receive an additional weapon. Activation of the Spear Armoury, Stable, Crossbow Armoury or Harbour requires production of 2 weapons of the corresponding type.',
    ]),
  },
  xiahouYuan: {
    name: C('Xiahou Yuan'), state: C('wei'), lord: B(false),
    administration: R(1), combat: R(5), leadership: R(2), specialisations: R(['cavalry', 'archery']),
    skillName: C('Stature'),
    skillText: C('After Xiahou Yuan takes the "improve tribal relations action", he receives 1 untrained army.'),
    rulings: C([
      'Xiahou Yuan\'s skill may be activated regardless of the number of gold or army units he is assigned with to the "improve tribal relations" action space.',
    ]),
  },
  yueJin: {
    name: C('Yue Jin'), state: C('wei'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Aggression'),
    skillText: C('When Yue Jin wins a common bidding action space alone, he receives 1 gold/rice and 1 weapon of his choice before taking the action.'),
    rulings: C([
      "Yue Jin's skill may not be activated if he does not take the won action after that",
      'Yue Jin has to win a common bidding action space, i.e. the "battle" and "improve tribal relations" action spaces are excluded, to activate his skill.',
      "Yue Jin has to win the action space alone, i.e. without another Wei general or an alliance state's general if it is the alliance action space, on the same bid, to activate his skill.",
      "Yue Jin's skill may be activated if he wins the alliance action space alone, i.e. the alliance partner did not bid and win the alliance action space together with Yue Jin.",
      'If Yue Jin wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Yue Jin\'s skill on Imperial Jade Seal.',
    ]),
  },
  liDian: {
    name: C('Li Dian'), state: C('wei'), lord: B(false),
    administration: R(3), combat: R(3), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Intimidation'),
    skillText: C('When Li Dian wins an action space with other Wei generals, he receives either 1 gold and 1 rice or 1 weapon of his choice before taking the action.'),
    rulings: C([
      "Li Dian's skill may not be activated if he does not take the won action after that.",
      'Li Dian\'s skill may be activated only after he wins an action space together with another Wei general. This includes the "battle" action spaces.',
      'If Li Dian wins and takes the "demand tribute" action and activates his skill, then Wei may place the gold received from the activation of Li Dian\'s skill on Imperial Jade Seal.',
    ]),
  },
  xunYu: {
    name: C('Xun Yu'), state: C('wei'), lord: B(false),
    administration: R(5), combat: R(1), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Foresight'),
    skillText: C('Xun Yu may pay 1 rice to draw 1 additional general card during each recruitment of generals. If he does so, he also receives 1 untrained army.'),
    rulings: C([
      'Xun Yu may activate his skill after looking at the drawn general cards during recruitment.',
      "Xun Yu's skill may be activated with Imperial Academy (Taixue). The sequence of activation is determined by Wei.",
    ]),
  },
  xunYou: {
    name: C('Xun You'), state: C('wei'), lord: B(false),
    administration: B(4), combat: R(2), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Trust'),
    skillText: C('Xun You receives 2 rice whenever Wei receives a popular support token.'),
    rulings: C([
      'Xun You receives 2 rice for all popular support tokens that Wei receives.',
      "When the tribal relation track for Wei reaches 12, Wei must be able to pay 2 rice from its supply to receive 1 popular support token before collecting 2 rice from the general supply due to the activation of Xun You's skill. The payment of 2 rice occurs before the receipt of 2 rice.",
      "Wei must be able to pay 2 rice from its supply to activate Imperial Academy (Taixue) and receive 1 popular support token before collecting 2 rice from the general supply due to the activation of Xun You's skill. The payment of 2 rice occurs before the receipt of 2 rice.",
    ]),
  },
  chengYu: {
    name: C('Cheng Yu'), state: C('wei'), lord: B(false),
    administration: R(4), combat: R(2), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Acumen'),
    skillText: C('When Cheng Yu takes the "trade rice and/or weapons action", he receives gold or rice equal to the number of army units stationed by Wei before taking the action.'),
    rulings: C([
      'Cheng Yu\'s skill may not be activated if he does not take the "trade rice and/or weapons action" after that.',
      'Cheng Yu may choose to receive either gold or rice, but not a combination of gold and rice.',
    ]),
  },
  guoJia: {
    name: C('Guo Jia'), state: C('wei'), lord: B(false),
    administration: R(5), combat: R(1), leadership: R(1), specialisations: R(['cavalry']),
    skillName: C('Credence'),
    skillText: C('When Guo Jia takes the "hire instructor action", he does so at no cost.'),
    rulings: C([]),
  },
  liuYe: {
    name: C('Liu Ye'), state: C('wei'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Leverage'),
    skillText: C('When Liu Ye takes the "construct state enhancement action", he receives 1 popular support token before taking the action.'),
    rulings: C([
      'Liu Ye\'s skill may not be activated if he does not take the "construct state enhancement" action after that.',
      'Liu Ye\'s skill may not be activated when activating Hao Zhao\'s skill to construct state enhancements. Liu Ye\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
  yuJin: {
    name: C('Yu Jin'), state: C('wei'), lord: B(false),
    administration: R(3), combat: B(4), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Forebearance'),
    skillText: C('At the end of the round when Yu Jin is recruited, place 2 Wei bid tokens on this card. During each Conflict Phase, after the alliance action space has been selected, he may return 1 of these Wei bid tokens to join the alliance.'),
    rulings: C([
      "Wei has to decide on the activation of Yu Jin's skill immediately after the alliance action space is selected.",
      "If Yu Jin's skill is activated, then all 3 states are in the alliance. All 3 states may take the alliance action as long as each state assigns 1 general to the action space.",
      'Yu Jin does not have to be assigned to the alliance action space upon activation of his skill.',
      "Activation of Yu Jin's skill does not cause Wei to place any general out of turn. Bidding order remains the same and bidding starts as per normal after activation of his skill is declared.",
    ]),
  },
  dianWei: {
    name: C('Dian Wei'), state: C('wei'), lord: B(false),
    administration: R(1), combat: R(5), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Might'),
    skillText: C('When Dian Wei takes the "train armies action", he may train up to 3 untrained armies instead.'),
    rulings: C([]),
  },
  xuChu: {
    name: C('Xu Chu'), state: C('wei'), lord: B(false),
    administration: R(1), combat: R(5), leadership: B(2), specialisations: R(['infantry']),
    skillName: C('Brawn'),
    skillText: C('After Xu Chu takes the "recruit armies action", he may reduce Wei\'s tribal relations level by 1 to train up to 2 untrained armies.'),
    rulings: C([
      'Xu Chu\'s skill may not be activated if he does not take the "recruit armies" action before that.',
      "If Wei did not take the \"improve tribal relations\" action and activates Xu Chu's skill in a round, then Wei's tribal relations level decreases by 1 during activation of Xu Chu's skill and decreases by 1 during Reduce Tribal Relations Level, i.e. Wei's tribal relations level decreases by 2 for that round.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates both Xu Chu's and Jia Xu's skills, then Wei's tribal relations level decreases by 1 for that round.",
      "If Wei did not take the \"improve tribal relations\" action in a round and activates both Xu Chu's and Pang De's skills, then Wei's tribal relations level is unchanged for that round.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates Xu Chu's, Jia Xu's and Pang De's skills, then Pang De's skill supercedes Jia Xu's skill and Wei's tribal relations level is unchanged for that round.",
    ]),
  },
  xuHuang: {
    name: C('Xu Huang'), state: C('wei'), lord: B(false),
    administration: R(2), combat: B(4), leadership: B(1), specialisations: R(['infantry']),
    skillName: C('Infantry Mastery'),
    skillText: C('Xu Huang may be stationed with infantry units to any border location. If he does so, he may flip the corresponding border location token to the 1 VP side.'),
    rulings: C([
      'Xu Huang may be stationed with infantry units to border locations requiring cavalry, archery or naval units.',
    ]),
  },
  zhangLiao: {
    name: C('Zhang Liao'), state: C('wei'), lord: B(false),
    administration: R(3), combat: R(5), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Composure'),
    skillText: C('At the end of each round, if Wei has no untrained armies in its supply, Zhang Liao receives 1 untrained army. In addition, if Wei has 0/1 weapon in its supply, he receives 1 weapon of his choice/1 weapon of the same type.'),
    rulings: C([
      'Zhang Liao receives 1 untrained army if Wei does not have any untrained armies in its supply during Receive/Activate Benefits.',
      'Zhang Liao receives 1 weapon of his choice if Wei does not have any weapons in its supply during Receive/Activate', // sic: the compendium breaks off here ("Receive/Activate Benefits.")
      'Zhang Liao receives another weapon of the same type if Wei has 1 weapon in its supply during Receive/Activate Benefits.',
    ]),
  },
  jiaXu: {
    name: C('Jia Xu'), state: C('wei'), lord: B(false),
    administration: B(5), combat: R(2), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Control'),
    skillText: C('At the end of each even round, if Wei did not take the "improve tribal relations action", Wei\'s tribal relations level is maintained instead.'),
    rulings: C([
      'Even rounds are rounds 2, 4, 6, 8, 10 and 12.',
      'If Wei did not take the "improve tribal relations" action and activates Jia Xu\'s skill in an even round, then Wei\'s tribal relations level remains unchanged during Reduce Tribal Relations Level of that round.',
      'If Wei did not take the "improve tribal relations" action in an even round where the tribal relations level is already at 12 and activates Jia Xu\'s skill, then its tribal relations level is maintained at 12 for that round. In addition, Wei may pay 2 rice to receive 1 popular support.',
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates both Jia Xu's and Xu Chu's skills, then Wei's tribal relations level decreases by 1 for that round.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates both Jia Xu's and Pang De's skills, then Pang De's skill supercedes Jia Xu's skill and Wei's tribal relations level increases by 1 level for that round.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates Jia Xu's, Xu Chu's and Pang De's skills, then Pang De's skill supercedes Jia Xu's skill and Wei's tribal relations level is unchanged for that round.",
    ]),
  },
  zhangHe: {
    name: C('Zhang He'), state: C('wei'), lord: B(false),
    administration: R(2), combat: B(4), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Cavalry Expertise'),
    skillText: C('At the end of the round when Zhang He is recruited, he receives 1 untrained army and 2 horses. After he takes the "recruit armies action" or "train armies action", he receives 1 horse.'),
    rulings: C([
      "The first part of Zhang He's skill may be activated only once during Receive/Activate Benefits of the round when he is recruited i.e. Wei receives 1 untrained army and 2 horses.",
    ]),
  },
  simaYi: {
    name: C('Sima Yi'), state: C('wei'), lord: B(false),
    administration: B(5), combat: R(3), leadership: R(2), specialisations: R(['cavalry', 'infantry']),
    skillName: C('Reverence'),
    skillText: C('When Sima Yi takes the "import technology action", he draws 1 state enhancement card from both the Separation and Unification decks instead.'),
    rulings: C([]),
  },
  yangXiu: {
    name: C('Yang Xiu'), state: C('wei'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Presumption'),
    skillText: C('When Yang Xiu takes the "develop farm or harvest action", he may "develop marketplace" instead. When he takes the "develop marketplace or collect tax action", he may "develop farm" instead.'),
    rulings: C([
      'Yang Xiu may not "collect tax" when taking the "develop farm or harvest" action.',
      'Yang Xiu may not "harvest" when taking the "develop marketplace or collect tax" action.',
    ]),
  },
  pangDe: {
    name: C('Pang De'), state: C('wei'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Loyalty'),
    skillText: C('After Pang De wins an action space together with Cao Cao, if Wei did not take the "improve tribal relations action" that round, Wei\'s tribal relations level is increased by 1 (or maintained at 12) instead.'),
    rulings: C([
      "If Wei did not take the \"improve tribal relations\" action and activates Pang De's skill in a round, then Wei's tribal relations level increases by 1 during activation of Pang De's skill and does not decrease during Reduce Tribal Relations Level, i.e. the total increase in tribal relations level for that round is 1.",
      "If Wei activates Pang De's skill in a round where the tribal relations level is already at 12, then its tribal relations level is maintained at 12 for that round. In addition, Wei may pay 2 rice to receive 1 popular support.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates both Pang De's and Jia Xu's skills, then Pang De's skill supercedes Jia Xu's skill and Wei's tribal relations level increases by 1 level for that round.",
      "If Wei did not take the \"improve tribal relations\" action in a round and activates both Pang De's and Xu Chu's skills, then Wei's tribal relations level is unchanged for that round.",
      "If Wei did not take the \"improve tribal relations\" action in an even round and activates Pang De's, Jia Xu's and Xu Chu's skills, then Pang De's skill supercedes Jia Xu's skill and Wei's tribal relations level is unchanged for that round.",
    ]),
  },
  haoZhao: {
    name: C('Hao Zhao'), state: C('wei'), lord: B(false),
    administration: R(2), combat: R(3), leadership: R(2), specialisations: R(['archery']),
    skillName: C('Anticipation'),
    skillText: C('At the end of each round after Hao Zhao has been stationed with 1 army unit, he may construct 1 state enhancement.'),
    rulings: C([
      "Hao Zhao's skill may only be activated after he is stationed with 1, and only 1, army unit.",
      "The state enhancements' pre-requisites still have to be met and costs still have to be paid.",
      'Liu Ye\'s skill may not be activated when activating Hao Zhao\'s skill to construct state enhancements. Liu Ye\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
  // WU
  sunJian: {
    name: C('Sun Jian'), state: C('wu'), lord: B(true),
    administration: R(3), combat: B(4), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Initiative'),
    skillText: C('When Sun Jian is the first general assigned by Wu, his contribution to the combat bid total is increased by 1.'),
    rulings: C([
      "When Sun Jian's skill is activated, place a +1 bid token together with Sun Jian's general token to denote the increase in combat bid.",
    ]),
  },
  chengPu: {
    name: C('Cheng Pu'), state: C('wu'), lord: B(false),
    administration: R(3), combat: R(3), leadership: R(2), specialisations: R(['naval']),
    skillName: C('Governance'),
    skillText: C('At the end of the round when Cheng Pu is recruited, he may construct 1 Separation deck and 1 Unification deck state enhancement.'),
    rulings: C([
      'Cheng Pu may construct 0 or 1 state enhancement from each deck.',
      "The state enhancements' pre-requisites still have to be met and costs still have to be paid.",
      'Lu Su\'s skill may not be activated when activating Cheng Pu\'s skill to construct state enhancements. Lu Su\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
  huangGai: {
    name: C('Huang Gai'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Deception'),
    skillText: C('At the end of each Conflict Phase, Huang Gai may move with any Han emperor or popular support tokens placed with him, from a common bidding action space to any empty common bidding action space. A tie on the action space he left counts as a loss for Wu.'),
    rulings: C([
      "Huang Gai's skill may be activated only after all generals of all players have been assigned or passed.",
      'Huang Gai may only be moved to an empty common bidding action space.',
      'Huang Gai may not be moved to any of the "battle" or "improve tribal relations" action spaces.',
    ]),
  },
  hanDang: {
    name: C('Han Dang'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Merit'),
    skillText: C("At the end of the rounds when Han Dang is recruited and is stationed, collect 1 marketplace/farm token from the general supply and place it on Wu's treasury/granary."),
    rulings: C([
      "Han Dang's skill may be activated up to 2 times, once when he is recruited and once when he is stationed.",
      "When Han Dang's skill is activated, Wu may place 1 marketplace token, developed marketplace side face up, on its treasury or 1 farm token, developed farm side face up, on its granary.",
      "The placement of marketplace or farm token on Wu's treasury or granary does not affect Wu's domestic development level.",
    ]),
  },
  sunCe: {
    name: C('Sun Ce'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(5), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Fury'),
    skillText: C('When Sun Ce takes the "recruit armies action", 1 of the armies is recruited trained.'),
    rulings: C([
      "When Sun Ce's skill is activated, 1 of the recruited armies is trained and the other recruited army is untrained.",
    ]),
  },
  luFan: {
    name: C('Lu Fan'), state: C('wu'), lord: B(false),
    administration: B(4), combat: R(2), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Rectitude'),
    skillText: C('Lu Fan may trade 1 gold for 1 rice and vice versa at any time.'),
    rulings: C([
      'Lu Fan may carry out the trade at any time after he is recruited.',
      'There is no limit on the amount of gold/rice traded.',
    ]),
  },
  zhouYu: {
    name: C('Zhou Yu'), state: C('wu'), lord: B(false),
    administration: R(4), combat: R(4), leadership: R(2), specialisations: R(['naval']),
    skillName: C('Unity'),
    skillText: C("At the end of the round when Zhou Yu is recruited, place 1 marketplace and 1 farm token from the general supply on this card. At the end of each round, he may pay 2 popular support tokens to move 1 of these tokens to Wu's treasury or granary."),
    rulings: C([
      "Zhou Yu's skill may be activated up to 2 times, once for the marketplace token and once for the farm token.",
      "Zhou Yu's skill may be activated just before the payment of popular supports tokens' upkeep.",
      'The popular support tokens are returned to the general supply.',
      "The marketplace token is placed on Wu's treasury with the developed marketplace side face up.",
      "The farm token is placed on Wu's granary with the developed farm side face up.",
      "The placement of marketplace or farm token on Wu's treasury or granary does not affect Wu's domestic development level.",
    ]),
  },
  zhangZhao: {
    name: C('Zhang Zhao'), state: C('wu'), lord: B(false),
    administration: R(5), combat: R(1), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Frugality'),
    skillText: C('Immediately before Zhang Zhao takes the "collect tax action", he receives 2 gold for each flipped marketplace token on Wu\'s marketplace development space.'),
    rulings: C([
      'Zhang Zhao\'s skill may not be activated when playing Office of Minister of Finance (Dasi Nong). Zhang Zhao\'s skill may be activated only when he takes the "collect tax" action via the "develop marketplace or collect tax" action space.',
    ]),
  },
  zhangHong: {
    name: C('Zhang Hong'), state: C('wu'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Productivity'),
    skillText: C('Immediately before Zhang Hong takes the "harvest action", he receives 2 rice for each flipped farm token on Wu\'s farm development space.'),
    rulings: C([
      'Zhang Hong\'s skill may not be activated when playing Square-Pallet Chain Pumps. Zhang Hong\'s skill may be activated only when he takes the "harvest" action via the "develop farm or harvest" action space.',
    ]),
  },
  jiangQin: {
    name: C('Jiang Qin'), state: C('wu'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(2), specialisations: R(['naval']),
    skillName: C('Naval Expertise'),
    skillText: C('At the end of the round when Jiang Qin is recruited, he receives 1 untrained army and 2 vessels. After he takes the "recruit armies action" or "train armies action", he receives 1 vessel.'),
    rulings: C([
      "The first part of Jiang Qin's skill may be activated only once during Receive/Activate Benefits of the round when he is recruited i.e. Wu receives 1 untrained army and 2 vessels.",
    ]),
  },
  zhouTai: {
    name: C('Zhou Tai'), state: C('wu'), lord: B(false),
    administration: R(1), combat: R(5), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Intrepidity'),
    skillText: C('After Zhou Tai takes the "control Han emperor action", he receives 1 untrained army.'),
    rulings: C([
      'Zhou Tai\'s skill may be activated even if he is not the general left on the "control Han emperor" action space.',
      'Zhou Tai\'s skill may not be activated when playing Nine-Rank System (Jiu Pin Zhong Zheng Zhi), because Zhou Tai needs to take the "control Han emperor" action to receive the untrained army.',
    ]),
  },
  chenWu: {
    name: C('Chen Wu'), state: C('wu'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Vehemence'),
    skillText: C('After Chen Wu takes the "produce spears/horses action", he receives 1 additional crossbow or vessel. After he takes the "produce crossbows/vessels action", he receives 1 additional spear or horse.'),
    rulings: C([]),
  },
  taishiCi: {
    name: C('Taishi Ci'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(5), leadership: R(2), specialisations: R(['archery', 'cavalry']),
    skillName: C('Integrity'),
    skillText: C('If Taishi Ci is not assigned during the Conflict Phase of the round when he is recruited, he receives 1 trained army and 1 weapon of his choice at the end of that round.'),
    rulings: C([
      "Taishi Ci's skill may be activated only once (and only if he is not assigned for bidding in the Conflict Phase) during Receive/Activate Benefits of the round when he is recruited i.e. Wu receives 1 trained army and 1 weapon.",
    ]),
  },
  sunQuan: {
    name: C('Sun Quan'), state: C('wu'), lord: B(false),
    administration: R(4), combat: R(3), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Influence'),
    skillText: C('When Sun Quan takes the "win popular support action", he receives 2 popular support tokens instead.'),
    rulings: C([]),
  },
  lingCao: {
    name: C('Ling Cao'), state: C('wu'), lord: B(false),
    administration: R(1), combat: B(4), leadership: B(1), specialisations: R(['naval', 'infantry']),
    skillName: C('Naval Mastery'),
    skillText: C('At the end of each round after Ling Cao has been stationed with a naval unit, if Wu did not take the "improve tribal relations action" that round, Wu\'s tribal relations level is increased by 1 (or maintained at 12) instead.'),
    rulings: C([
      'If Wu did not take the "improve tribal relations" action and activates Ling Cao\'s skill in a round, then Wu\'s tribal relations level increases by 1 during Receive/Activate Benefits and does not decrease during Reduce Tribal Relations Level, i.e. the total increase in tribal relations level for that round is 1.',
      "If Wu activates Ling Cao's skill in a round where the tribal relations level is already at 12, then its tribal relations level is maintained at 12 for that round. In addition, Wu may pay 2 rice to receive 1 popular support.",
    ]),
  },
  lingTong: {
    name: C('Ling Tong'), state: C('wu'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Tolerance'),
    skillText: C('After Ling Tong takes the "improve tribal relations action" with 1/2 army units, he receives 1 gold/1 weapon of his choice.'),
    rulings: C([
      'When Ling Tong takes the "improve tribal relations" action with 1 army unit, he receives 1 gold.',
      'When Ling Tong takes the "improve tribal relations" action with 2 army units, he receives 1 weapon of his choice.',
      'Ling Tong\'s skill may not be activated if he takes the "improve tribal relations" action without army units or with gold.',
    ]),
  },
  luSu: {
    name: C('Lu Su'), state: C('wu'), lord: B(false),
    administration: R(4), combat: R(2), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Wit'),
    skillText: C('When Lu Su takes the "construct state enhancement action", the construction cost is reduced by 1 gold or 1 rice.'),
    rulings: C([
      "Lu Su's skill may not be activated if he constructs a state enhancement that does not include gold or rice in its construction cost.",
      'Lu Su\'s skill may not be activated when activating Cheng Pu\'s skill to construct state enhancements. Lu Su\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
  zhugeJin: {
    name: C('Zhuge Jin'), state: C('wu'), lord: B(false),
    administration: B(4), combat: R(2), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Diplomacy'),
    skillText: C('When Wu is in the alliance and Zhuge Jin takes the "alliance action", he receives 1 rice before taking the action. If Wu is not in the alliance and takes at most 4 actions in the round, Zhuge Jin receives 2 rice before Wu takes its actions'),
    rulings: C([
      "If Zhuge Jin wins the alliance action space but does not take the alliance action, then the first part of Zhuge Jin's skill may not be activated, i.e. Wu does not receive the 1 rice.",
      "If Wu is not in the alliance and wins 5 or more action spaces, Wu may choose to take at most 4 actions to activate the second part of Zhuge Jin's skill, i.e. Wu receives the 2 rice.",
    ]),
  },
  guYong: {
    name: C('Gu Yong'), state: C('wu'), lord: B(false),
    administration: R(5), combat: R(1), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Supererogation'),
    skillText: C('After Gu Yong takes the "hire instructor and/or import technology action", he may either "trade rice" or "trade weapons".'),
    rulings: C([
      'Gu Yong may take only one of the "trade rice" or "trade weapons" actions after taking the "hire instructor and/or import technology" action. The trade is based on the same rates as those stated on the "trade rice and/or trade weapons" action space.',
      'If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the "trade rice and/or weapons" action space with other generals in the same round, then Wu may still activate Barter Market and Weapon Trading Post during Receive/Activate Benefits of that round.',
    ]),
  },
  luMeng: {
    name: C('Lu Meng'), state: C('wu'), lord: B(false),
    administration: B(2), combat: R(4), leadership: R(2), specialisations: R(['naval', 'infantry']),
    skillName: C('Potential'),
    skillText: C('After Lu Meng takes the "win popular support action", he receives 1 untrained army or 1 weapon of his choice. Starting from round 4, Lu Meng\'s administration increases to 4.'),
    rulings: C([
      "When the second part of Lu Meng's skill is activated, place a +2 bid token together with Lu Meng's general token to denote the increase in administration bid.",
    ]),
  },
  luXun: {
    name: C('Lu Xun'), state: C('wu'), lord: B(false),
    administration: R(4), combat: R(4), leadership: R(2), specialisations: R(['archery']),
    skillName: C('Patience'),
    skillText: C('Immediately after Lu Xun is stationed at the 2nd/3rd/4th/5th border location of a border, he receives 1/3/5/7 gold or rice.'),
    rulings: C([
      'Lu Xun receives 1 gold or 1 rice if he is the 2nd general stationed at a particular border.',
      'Lu Xun receives 3 gold or 3 rice, but not a mixture of gold or rice, if he is the 3rd general stationed at a particular border.',
      'Lu Xun receives 5 gold or 5 rice, but not a mixture of gold or rice, if he is the 4th general stationed at a particular border.',
      'Lu Xun receives 7 gold or 7 rice, but not a mixture of gold or rice, if he is the 5th general stationed at a particular border.',
    ]),
  },
  dingFeng: {
    name: C('Ding Feng'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Acclaim'),
    skillText: C('After Ding Feng takes the "demand tribute action", he receives additional gold and rice equal to the corresponding number of flipped marketplace and farm tokens on Wu\'s marketplace and farm development spaces.'),
    rulings: C([
      "Ding Feng receives additional gold only for Wu's flipped marketplace tokens, i.e. developed marketplace side face up, on Wu's marketplace development spaces.",
      "Ding Feng receives additional rice only for Wu's flipped farm tokens, i.e. developed farm side face up, on Wu's farm development spaces.",
      "Ding Feng does not receive additional gold and rice for the marketplace and farm tokens on Wu's treasury and granary.",
      'If Ding Feng takes the "demand tribute" action and activates his skill, then Wu may place the gold received from the activation of Ding Feng\'s skill on Imperial Jade Seal.',
    ]),
  },
  ganNing: {
    name: C('Gan Ning'), state: C('wu'), lord: B(false),
    administration: R(2), combat: R(5), leadership: B(2), specialisations: B(['cavalry']),
    skillName: C('Stealth'),
    skillText: C('Immediately after Gan Ning is stationed at the 1st border location of a border, he receives 2 weapons of the same type as that he is stationed with.'),
    rulings: C([
      'Gan Ning receives the 2 weapons only if he is the first general stationed at a particular border.',
    ]),
  },
  // SHU
  liuBei: {
    name: C('Liu Bei'), state: C('shu'), lord: B(true),
    administration: B(4), combat: R(3), leadership: R(2), specialisations: R(['infantry', 'cavalry']),
    skillName: C('Charisma'),
    skillText: C("If Liu Bei bids for an action space with popular support tokens, 1 of the popular support tokens is returned to Shu's supply after he takes his action or when he returns to Shu's supply."),
    rulings: C([
      "The popular support token is returned to Shu's hand regardless of whether Liu Bei wins or loses the bid.",
      'The popular support token is returned to Shu\'s hand even if Liu Bei is the general left on the "control Han emperor" action space.',
      'The popular support token is returned to Shu\'s hand even if Liu Bei is the general stationed at a border location after winning a "battle" action space.',
      'If Liu Bei bids with a popular support token and wins the action space, but has not taken his action yet, then Shu may not use the popular support token used for bidding with Liu Bei for other purposes.',
      'If Liu Bei bids with a popular support token, wins and plans to take the "construct state enhancement" action, and the state enhancement\'s construction cost includes 1 popular support token, then Shu may not use the popular support token used for bidding with Liu Bei to meet that state enhancement\'s construction cost, because the popular support token is returned to Shu only after Liu Bei has taken his action.',
      "If Liu Bei bids with a popular support token and has taken his action or has been returned to Shu's hand, then Shu may use the popular support token used for bidding with Liu Bei for other purposes, e.g. meeting state enhancement's construction cost, Dong Yun's skill.",
    ]),
  },
  guanYu: {
    name: C('Guan Yu'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(5), leadership: R(2), specialisations: R(['cavalry', 'naval']),
    skillName: C('Reputation'),
    skillText: C('When Guan Yu takes the "recruit armies action", he receives 3 untrained armies instead.'),
    rulings: C([
      'If Guan Yu wins the "train armies" action space with Zhang Fei, and Zhang Fei "recruits armies" instead of "trains armies", then Guan Yu\'s skill may not be activated as he did not take the "recruit armies" action via the "recruit armies" action space.',
    ]),
  },
  zhangFei: {
    name: C('Zhang Fei'), state: C('shu'), lord: B(false),
    administration: R(1), combat: R(5), leadership: B(2), specialisations: R(['cavalry']),
    skillName: C('Defiance'),
    skillText: C('When Zhang Fei takes the "recruit armies action", he may "train armies" instead. When he takes the "train armies action", he may "recruit armies" instead.'),
    rulings: C([
      'If Zhang Fei wins the "recruit armies" action space with Guan Yu, and Guan Yu "recruits armies", then Zhang Fei\'s skill may not be activated to "train armies" as he must take the same action as Guan Yu.',
    ]),
  },
  chenDao: {
    name: C('Chen Dao'), state: C('shu'), lord: B(false),
    administration: R(1), combat: R(4), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Infantry Expertise'),
    skillText: C('At the end of the round when Chen Dao is recruited, he receives 1 untrained army and 2 spears. After he takes the "recruit armies action" or "train armies action", he receives 1 spear.'),
    rulings: C([
      "The first part of Chen Dao's skill may be activated only once during Receive/Activate Benefits of the round when he is recruited i.e. Shu receives 1 untrained army and 2 spears.",
    ]),
  },
  zhouCang: {
    name: C('Zhou Cang'), state: C('shu'), lord: B(false),
    administration: R(1), combat: R(4), leadership: B(1), specialisations: R(['naval']),
    skillName: C('Helmsmanship'),
    skillText: C('After Zhou Cang takes the "control Han emperor action", he receives 1 popular support token. After he takes the "win popular support action", he receives 1 vessel.'),
    rulings: C([
      'Zhou Cang\'s skill may be activated even if he is not the general left on the "control Han emperor" action space.',
    ]),
  },
  zhaoYun: {
    name: C('Zhao Yun'), state: C('shu'), lord: B(false),
    administration: B(3), combat: B(5), leadership: B(2), specialisations: R(['cavalry']),
    skillName: C('Courage'),
    skillText: C('Zhao Yun may be stationed without army units. If he does so, he may flip the corresponding border location token to the 1 VP side.'),
    rulings: C([
      "If Zhao Yun's skill is activated, Shu does not have to pay stationed armies' upkeep nor earn military VPs for Zhao Yun's border location. Military VPs are earned only with stationed army units.",
    ]),
  },
  guanPing: {
    name: C('Guan Ping'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Flexibility'),
    skillText: C('Guan Ping may trade any weapon for another weapon type at any time, except during the round he is recruited.'),
    rulings: C([
      "Guan Ping may only carry out the trading between different weapon types with weapons in Shu's supply. Weapons with armies that are assigned on bids or stationed at border locations may not be traded.",
    ]),
  },
  zhugeLiang: {
    name: C('Zhuge Liang'), state: C('shu'), lord: B(false),
    administration: B(5), combat: R(2), leadership: R(2), specialisations: R(['archery']),
    skillName: C('Ingenuity'),
    skillText: C('After Zhuge Liang takes the "develop marketplace action"/"develop farm action" and there is at most 2 flipped marketplace/farm tokens on Shu\'s marketplace/farm development space after he does so, he receives 2 gold/rice.'),
    rulings: C([
      'After Zhuge Liang takes the "develop marketplace" action and there is at most 2 flipped marketplace tokens on Shu\'s marketplace development space after he does so, he receives 2 gold.',
      'After Zhuge Liang takes the "develop farm" action and there is at most 2 flipped farm tokens on Shu\'s farm development space after he does so, he receives 2 rice.',
    ]),
  },
  maLiang: {
    name: C('Ma Liang'), state: C('shu'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Poise'),
    skillText: C('When Ma Liang takes the "improve tribal relations action", he increases Shu\'s tribal relations level by 1 additional level.'),
    rulings: C([
      'When Ma Liang takes the "improve tribal relations" action without gold or army units, the tribal relations level increases by 1 level.',
      'When Ma Liang takes the "improve tribal relations" action with 1 gold or 1 army unit, the tribal relations level increases by 2 levels.',
    ]),
  },
  huangZhong: {
    name: C('Huang Zhong'), state: C('shu'), lord: B(false),
    administration: R(1), combat: R(5), leadership: B(2), specialisations: R(['archery']),
    skillName: C('Archery Mastery'),
    skillText: C("When Huang Zhong is stationed with archery units, he may station 1 additional archery unit from Shu's supply to his border location at the same time."),
    rulings: C([
      'Huang Zhong still bids for "battle" action spaces with up to 2 army units as his Leadership is 2.',
      'Immediately after Huang Zhong is stationed with archery units to a border location, Shu may add 1 archery unit from its supply to the same border location.',
      'The upkeep of 1 gold and 1 rice and award of 1 VP per round still applies for the 3rd archery unit.',
    ]),
  },
  weiYan: {
    name: C('Wei Yan'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(5), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Clout'),
    skillText: C('After Wei Yan takes the "demand tribute action", he receives 1 additional untrained army, as well as 1 weapon of his choice for each border location occupied by Shu (maximum 2 weapons).'),
    rulings: C([
      'Wei Yan receives 1 additional untrained army if Shu is not occupying any border location.',
      'Wei Yan receives 1 additional untrained army and 1 additional weapon if Shu is occupying 1 border location.',
      'Wei Yan receives 1 additional untrained army and 2 additional weapons if Shu is occupying 2 or more border locations.',
      'Training Ground may not be activated to train the additional untrained army received from the activation of Wei Yan\'s skill. Training Ground may be activated only when Shu chooses to receive 1 untrained army when taking the "demand tribute" action.',
    ]),
  },
  pangTong: {
    name: C('Pang Tong'), state: C('shu'), lord: B(false),
    administration: R(5), combat: R(2), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Guile'),
    skillText: C('When Shu is in the alliance and Pang Tong takes the "alliance action", he receives 1 gold before taking the action. If Shu takes 5 or more actions in a round, Pang Tong also receives 1 gold before Shu takes its actions.'),
    rulings: C([
      "If Pang Tong wins the alliance action space but does not take the alliance action, then the first part of Pang Tong's skill may not be activated, i.e. Shu does not receive the first gold.",
      "If Shu wins 5 or more action spaces but chooses to take less than 5 actions, then the second part of Pang Tong's skill may not be activated, i.e. Shu does not receive the second gold.",
    ]),
  },
  liaoHua: {
    name: C('Liao Hua'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(3), leadership: R(2), specialisations: R(['infantry']),
    skillName: C('Experience'),
    skillText: C('Starting from round 6, Liao Hua may be assigned and stationed with 2 army types, and may occupy 2 border locations with 1 army unit each.'),
    rulings: C([
      "Liao Hua's skill may only be activated from round 6 onwards.",
      'Liao Hua may be assigned with different army types to the "battle" and "improve tribal relations" action spaces.',
      "When Liao Hua occupies 2 border locations, both border location tokens are removed and placed on Shu's treasury or granary.",
      'Although Liao Hua occupies 2 border locations, he still counts as 1 stationed general for Shu for the purpose of determining the game end condition.',
    ]),
  },
  jiangWan: {
    name: C('Jiang Wan'), state: C('shu'), lord: B(false),
    administration: B(5), combat: R(1), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Eloquence'),
    skillText: C('After Jiang Wan takes the "trade rice and/or weapons action", he receives 1 untrained army and may then "hire instructor".'),
    rulings: C([
      'Jiang Wan\'s skill may only be activated after taking the "trade rice and/or weapons" action.',
      'Jiang Wan may "hire instructor", i.e. pay 1 rice and train up to 2 untrained armies, only after receiving the 1 untrained army.',
    ]),
  },
  faZheng: {
    name: C('Fa Zheng'), state: C('shu'), lord: B(false),
    administration: R(4), combat: R(2), leadership: R(1), specialisations: R(['archery']),
    skillName: C('Support'),
    skillText: C('At the end of each round, if Shu is occupying at least 1 border location, Fa Zheng may train 1 untrained army.'),
    rulings: C([]),
  },
  yanYan: {
    name: C('Yan Yan'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(2), specialisations: R(['archery']),
    skillName: C('Archery Expertise'),
    skillText: C('At the end of the round when Yan Yan is recruited, he receives 1 untrained army and 2 crossbows. After he takes the "recruit armies action" or "train armies action", he receives 1 crossbow.'),
    rulings: C([
      "The first part of Yan Yan's skill may be activated only once during Receive/Activate Benefits of the round when he is recruited i.e. Shu receives 1 untrained army and 2 crossbows.",
    ]),
  },
  liYan: {
    name: C('Li Yan'), state: C('shu'), lord: B(false),
    administration: R(4), combat: R(3), leadership: R(1), specialisations: R(['infantry']),
    skillName: C('Prowess'),
    skillText: C('At the end of rounds 3, 6, 9 and 12, Li Yan may construct 1 state enhancement.'),
    rulings: C([
      "The state enhancements' pre-requisites still have to be met and costs still have to be paid.",
      'Jiang Wei\'s skill may not be activated when activating Li Yan\'s skill to construct state enhancements. Jiang Wei\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
  dongYun: {
    name: C('Dong Yun'), state: C('shu'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Efficacy'),
    skillText: C('When Dong Yun takes the "trade rice and/or weapons action", he may pay 1 popular support token to "collect tax" and "harvest" before taking the action.'),
    rulings: C([
      'The popular support token is returned to the general supply.',
      'Dong Yun\'s skill may not be activated if he does not take the "trade rice and/or weapons" action after that.',
    ]),
  },
  feiYi: {
    name: C('Fei Yi'), state: C('shu'), lord: B(false),
    administration: R(4), combat: R(1), leadership: R(1), specialisations: R(['naval']),
    skillName: C('Popularity'),
    skillText: C("Shu's popular support tokens' upkeep is reduced by up to 2 rice. At the end of each round, Fei Yi may exchange 1, and only 1, popular support token for 2 gold and 2 rice."),
    rulings: C([
      "Shu does not need to pay any popular support tokens' upkeep if it has 5 or less popular support tokens in its supply.",
      "Shu still needs to pay for its stationed armies' upkeep.",
    ]),
  },
  maChao: {
    name: C('Ma Chao'), state: C('shu'), lord: B(false),
    administration: R(1), combat: B(5), leadership: R(2), specialisations: R(['cavalry']),
    skillName: C('Cavalry Mastery'),
    skillText: C('At the end of the round when Ma Chao is recruited, place 4 horses on this card. At the end of each subsequent round, he receives 1 of these horses if Shu has at least 2 horses in its supply (they breed).'),
    rulings: C([
      'Ma Chao does not receive 1 horse during Receive/Activate Benefits of the round when he is recruited.',
      "Shu must have at least 2 horses in its supply, i.e. not stationed at border locations, to activate Ma Chao's skill during Receive/Activate Benefits of each subsequent round.",
      "If Shu has less than 2 horses in its supply, the horses remain on Ma Chao's general card.",
    ]),
  },
  maDai: {
    name: C('Ma Dai'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['cavalry']),
    skillName: C('Austerity'),
    skillText: C("At the end of each round, Ma Dai receives gold and rice equal to the corresponding number of border location tokens on Shu's treasury and granary (maximum 3 border location tokens)."),
    rulings: C([
      "Ma Dai receives gold for border location tokens on Shu's treasury and rice for border location tokens on Shu's granary during Receive/Activate Benefits of each round.",
      "If Shu has more than 3 border location tokens on its treasury or granary, it must choose 3 of them to receive the gold or rice. Shu's choice of 3 border location tokens may change from round to round.",
    ]),
  },
  wangPing: {
    name: C('Wang Ping'), state: C('shu'), lord: B(false),
    administration: R(2), combat: R(4), leadership: R(1), specialisations: R(['archery', 'infantry']),
    skillName: C('Honour'),
    skillText: C('Wang Ping receives 1 popular support token whenever Shu occupies a border location.'),
    rulings: C([
      "Wang Ping's skill may not be activated for border locations occupied by Shu before his recruitment.",
      "If Liao Hua is stationed to occupy 2 border locations, then Wang Ping's skill may be activated to receive 2 popular support tokens.",
    ]),
  },
  jiangWei: {
    name: C('Jiang Wei'), state: C('shu'), lord: B(false),
    administration: B(4), combat: R(4), leadership: B(2), specialisations: R(['archery', 'cavalry']),
    skillName: C('Inspiration'),
    skillText: C('When Jiang Wei takes the "construct state enhancement action", he may replace 1 of the construction costs with 1 gold.'),
    rulings: C([
      "Jiang Wei may replace any 1 of the state enhancement's costs, e.g. popular support, weapon, army and rice, with 1 gold.",
      'Jiang Wei\'s skill may not be activated when activating Li Yan\'s skill to construct state enhancements. Jiang Wei\'s skill may be activated only when he takes the "construct state enhancement" action via the "construct state enhancement" action space.',
    ]),
  },
} as const satisfies Record<string, GeneralCard>;

export type GeneralId = keyof typeof GENERALS_DATA;
/** Every card, typed as the general card shape (the literal data above keeps the IDs exact). */
export const GENERALS: Record<GeneralId, GeneralCard> = GENERALS_DATA;
export const GENERAL_IDS = Object.keys(GENERALS) as GeneralId[];
const GENERAL_SET: ReadonlySet<string> = new Set(GENERAL_IDS);

/**
 * Whether `id` names a general card. A set's lookup, not Object.hasOwn on the
 * 69-key GENERALS: every assignment judged asks it, and the own-key lookup on
 * a record that large showed as 1% of a fast-random game.
 */
export function isGeneralId(id: unknown): id is GeneralId {
  return typeof id === 'string' && GENERAL_SET.has(id);
}

/**
 * Each state's generals, worked out once: setup asks at every new game (a filter of 69 cards was 0.5% of a
 * fast-random game). Readonly by type, not frozen: V8 filters and searches frozen lists on slower paths
 * (docs/performance.md, "How the code stays fast").
 */
const GENERALS_OF: Readonly<Record<StateId, readonly GeneralId[]>> = {
  wei: GENERAL_IDS.filter((id) => GENERALS[id].state.value === 'wei'),
  wu: GENERAL_IDS.filter((id) => GENERALS[id].state.value === 'wu'),
  shu: GENERAL_IDS.filter((id) => GENERALS[id].state.value === 'shu'),
};

/** The state's 23 generals, in card order (shared: only read). */
export function generalsOf(state: StateId): readonly GeneralId[] {
  return GENERALS_OF[state];
}

/** Each state's lord, who starts in hand. */
export const LORDS: Record<StateId, GeneralId> = { wei: 'caoCao', wu: 'sunJian', shu: 'liuBei' };
