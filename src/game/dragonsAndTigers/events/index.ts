/** The nine Mandate events of 10.1-10.9, one file each, by the id the Mandate display carries. */
import type { EventId } from '../data/mandate';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';
import { assassinateRetainer } from './assassinateRetainer';
import { barbarianRaids } from './barbarianRaids';
import { bountifulHarvest } from './bountifulHarvest';
import { emperorFlees } from './emperorFlees';
import { familyRestoration } from './familyRestoration';
import { famine } from './famine';
import { recruitRetainer } from './recruitRetainer';
import { retainerDies } from './retainerDies';
import { yellowTurbans } from './yellowTurbans';

/** Each event as the Mandate roll starts it; a choice it needs waits in `G.eventChoice` (eventMoves.ts). */
export const EVENT_EFFECTS: Readonly<Record<EventId, (G: DtState, random: RandomSource) => void>> = {
  retainerDies,
  recruitRetainer,
  bountifulHarvest,
  emperorFlees,
  familyRestoration,
  famine,
  yellowTurbans,
  barbarianRaids,
  assassinateRetainer,
};

export const EVENT_NAMES: Readonly<Record<EventId, string>> = {
  retainerDies: 'Retainer Dies',
  recruitRetainer: 'Recruit Retainer',
  bountifulHarvest: 'Bountiful Harvest',
  emperorFlees: 'Emperor Xian Flees',
  familyRestoration: 'Family Restoration',
  famine: 'Famine',
  yellowTurbans: 'Yellow Turban Remnants Uprising',
  barbarianRaids: 'Barbarian Raids',
  assassinateRetainer: 'Assassinate Retainer',
};
