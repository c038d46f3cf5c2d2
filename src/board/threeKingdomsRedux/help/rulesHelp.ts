/**
 * The rules at hand: every help entry is built from the data the engine
 * plays by. Card texts, names, attributes, costs, prerequisites and VPs are
 * the card modules' own (src/game/data); every number in a phase, space or
 * scoring entry (rates, upkeep, recruitment table, place VPs, border VPs,
 * ranks, game-end limits) is read from the engine's constants, so a value
 * corrected there is corrected here. The sentences around the numbers are
 * the board's wording of the rulebook's sections, cited on each entry.
 */
import { HARVEST_RICE_PER_TOKEN, TAX_GOLD_PER_TOKEN } from '../../../game/threeKingdomsRedux/actions';
import {
  DEFICIT_VP,
  EMPEROR_RANK,
  HAN_EMPEROR_TOKEN_VP,
  LAST_ROUND,
  MAX_DEVELOPMENT,
  MAX_TRIBAL_LEVEL,
  MIN_TRIBAL_LEVEL,
  RECRUITMENT,
  RECRUITMENT_ROUNDS,
  STARTING_POSITIONS,
  STATIONED_GENERALS_TO_END,
} from '../../../game/threeKingdomsRedux/data/board';
import { ENHANCEMENT_IDS, ENHANCEMENTS } from '../../../game/threeKingdomsRedux/data/enhancements';
import { GENERAL_IDS, GENERALS } from '../../../game/threeKingdomsRedux/data/generals';
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS, type ScoreCategory } from '../../../game/threeKingdomsRedux/scoring';
import {
  ADMINISTRATION_SPACES,
  COMBAT_SPACES,
  isBattle,
  isTribal,
  NON_ALLIANCE_SPACES,
  SPACE_NAMES,
} from '../../../game/threeKingdomsRedux/spaces';
import { STATES, type ActionSpaceId, type CommonSpaceId } from '../../../game/threeKingdomsRedux/types';
import { ARMY_TYPE_NAMES, capitalise, describePrerequisite, PHASE_NAMES, PLACE_LABELS, rankName, stateName, TRIBE_NAMES } from '../labels';
import { describeCost, listSentence, plural } from '../../../game/threeKingdomsRedux/words';
import { TRADE } from '../../../game/threeKingdomsRedux/trade';
import { DEFAULT_TERMS } from '../../../game/threeKingdomsRedux/cardHooks';
import { borderVP, PLACE_VP, tribalBonus } from '../../../game/threeKingdomsRedux/vpTables';
import { OVERVIEW, OVERVIEW_ID } from './overview';

export type HelpSection = 'overview' | 'sequence' | 'spaces' | 'scoring' | 'generals' | 'enhancements';

export const HELP_SECTIONS: readonly (readonly [HelpSection, string])[] = [
  ['overview', 'The game in brief'],
  ['sequence', 'Phases and steps, in order'],
  ['spaces', 'Action spaces: what they do and cost'],
  ['scoring', 'Scoring categories'],
  ['generals', 'General cards'],
  ['enhancements', 'State enhancement cards'],
];

export interface HelpEntry {
  /** Unique; the board's links name it. */
  id: string;
  section: HelpSection;
  title: string;
  /** A short line under the title (criterion, deck, attributes, ...). */
  subtitle?: string;
  /** Paragraphs before `lines`. */
  lead?: readonly string[];
  /** Paragraphs (or list items when `list`). */
  lines: readonly string[];
  list?: boolean;
  /** Where the rule is written (rulebook section, or the compendium for a card). */
  source: string;
}

const RANK_NAMES = Array.from({ length: EMPEROR_RANK + 1 }, (_, r) => rankName(r));
const placeTable = () =>
  (Object.keys(PLACE_VP) as (keyof typeof PLACE_VP)[])
    .map((p) => `${capitalise(PLACE_LABELS[p])}: ${plural(PLACE_VP[p], 'VP')}`)
    .join('; ');

/** First in the panel: what the game is, who wins and when it ends. */
const overviewEntry = (): HelpEntry => ({ id: OVERVIEW_ID, section: 'overview', list: true, ...OVERVIEW });

function sequenceEntries(): HelpEntry[] {
  // Round 1's draw is the set-up's (Rulebook, Setup: each state's starting position), the later ones the recruitment table's.
  const draft = `Round 1: ${STATES.map((s) => `${stateName(s)} draws ${STARTING_POSITIONS[s].generalsDrawn.value}, keeps ${STARTING_POSITIONS[s].generalsSelected.value}`).join('; ')}.`;
  const recruit = [
    draft,
    ...RECRUITMENT_ROUNDS.map(
      (round) =>
        `Round ${round}: ${STATES.map((s) => `${stateName(s)} draws ${RECRUITMENT[round][s].draw}, keeps ${RECRUITMENT[round][s].select}`).join('; ')}.`,
    ),
  ];
  return [
    {
      id: 'sequence-round',
      section: 'sequence',
      title: 'A round',
      lines: [
        `The game lasts at most ${LAST_ROUND} rounds. Each round has a ${PHASE_NAMES.conflict} and a ${PHASE_NAMES.resolution}; unless the game ends, ${PHASE_NAMES.maintenance} follows.`,
      ],
      source: 'Rulebook, Game Sequence',
    },
    {
      id: 'step-recruit',
      section: 'sequence',
      title: `${PHASE_NAMES.conflict} 1: recruit generals (rounds ${listSentence([1, ...RECRUITMENT_ROUNDS].map(String))})`,
      lines: ['Every state at once draws general cards from those it has not recruited and keeps some, in secret:', ...recruit],
      list: true,
      source: 'Rulebook, Conflict Phase 1) Recruit Generals',
    },
    {
      id: 'step-alliance',
      section: 'sequence',
      title: `${PHASE_NAMES.conflict} 2: select the alliance action space`,
      lines: [
        'The states second and third in bid order are allied this round; the third places the alliance token on a common action space.',
        `The allies bid together on that space against the first state. It may not be ${listSentence(NON_ALLIANCE_SPACES.map((s) => `"${SPACE_NAMES[s]}"`))}, nor last round’s alliance space.`,
      ],
      source: 'Rulebook, Conflict Phase 2) Select Alliance Action Space',
    },
    {
      id: 'step-bidding',
      section: 'sequence',
      title: `${PHASE_NAMES.conflict} 3: bid for action spaces`,
      lines: [
        'In bid order, each state assigns one general to an action space, or passes (and bids no more this round).',
        'A space is won by the highest total of the attribute it is bid on (administration or combat; battle spaces add army units); on a tie, the state that reached the total first wins.',
        'The Han emperor token and popular support tokens can raise a bid.',
      ],
      source: 'Rulebook, Conflict Phase 3) Bid for Action Spaces; Bidding Process; Ways to Increase Bids',
    },
    {
      id: 'step-turn-order',
      section: 'sequence',
      title: `${PHASE_NAMES.resolution} 1–2: remove losing bids, set next round’s bid order`,
      lines: [
        'Losing bids go back to their owners. Next round’s bid order: most spaces won first; ties by military VPs, then Wei, Wu, Shu.',
      ],
      source: 'Rulebook, Resolution Phase 1) Remove Tokens, 2) Determine Turn Order for Next Round',
    },
    {
      id: 'step-actions',
      section: 'sequence',
      title: `${PHASE_NAMES.resolution} 3: take actions`,
      lines: ['In action order, each state takes (or declines) the action of every space it won, in the order it likes.'],
      source: 'Rulebook, Resolution Phase 3) Take Actions',
    },
    {
      id: 'step-tribal',
      section: 'sequence',
      title: `${PHASE_NAMES.resolution} 4–5: tribal relations fall, benefits`,
      lines: [
        `A state that did not improve tribal relations this round falls 1 level (not below ${MIN_TRIBAL_LEVEL}); at level ${MIN_TRIBAL_LEVEL} it suffers a rebellion: 1 deficit token (${DEFICIT_VP} VP).`,
        'Then generals and enhancements with end-of-round benefits act.',
      ],
      source: 'Rulebook, Resolution Phase 4) Reduce Tribal Relations Level, 5) Receive/Activate Benefits',
    },
    {
      id: 'step-maintenance',
      section: 'sequence',
      title: PHASE_NAMES.maintenance,
      lines: [
        'The criterion markers of "win popular support" and "control Han emperor" flip.',
        'The winner of "control Han emperor" takes the Han emperor token.',
        'Upkeep: 1 rice per 2 popular support tokens; 1 gold and 1 rice per stationed army unit, less the tokens in treasury and granary. Each missing gold or rice is a deficit token.',
        'Every stationed army unit scores 1 military VP.',
      ],
      source: 'Rulebook, Update and Maintenance',
    },
    {
      id: 'step-game-end',
      section: 'sequence',
      title: 'Game end',
      lines: [
        'The game ends after the Resolution Phase of the round in which:',
        `round ${LAST_ROUND} is played;`,
        `a state reaches level ${MAX_DEVELOPMENT} in both farm and marketplace;`,
        `a state becomes ${rankName(EMPEROR_RANK)};`,
        `a state stations its ${STATIONED_GENERALS_TO_END}th general.`,
      ],
      list: true,
      source: 'Rulebook, Game End',
    },
  ];
}

const SPACE_SOURCE = 'Rulebook, Resolution Phase 3) Take Actions';

/** What each common space does, its numbers from the engine. */
const COMMON_SPACE_LINES: Record<CommonSpaceId, () => string[]> = {
  developFarm: () => [
    `Develop farm: flip 1 farm token (up to level ${MAX_DEVELOPMENT}).`,
    `Or harvest: move flipped farm tokens to your granary (each saves 1 rice of upkeep), and sell the rest for ${HARVEST_RICE_PER_TOKEN} rice each. The farm level stays.`,
  ],
  developMarketplace: () => [
    `Develop marketplace: flip 1 marketplace token (up to level ${MAX_DEVELOPMENT}).`,
    `Or collect tax: move flipped marketplace tokens to your treasury (each saves 1 gold of upkeep), and sell the rest for ${TAX_GOLD_PER_TOKEN} gold each. The marketplace level stays.`,
  ],
  trade: () => [
    `Rice, one way only: buy ${TRADE.riceLot} rice for ${TRADE.riceBuyGold} gold or sell ${TRADE.riceLot} for ${TRADE.riceSellGold} gold, per lot, at most ${TRADE.riceLot * TRADE.maxRiceLots} rice.`,
    `And/or weapons, one way only: buy ${TRADE.weaponLot} weapons for ${TRADE.weaponBuyGold} gold or sell ${TRADE.weaponLot} for ${TRADE.weaponSellGold} gold, per lot, at most ${TRADE.maxWeapons} weapons (types may be mixed).`,
  ],
  hireInstructor: () => [
    `Hire instructor: pay ${DEFAULT_TERMS.hireRice} rice and train up to ${plural(DEFAULT_TERMS.hireTrainMax, 'untrained army', 'untrained armies')}.`,
    'And/or import technology: draw 1 state enhancement card from the Separation or the Unification deck.',
  ],
  construct: () => [
    'Construct 1 state enhancement from your hand: meet its prerequisite and pay its cost. It scores the VPs printed on it.',
  ],
  produceSpearsHorses: () => ['Take 2 weapons: spears and/or horses, in any mix.'],
  produceCrossbowsVessels: () => ['Take 2 weapons: crossbows and/or vessels, in any mix.'],
  recruitArmies: () => [`Take ${plural(DEFAULT_TERMS.recruitUntrained, 'untrained army', 'untrained armies')}.`],
  trainArmies: () => [`Train up to ${plural(DEFAULT_TERMS.trainMax, 'untrained army', 'untrained armies')} (flip them to trained).`],
  demandTribute: () => ['Take 2 gold, 2 rice, 1 gold and 1 rice, or 1 untrained army.'],
  winPopularSupport: () => [`Take ${plural(DEFAULT_TERMS.popularSupportWon, 'popular support token')}.`],
  controlHanEmperor: () => [
    `Pay 1 gold and rise one rank (${RANK_NAMES.join(' → ')}); leave one of its generals face down here: it may not bid next round.`,
    'After the round, take the Han emperor token (it adds to one bid, and is worth VPs at the end).',
  ],
};

function criterionLine(space: CommonSpaceId): string {
  if ((ADMINISTRATION_SPACES as readonly string[]).includes(space)) return 'Bid on administration';
  if ((COMBAT_SPACES as readonly string[]).includes(space)) return 'Bid on combat';
  return 'Bid on the criterion marker’s side (it flips every round); never the alliance space';
}

function spaceEntries(): HelpEntry[] {
  const common: HelpEntry[] = (Object.keys(COMMON_SPACE_LINES) as CommonSpaceId[]).map((space) => ({
    id: `space-${space}`,
    section: 'spaces',
    title: capitalise(SPACE_NAMES[space]),
    subtitle: criterionLine(space),
    lines: COMMON_SPACE_LINES[space](),
    source: SPACE_SOURCE,
  }));
  return [
    ...common,
    {
      id: 'space-battle',
      section: 'spaces',
      title: 'Battle (one per border)',
      subtitle: 'Bid on combat plus army units',
      lines: [
        'Station 1 general who bid here at a free location of that border, with at least 1 and at most his leadership of the units he brought, of the type the location names.',
        'Take the location’s token to your treasury or granary (it saves 1 gold or 1 rice of upkeep); it is worth 1 VP if the units are of the general’s specialisation.',
        'Your second stationed general goes to the border opposite your first.',
      ],
      source: 'Rulebook, Battle',
    },
    {
      id: 'space-tribal',
      section: 'spaces',
      title: 'Improve tribal relations (one per state)',
      subtitle: `Only its own state bids (${STATES.map((s) => `${stateName(s)}: ${TRIBE_NAMES[s]}`).join(', ')}); never contested`,
      lines: [
        `Rise 1 level per gold or army unit brought with the general (up to 2; at most level ${MAX_TRIBAL_LEVEL}).`,
        `At level ${MAX_TRIBAL_LEVEL} you may pay 2 rice for 1 popular support token.`,
      ],
      source: 'Rulebook, Improve Tribal Relations',
    },
  ];
}

/** The entry an action space on the board links to. */
export function helpIdOfSpace(space: ActionSpaceId): string {
  if (isBattle(space)) return 'space-battle';
  if (isTribal(space)) return 'space-tribal';
  return `space-${space}`;
}

/** The tracks and shared tokens of the board, each linked to the entry that explains it. */
export const TRACK_HELP = {
  round: 'sequence-round',
  bidOrder: 'step-turn-order',
  actionOrder: 'step-actions',
  rank: 'score-rank',
  militaryVP: 'score-military',
  tribalRelations: 'space-tribal',
  farm: 'space-developFarm',
  marketplace: 'space-developMarketplace',
  granaryTreasury: 'step-maintenance',
  allianceToken: 'step-alliance',
  hanEmperorToken: 'score-hanEmperorToken',
  criterionMarkers: 'step-maintenance',
  decks: 'space-hireInstructor',
} as const;
export type TrackId = keyof typeof TRACK_HELP;

const SCORING_LINES: Record<ScoreCategory, () => string[]> = {
  military: () => ['The military VPs on the track: 1 per stationed army unit at every Update and Maintenance.'],
  border: () => [
    'At each of your two borders, the state occupying more locations wins it.',
    `Both won: ${borderVP(['win', 'win'])} VP; one won, one tied: ${borderVP(['win', 'tie'])}; one won, one lost, or both tied: ${borderVP(['win', 'loss'])}; one tied, one lost: ${borderVP(['tie', 'loss'])}; both lost: ${borderVP(['loss', 'loss'])}.`,
  ],
  borderLocation: () => ['1 VP per border location token on its 1 VP side in your treasury and granary.'],
  domesticDevelopment: () => [`Farm level + marketplace level, compared: ${placeTable()}.`],
  civilHarmony: () => [
    `Tribal relations level + popular support tokens, compared: ${placeTable()}.`,
    `Plus, for the tribal relations level: ${[9, 10, 11, 12].map((l) => `level ${l}: +${tribalBonus(l)}`).join(', ')}.`,
  ],
  rank: () => [
    `Rank, compared: ${placeTable()}.`,
    `Plus 1 VP per rank above ${rankName(0)} (${rankName(EMPEROR_RANK)}: +${EMPEROR_RANK}).`,
  ],
  hanEmperorToken: () => [`The holder of the Han emperor token: ${HAN_EMPEROR_TOKEN_VP} VP.`],
  stateEnhancement: () => ['The VPs printed on your constructed enhancements, plus what their texts award.'],
  deficit: () => [`${DEFICIT_VP} VP per deficit token.`],
};

function scoringEntries(): HelpEntry[] {
  return SCORE_CATEGORIES.map((c) => ({
    id: `score-${c}`,
    section: 'scoring',
    title: SCORE_CATEGORY_LABELS[c],
    lines: SCORING_LINES[c](),
    source: 'Rulebook, Game End (scoring categories)',
  }));
}

function cardEntries(): HelpEntry[] {
  const generals: HelpEntry[] = GENERAL_IDS.map((id) => {
    const g = GENERALS[id];
    return {
      id: `general-${id}`,
      section: 'generals',
      title: `${g.name.value} — ${g.skillName.value}`,
      subtitle: `${stateName(g.state.value)}${g.lord.value ? ' lord' : ''} · administration ${g.administration.value}, combat ${g.combat.value}, leadership ${g.leadership.value} · ${listSentence(g.specialisations.value.map((t) => ARMY_TYPE_NAMES[t]))}`,
      lines: [g.skillText.value, ...g.rulings.value],
      source: 'Compendium',
    };
  });
  const enhancements: HelpEntry[] = ENHANCEMENT_IDS.map((id) => {
    const e = ENHANCEMENTS[id];
    return {
      id: `enhancement-${id}`,
      section: 'enhancements',
      title: e.name.value,
      subtitle: `${capitalise(e.deck.value)} deck · cost ${describeCost(e.cost.value)} · prerequisite: ${describePrerequisite(e.prerequisite.value)} · ${plural(e.vp.value, 'VP')}`,
      lines: [e.text.value, ...e.rulings.value],
      source: 'Compendium',
    };
  });
  return [...generals, ...enhancements];
}

let cached: readonly HelpEntry[] | null = null;

/** Every help entry, in the panel's order. */
export function helpEntries(): readonly HelpEntry[] {
  cached ??= [overviewEntry(), ...sequenceEntries(), ...spaceEntries(), ...scoringEntries(), ...cardEntries()];
  return cached;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The entries whose text holds every word of the query (case- and
 * accent-insensitive); those whose title holds them all come first.
 */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const hits = entries.filter((e) => {
    const text = fold([e.title, e.subtitle ?? '', ...(e.lead ?? []), ...e.lines].join(' '));
    return words.every((w) => text.includes(w));
  });
  const inTitle = (e: HelpEntry) => words.every((w) => fold(e.title).includes(w));
  return [...hits.filter(inTitle), ...hits.filter((e) => !inTitle(e))];
}
