/**
 * The table's words and colours for Dragons & Tigers' pieces and moves: names read from the engine's
 * data, each seat's colour, and a move said as a sentence (the Confirm button's label).
 */
import { AREAS, type AreaId } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTERS, type CharacterId, UNSWERVING } from '../../game/dragonsAndTigers/data/characters';
import { KINGDOMS, type KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { SEAT_NAMES, type Decision, type DtState, type Move, type Seat } from '../../game/dragonsAndTigers/model/state';

export const areaName = (area: AreaId): string => AREAS[area].name;
export const characterName = (character: CharacterId): string => CHARACTERS[character].name;
export const kingdomName = (kingdom: KingdomId): string => KINGDOMS[kingdom].name;
export const seatName = (seat: Seat): string => SEAT_NAMES[seat];

/** Each faction's colour (2.2(C): the four symbols of the compass). */
export const SEAT_COLOURS: Readonly<Record<Seat, string>> = {
  blueDragon: '#1f5fae',
  whiteTiger: '#5d6570',
  vermilionBird: '#c0392b',
  blackTortoise: '#222222',
};
const NEUTRAL_COLOUR = '#a08a5c';
const TRAITOROUS_COLOUR = '#6b3fa0';

/** A kingdom's colour now: its owner's, else neutral or Traitorous. */
export function kingdomColour(G: DtState, kingdom: KingdomId): string {
  const owner = G.kingdoms[kingdom].owner;
  if (owner) return SEAT_COLOURS[owner];
  return KINGDOMS[kingdom].traitorous ? TRAITOROUS_COLOUR : NEUTRAL_COLOUR;
}

/** "★★☆": a character's command stars (red stars for a strategist, with its diamonds). */
export function stars(character: CharacterId): string {
  const c = CHARACTERS[character];
  return `${(c.strategist ? '✪' : '★').repeat(c.command)}${'◆'.repeat(c.diamonds)}` || '–';
}

const loyaltyWords = (character: CharacterId): string => {
  const loyalty = CHARACTERS[character].loyalty;
  return loyalty === UNSWERVING ? '✱ (never swayed)' : String(loyalty);
};

/** Every rating of a character, as its counter's tooltip and the area panel say them. */
export function characterRatings(character: CharacterId): string {
  const c = CHARACTERS[character];
  const parts = [
    `${c.warlord ? 'warlord' : 'retainer'}`,
    `command ${c.command}${c.strategist ? ' (strategist, red stars)' : ''}${c.diamonds ? ` + ${c.diamonds} diamond` : ''}`,
    `valor ${c.valor}`,
    `administration ${c.administration}`,
    `diplomacy ${c.diplomacy}`,
    `loyalty ${loyaltyWords(character)}`,
  ];
  if (c.boats) parts.push('Boats');
  if (c.reconstructed) parts.push(`reconstructed: ${Object.keys(c.reconstructed).join(', ')}`);
  return `${c.name} ${c.hanzi}: ${parts.join(', ')}`;
}

/** Two letters for a counter where space is short ("CC" for Cao Cao, "XD" for Xiahou Dun). */
export function initials(character: CharacterId): string {
  const words = CHARACTERS[character].name.split(/[\s-]+/);
  return words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : words[0].slice(0, 2);
}

/** What the seat to act is asked now, in one line. */
export function decisionPrompt(G: DtState, decision: Decision): string {
  switch (decision.kind) {
    case 'draft':
      return 'Draft a kingdom (3.1).';
    case 'chooseMain':
      return decision.why === 'setup' || decision.why === 'lostMain'
        ? 'Choose your main kingdom (3.2).'
        : 'You may change your main kingdom (4.8.4).';
    case 'activate':
      return decision.chit === 'traitorous'
        ? 'A Traitorous chit: choose the Traitorous kingdom to activate (8).'
        : 'Your faction chit: choose one of your kingdoms to activate (4.1).';
    case 'event':
      return G.eventChoice ? `Event: ${eventWords(G.eventChoice.event)}.` : 'An event waits for your choice.';
    case 'decree':
      return 'The check failed: use Emperor Xian’s Imperial Decree to reroll it (9(C))?';
    case 'diplomacy':
      return 'Diplomacy: a character may negotiate with a neutral kingdom (4.3).';
    case 'levy':
      return `Levy: click a lit area to raise armies there (4.4; ${G.turn?.levyLeft ?? 0} manpower left).`;
    case 'movement':
      return 'Movement: click a lit character to march it, then a lit area (4.5).';
    case 'battleOrder':
      return 'Choose the combat to fight first (4.6).';
    case 'betrayal':
      return 'Betrayal: a character may try to turn a kingdom of the other side (5.1).';
    case 'command':
      return 'Choose who commands your side, and the strategist (5.2-5.3).';
    case 'casualties':
      return `Casualties: choose whose armies take the ${G.combat?.hits[decision.side] ?? 0} hits (5.4).`;
    case 'retreat':
      return 'Retreat to a lit area, or stay and fight another round (5.5).';
    case 'relocateCharacter':
      return `Relocate ${characterName(decision.character)}: click a lit area (5.7).`;
    case 'relocateAllies':
      return 'End of round: move allied armies out of shared areas (4.8.3).';
    case 'over':
      return 'The game is over.';
  }
}

const EVENT_WORDS: Readonly<Record<string, string>> = {
  recruitRetainer: 'Recruit Retainer: place the retainer in a lit area',
  famine: 'Famine: choose the lit area that starves',
  yellowTurbans: 'Yellow Turban uprising: choose the lit area',
  zuoCi: 'Zuo Ci: choose the die to keep',
  familyRestoration: 'Family Restoration: choose a kingdom, then its area',
  assassinateRetainer: 'Assassinate Retainer: choose the retainer',
  retainerDiesRow: 'Retainer Dies: choose the kingdom of the row',
  retainerDies: 'Retainer Dies: choose the retainer who dies',
  emperorFlees: 'Emperor Xian flees: choose his refuge',
};
const eventWords = (event: string): string => EVENT_WORDS[event] ?? event;

/** What "done" means in each decision, as its button says it. */
export function doneWords(decision: Decision): string {
  switch (decision.kind) {
    case 'levy':
      return 'End the levy';
    case 'movement':
      return 'End movement';
    case 'diplomacy':
      return 'End diplomacy';
    case 'betrayal':
      return 'No betrayal';
    case 'retreat':
      return 'Stay and fight';
    case 'chooseMain':
      return 'Keep your main kingdom';
    case 'decree':
      return 'Do not use the Decree';
    case 'event':
      return 'Decline the event';
    default:
      return 'Done';
  }
}

const armiesWords = (n: number): string => `${n} ${n === 1 ? 'army' : 'armies'}`;

/** `move` as a sentence: the Confirm button's label. */
export function moveWords(move: Move, decision: Decision): string {
  switch (move.type) {
    case 'draft':
      return `Draft ${kingdomName(move.kingdom)}`;
    case 'chooseMain':
      return `Make ${kingdomName(move.kingdom)} your main kingdom`;
    case 'activate':
      return `Activate ${kingdomName(move.kingdom)}`;
    case 'negotiate':
      return `${characterName(move.character)} negotiates with ${kingdomName(move.kingdom)}`;
    case 'levy':
      return `Levy ${armiesWords(move.count)} in ${areaName(move.area)}`;
    case 'march': {
      const along = move.companions.map((c) => `${characterName(c.character)} (${c.armies})`);
      const path = move.path.map((p, i) => `${areaName(p.area)}${i < move.path.length - 1 && p.dropOff ? ` (leaving ${p.dropOff})` : ''}`);
      return `${characterName(move.character)} marches with ${armiesWords(move.armies)}${along.length ? `, ${along.join(', ')}` : ''}${
        move.emperor ? ' and Emperor Xian' : ''
      } to ${path.join(' then ')}`;
    }
    case 'fight':
      return `Fight in ${areaName(move.area)} first`;
    case 'betray':
      return `${characterName(move.character)} tries to turn ${kingdomName(move.kingdom)}`;
    case 'command':
      return `${move.character ? characterName(move.character) : 'No one'} commands${move.strategist ? `, ${characterName(move.strategist)} as strategist` : ''}`;
    case 'loseArmies':
      return `${kingdomName(move.kingdom)} loses ${armiesWords(move.count)}`;
    case 'retreat':
      return `Retreat to ${areaName(move.area)}`;
    case 'relocate':
      return `Relocate to ${areaName(move.area)}`;
    case 'relocateArmies':
      return `Move ${kingdomName(move.kingdom)}’s armies from ${areaName(move.from)} to ${areaName(move.to)}`;
    case 'eventArea':
      return `Choose ${areaName(move.area)}`;
    case 'eventCharacter':
      return `Choose ${characterName(move.character)}`;
    case 'eventKingdom':
      return `Choose ${kingdomName(move.kingdom)}`;
    case 'eventDie':
      return `Keep the die ${move.die}`;
    case 'decree':
      return 'Use the Imperial Decree: reroll';
    case 'done':
      return doneWords(decision);
  }
}
