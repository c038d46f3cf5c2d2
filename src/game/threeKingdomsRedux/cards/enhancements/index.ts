/** State enhancements' effects (compendium), one module per card. */
import type { CardDefinition } from '../../hooks';
import { rattanArmour } from './rattanArmour';
import { ironArmour } from './ironArmour';
import { horseArmour } from './horseArmour';
import { repeatingCrossbow } from './repeatingCrossbow';
import { towerShip } from './towerShip';
import { mobileSiegeTower } from './mobileSiegeTower';
import { catapult } from './catapult';
import { watchtower } from './watchtower';
import { siegeLadder } from './siegeLadder';
import { batteringRam } from './batteringRam';
import { armisticeWithBorderTribe } from './armisticeWithBorderTribe';
import { cityWalls } from './cityWalls';
import { imperialJadeSeal } from './imperialJadeSeal';
import { nineRankSystem } from './nineRankSystem';
import { puppetTheatre } from './puppetTheatre';
import { bronzeSparrow } from './bronzeSparrow';
import { chineseAbacus } from './chineseAbacus';
import { irrigation } from './irrigation';
import { capitalCity } from './capitalCity';
import { taxModificationSystem } from './taxModificationSystem';
import { pulpPapermaking } from './pulpPapermaking';
import { spearArmoury } from './spearArmoury';
import { stable } from './stable';
import { crossbowArmoury } from './crossbowArmoury';
import { harbour } from './harbour';
import { hereditaryArmySystem } from './hereditaryArmySystem';
import { barrack } from './barrack';
import { trainingGround } from './trainingGround';
import { garrison } from './garrison';
import { roadways } from './roadways';
import { woodenOx } from './woodenOx';
import { nineBestowments } from './nineBestowments';
import { militaryHabitationSystem } from './militaryHabitationSystem';
import { imperialPalace } from './imperialPalace';
import { bronzeCoinage } from './bronzeCoinage';
import { heavyMoldboardPlough } from './heavyMoldboardPlough';
import { fineryForge } from './fineryForge';
import { weaponTradingPost } from './weaponTradingPost';
import { barterMarket } from './barterMarket';
import { officeOfMinisterOfFinance } from './officeOfMinisterOfFinance';
import { squarePalletChainPumps } from './squarePalletChainPumps';
import { imperialAcademy } from './imperialAcademy';

export const ENHANCEMENT_CARDS: readonly CardDefinition[] = [
  rattanArmour,
  ironArmour,
  horseArmour,
  repeatingCrossbow,
  towerShip,
  mobileSiegeTower,
  catapult,
  watchtower,
  siegeLadder,
  batteringRam,
  armisticeWithBorderTribe,
  cityWalls,
  imperialJadeSeal,
  nineRankSystem,
  puppetTheatre,
  bronzeSparrow,
  chineseAbacus,
  irrigation,
  capitalCity,
  taxModificationSystem,
  pulpPapermaking,
  spearArmoury,
  stable,
  crossbowArmoury,
  harbour,
  hereditaryArmySystem,
  barrack,
  trainingGround,
  garrison,
  roadways,
  woodenOx,
  nineBestowments,
  militaryHabitationSystem,
  imperialPalace,
  bronzeCoinage,
  heavyMoldboardPlough,
  fineryForge,
  weaponTradingPost,
  barterMarket,
  officeOfMinisterOfFinance,
  squarePalletChainPumps,
  imperialAcademy,
];
