/**
 * The read-only board, rendered to static markup from real games played by
 * the random bot: it shows what each seat may see (its own hand, never an
 * opponent's hidden card), the same numbers as G, every bid, occupant and
 * log entry, and the final score sheet.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Hand, PublicBoard, ScoreSheet } from '../../../src/board/threeKingdomsRedux/components';
import { cardCounts, RESOURCE_KEYS, resourceCount } from '../../../src/board/threeKingdomsRedux/labels';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { LOCATION_IDS } from '../../../src/game/threeKingdomsRedux/data/board';
import { ENHANCEMENTS } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERALS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { SCORE_CATEGORIES } from '../../../src/game/threeKingdomsRedux/scoring';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type ActionSpaceId, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { byTestId, elements, testIds, textByTestId, textOf, withoutTooltips } from './markup';

const SEATS: (StateId | null)[] = [...STATES, null];

/**
 * Copies of G along a whole random game: the first moment of every step
 * (recruitment, alliance, bidding, actions) and every 15th move besides, so
 * mid-bidding boards with many bids are covered too. The last one is the end.
 */
function snapshots(seed: string): GameState[] {
  const out: GameState[] = [];
  let lastStep = '';
  let moves = 0;
  const final = playGame(seed, fastRandomMove, {
    afterMove: (G) => {
      moves++;
      const step = `${G.round}:${G.step.kind}`;
      if (step !== lastStep || moves % 15 === 0) out.push(structuredClone(G));
      lastStep = step;
    },
  });
  out.push(structuredClone(final));
  return out;
}

const GAMES = ['board-1', 'board-2'].map(snapshots);
const ALL = GAMES.flat();
const FINALS = GAMES.map((g) => g[g.length - 1]);
/** A sample small enough to render for all four seats within the time budget. */
const SAMPLE = ALL.filter((_, i) => i % 4 === 0);

/** Renders each (snapshot, seat) once; several checks read the same boards. */
const rendered = new Map<GameState, Map<StateId | null, string>>();
function render(G: GameState, seat: StateId | null): string {
  const bySeat = rendered.get(G) ?? new Map<StateId | null, string>();
  rendered.set(G, bySeat);
  let html = bySeat.get(seat);
  if (html === undefined) {
    html = renderToStaticMarkup(<PublicBoard G={observe(G, seat)} seat={seat} />);
    bySeat.set(seat, html);
  }
  return html;
}

/** Cards an opponent of `seat` holds that `seat` may not know (lords included: the board never names them unseen). */
function hiddenFrom(G: GameState, seat: StateId | null) {
  const generals: string[] = [];
  const enhancements: string[] = [];
  for (const s of STATES) {
    if (s === seat) continue;
    const p = G.players[s];
    const unseen = [...p.secret.hand, ...p.secret.undrawn, ...p.secret.drawn].filter((g) => !p.revealed.includes(g));
    generals.push(...unseen);
    enhancements.push(...p.secret.enhancementHand);
  }
  return { generals, enhancements };
}

describe('PublicBoard: hidden information', () => {
  it('shows a seat its own hand and never an opponent\u2019s unrevealed general or enhancement card', () => {
    let checkedHidden = 0;
    for (const G of SAMPLE) {
      for (const seat of SEATS) {
        const html = render(G, seat);
        const visibleText = textOf(withoutTooltips(html));
        const { generals, enhancements } = hiddenFrom(G, seat);
        for (const g of generals) {
          expect(html).not.toContain(`data-general="${g}"`);
          expect(visibleText, `${seat ?? 'spectator'} sees ${g}`).not.toContain(GENERALS[g as keyof typeof GENERALS].name.value);
          checkedHidden++;
        }
        for (const e of enhancements) {
          expect(html).not.toContain(`data-enhancement="${e}"`);
          expect(visibleText, `${seat ?? 'spectator'} sees ${e}`).not.toContain(ENHANCEMENTS[e as keyof typeof ENHANCEMENTS].name.value);
          checkedHidden++;
        }
        if (seat === null) {
          expect(byTestId(html, 'hand')).toBeNull();
          continue;
        }
        const own = G.players[seat].secret;
        for (const g of own.hand) expect(textByTestId(html, `hand-general-${g}`)).toBe(GENERALS[g].name.value);
        for (const g of own.drawn) expect(textByTestId(html, `drawn-general-${g}`)).toBe(GENERALS[g].name.value);
        for (const e of own.enhancementHand) expect(textByTestId(html, `hand-enhancement-${e}`)).toBe(ENHANCEMENTS[e].name.value);
        const handIds = testIds(byTestId(html, 'hand')!).filter((id) => id.startsWith('hand-general-'));
        expect(handIds).toHaveLength(own.hand.length);
      }
    }
    expect(checkedHidden).toBeGreaterThan(1000);
  });

  it('gives every state the counts of its cards, from hiddenCounts for the others', () => {
    for (const G of SAMPLE) {
      for (const seat of SEATS) {
        const view = observe(G, seat);
        const html = render(G, seat);
        for (const s of STATES) {
          const p = G.players[s];
          expect(textByTestId(html, `${s}-handCount`)).toBe(String(p.secret.hand.length));
          expect(textByTestId(html, `${s}-enhancementCount`)).toBe(String(p.secret.enhancementHand.length));
          expect(cardCounts(view.players[s]).undrawn).toBe(p.secret.undrawn.length);
        }
      }
    }
  });

  it('renders nothing secret when the hand is asked for a state the view hides', () => {
    const G = ALL[Math.floor(ALL.length / 2)];
    const html = renderToStaticMarkup(<Hand G={observe(G, 'wei')} seat="wu" />);
    expect(testIds(html).filter((id) => id.startsWith('hand-general-') || id.startsWith('hand-enhancement-'))).toEqual([]);
  });
});

describe('PublicBoard: public state', () => {
  it('shows the round and, per state, the same numbers as G', () => {
    for (const G of SAMPLE) {
      const html = render(G, 'shu');
      expect(textByTestId(html, 'round-number')).toBe(String(G.round));
      expect(textByTestId(html, 'round')).toBe(`Round ${G.round}`);
      for (const s of STATES) {
        const p = G.players[s];
        const panel = byTestId(html, `state-${s}`)!;
        const read = (key: string) => textByTestId(panel, `${s}-${key}`);
        for (const key of RESOURCE_KEYS) expect(read(key), `${s} ${key}`).toBe(String(resourceCount(p, key)));
        expect(read('gold')).toBe(String(p.gold));
        expect(read('spear')).toBe(String(p.weapons.spear));
        expect(read('vessel')).toBe(String(p.weapons.vessel));
        expect(read('tribalLevel')).toBe(String(p.tribalLevel));
        expect(read('rank')).toBe(String(p.rank));
        expect(read('militaryVP')).toBe(String(p.militaryVP));
        expect(read('farmLevel')).toBe(String(p.farm.level));
        expect(read('marketplaceLevel')).toBe(String(p.marketplace.level));
        expect(read('deficits')).toBe(String(p.deficits));
        for (const card of p.constructed) expect(textByTestId(panel, `constructed-${s}-${card}`)).toBe(ENHANCEMENTS[card].name.value);
        // The lists fold into a line of counts (issue 34: the panels and the log on a laptop's first screen).
        if (p.stationed.length + p.constructed.length > 0) {
          const holdings = byTestId(panel, `holdings-${s}`)!;
          expect(holdings).toMatch(/^<details class="holdings" data-testid="[^"]+"><summary/);
          const summary = textOf(elements(holdings, 'summary')[0]);
          if (p.stationed.length) expect(summary).toContain(`${p.stationed.length} stationed`);
          if (p.constructed.length) expect(summary).toContain(`${p.constructed.length} built`);
        }
      }
    }
  });

  it('shows every bid inside the action space it was placed on', () => {
    let bidsSeen = 0;
    for (const G of ALL) {
      const html = render(G, null);
      for (const [space, bids] of Object.entries(G.bids) as [ActionSpaceId, NonNullable<GameState['bids'][ActionSpaceId]>][]) {
        const box = byTestId(html, `space-${space}`);
        expect(box, space).not.toBeNull();
        expect(testIds(box!).filter((id) => id.startsWith('bid-'))).toHaveLength(bids.length);
        for (const bid of bids) {
          const token = byTestId(box!, `bid-${bid.state}-${bid.general}`);
          expect(token, `${space} ${bid.general}`).not.toBeNull();
          expect(textOf(withoutTooltips(token!))).toContain(GENERALS[bid.general].name.value);
          bidsSeen++;
        }
      }
    }
    expect(bidsSeen).toBeGreaterThan(100);
  });

  it('has all 18 action spaces and all 15 border locations, with each occupant named', () => {
    let occupied = 0;
    for (const G of ALL.filter((_, i) => i % 4 === 0)) {
      const html = render(G, 'wei');
      const ids = new Set(testIds(html));
      expect([...ids].filter((id) => id.startsWith('space-'))).toHaveLength(18);
      for (const loc of LOCATION_IDS) {
        const box = byTestId(html, `location-${loc}`);
        expect(box, loc).not.toBeNull();
        const occupant = G.locations[loc];
        if (occupant) {
          expect(textOf(withoutTooltips(box!))).toContain(GENERALS[occupant.general].name.value);
          occupied++;
        } else expect(textOf(box!)).toContain('free');
      }
    }
    expect(occupied).toBeGreaterThan(0);
  });

  it('lists every log entry as one <li>, in order', () => {
    for (const G of [ALL[5], ...FINALS]) {
      const html = render(G, 'wu');
      const items = elements(byTestId(html, 'log')!, 'li').map(textOf);
      expect(items).toEqual(G.log.map((e) => e.text));
    }
  });

  it('shows the score sheet only at the end, with the result\u2019s numbers', () => {
    expect(byTestId(render(ALL[3], null), 'score-sheet')).toBeNull();
    for (const G of FINALS) {
      expect(G.result).not.toBeNull();
      const html = render(G, 'wei');
      const sheet = byTestId(html, 'score-sheet')!;
      for (const s of STATES) {
        const score = G.result!.scores[s];
        for (const c of SCORE_CATEGORIES) expect(textByTestId(sheet, `score-${s}-${c}`)).toBe(String(score.categories[c]));
        expect(textByTestId(sheet, `score-${s}-total`)).toBe(String(score.total));
      }
      // Laid out like the rulebook: categories down, the three states across, Total last.
      const rows = elements(sheet, 'tr').map((tr) => textOf(elements(tr, 'th')[0]));
      expect(rows).toEqual([
        'Scoring Categories',
        'Military',
        'Border',
        'Border Location',
        'Domestic Development',
        'Civil Harmony',
        'Rank',
        'Han Emperor Token',
        'State Enhancement',
        'Deficit Token',
        'Total',
      ]);
    }
  });

  it('renders the score sheet on its own from a FinalResult', () => {
    const result = FINALS[0].result!;
    const html = renderToStaticMarkup(<ScoreSheet result={result} />);
    expect(textByTestId(html, 'winner')).toContain(`${result.scores[result.winner].total} VPs`);
  });
});

describe('PublicBoard: accessibility', () => {
  it('makes every card name a keyboard-reachable button described by its popup', () => {
    const html = render(FINALS[0], 'shu');
    const triggers = [...html.matchAll(/<button type="button" class="tip-trigger" aria-describedby="([^"]+)"/g)];
    expect(triggers.length).toBeGreaterThan(10);
    for (const [, id] of triggers) {
      const popup = html.match(new RegExp(`<span role="tooltip" id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
      expect(popup, id).not.toBeNull();
    }
    // Every <button> on the read-only board is a card name; no other control sneaks in.
    expect((html.match(/<button/g) ?? []).length).toBe(triggers.length);
  });

  it('labels every state marker with the state\u2019s name and uses ids only once', () => {
    const html = render(ALL[10], 'wu');
    for (const tag of elements(html, 'span').filter((s) => s.includes('class="state-tag'))) {
      expect(['Wei', 'Wu', 'Shu']).toContain(textOf(tag));
    }
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
