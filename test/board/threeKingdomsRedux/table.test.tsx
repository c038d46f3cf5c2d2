/**
 * The table's decisions, rendered to static HTML from real games' states:
 * which pieces of the board are clickable for each decision, what the tray
 * offers and when Confirm is enabled, always as the rules' validators say
 * (legalMoves, assignError, allianceSpaceError, actionChoices, actionError).
 * The tray and the board are rendered with a given draft (what the player
 * has picked so far), as TkrBoard would after those clicks.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { allianceSpaceError, assignError, recruitCount } from '../../../src/game/threeKingdomsRedux/conflict';
import { applyMovePure, currentDecision, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices, legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { BIDDABLE_SPACES, COMMON_SPACES, isBattle } from '../../../src/game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type ActionSpaceId, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { LOCATIONS, type LocationId } from '../../../src/game/threeKingdomsRedux/data/board';
import { GENERALS, type GeneralId } from '../../../src/game/threeKingdomsRedux/data/generals';
import { Hand, PublicBoard } from '../../../src/board/threeKingdomsRedux/components';
import { firstNewEntry, phaseMarks, sinceSummary } from '../../../src/board/threeKingdomsRedux/components/GameLog';
import { choiceLabel, panelKind } from '../../../src/board/threeKingdomsRedux/decisions';
import { actionAspects, optionLabels } from '../../../src/board/threeKingdomsRedux/decisions/actionAspects';
import { nextStep, valueKey } from '../../../src/board/threeKingdomsRedux/decisions/askInSteps';
import { sameAsDecline } from '../../../src/board/threeKingdomsRedux/decisions/sameAsDecline';
import type { ActionChoice } from '../../../src/game/threeKingdomsRedux/moves';
import { DecisionTray } from '../../../src/board/threeKingdomsRedux/table/DecisionTray';
import { TableContext, type Draft, type TableApi } from '../../../src/board/threeKingdomsRedux/table/TableContext';
import { draftKey, draftMove, emptyDraft } from '../../../src/board/threeKingdomsRedux/table/useTableState';

// ---- static-HTML helpers ---------------------------------------------------

interface Found {
  tag: string;
  attrs: string;
  /** Markup up to the element's first matching closing tag (fine for our flat buttons and sections). */
  inner: string;
}

const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const text = (html: string): string => unescapeHtml(html.replace(/<[^>]*>/g, ''));
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function byTestId(html: string, testId: string): Found[] {
  const re = new RegExp(`<(\\w+)([^>]*\\sdata-testid="${escapeRe(testId)}"[^>]*)>`, 'g');
  const out: Found[] = [];
  for (const m of html.matchAll(re)) {
    const start = m.index! + m[0].length;
    const end = html.indexOf(`</${m[1]}>`, start);
    out.push({ tag: m[1], attrs: m[2], inner: end < 0 ? '' : html.slice(start, end) });
  }
  return out;
}
const one = (html: string, testId: string): Found => {
  const found = byTestId(html, testId);
  expect(found, testId).toHaveLength(1);
  return found[0];
};
const isDisabled = (el: Found): boolean => /\sdisabled=""/.test(el.attrs);
const attr = (el: Found, name: string): string | undefined => el.attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** The visible text the element's aria-describedby points at. */
function describedBy(html: string, el: Found): string | undefined {
  const id = attr(el, 'aria-describedby');
  if (!id) return undefined;
  const m = html.match(new RegExp(`<span id="${escapeRe(id)}"[^>]*>([^<]*)</span>`));
  return m ? unescapeHtml(m[1]) : undefined;
}

function tableFor(G: GameState, seat: StateId, draft: Partial<Draft> = {}, active = true): TableApi {
  const view = observe(G, seat);
  return { G: view, seat, kind: panelKind(view, seat), active, draft: { ...emptyDraft(), ...draft }, update: () => {}, stage: () => {} };
}
function render(G: GameState, seat: StateId, draft: Partial<Draft> = {}, active = true): string {
  const t = tableFor(G, seat, draft, active);
  return renderToStaticMarkup(
    <TableContext.Provider value={t}>
      <PublicBoard G={t.G} seat={seat} hand={false} />
      <Hand G={t.G} seat={seat} />
      <DecisionTray table={t} send={() => {}} error={null} />
    </TableContext.Provider>,
  );
}
const kindOf = (html: string): string => text(one(html, 'decision-kind').inner);
const ariaDisabled = (el: Found): boolean => attr(el, 'aria-disabled') === 'true';
/** The spaces shown as clickable, and which of those the rules refuse. */
const targets = (html: string): string[] =>
  [...html.matchAll(/data-testid="target-([^"]+)"/g)].map((m) => m[1]).filter((s) => !s.startsWith('location-'));
const bidDraft = (general: GeneralId, space?: Draft['bid']['space']): Partial<Draft> => ({
  bid: { ...emptyDraft().bid, general, ...(space ? { space, spaceChosen: true } : {}) },
});

// ---- real decisions from real games ----------------------------------------

interface Snapshots {
  recruit: GameState;
  selectAlliance: GameState[];
  bid: GameState[];
  action: GameState[];
  gameOver: GameState;
}

function collect(seed: string): Snapshots {
  const snaps: Snapshots = {
    recruit: newGame({}, seededRng(seed)),
    selectAlliance: [],
    bid: [],
    action: [],
    gameOver: null as unknown as GameState,
  };
  snaps.gameOver = playGame(seed, fastRandomMove, {
    afterMove(G) {
      const d = currentDecision(G);
      if (d.kind === 'selectAlliance') snaps.selectAlliance.push(structuredClone(G));
      // Bids: a sample is plenty; actions: every one, to meet every space's options.
      if (d.kind === 'bid' && G.bidSeq % 4 === 0) snaps.bid.push(structuredClone(G));
      if (d.kind === 'action') snaps.action.push(structuredClone(G));
    },
  });
  return snaps;
}

const games = [collect('x'), collect('y')];
const actor = (G: GameState): StateId => statesToAct(G)[0];

describe('recruit', () => {
  const G = games[0].recruit;
  it('makes the drawn cards toggles; Confirm waits for exactly recruitCount of them', () => {
    expect(currentDecision(G).kind).toBe('recruit');
    for (const seat of statesToAct(G)) {
      const html = render(G, seat);
      expect(kindOf(html)).toBe('recruit');
      for (const g of G.players[seat].secret.drawn) expect(attr(one(html, `recruit-${g}`), 'aria-pressed')).toBe('false');
      expect(isDisabled(one(html, 'tray-confirm'))).toBe(true);
      expect(text(one(html, 'tray-choice').inner)).toMatch(new RegExp(`^Select ${recruitCount(G, seat)} more`));
    }
  });

  it('enables Confirm for exactly recruitCount generals, and that move is legal', () => {
    const seat: StateId = 'wei';
    const need = recruitCount(G, seat);
    const keep = G.players[seat].secret.drawn.slice(0, need);
    const exact = render(G, seat, { recruit: keep });
    expect(isDisabled(one(exact, 'tray-confirm'))).toBe(false);
    for (const g of keep) expect(attr(one(exact, `recruit-${g}`), 'aria-pressed')).toBe('true');
    expect(draftMove(tableFor(G, seat, { recruit: keep }))).toMatchObject({ move: { type: 'recruit', keep } });
    expect(applyMovePure(G, seat, { type: 'recruit', keep }, seededRng(1)).result).toEqual({ ok: true });
    const over = render(G, seat, { recruit: G.players[seat].secret.drawn.slice(0, need + 1) });
    expect(isDisabled(one(over, 'tray-confirm'))).toBe(true);
    expect(text(one(over, 'tray-choice').inner)).toMatch(/^Deselect 1/);
  });

  it("keeps a half-finished selection when another seat recruits (the draft is keyed by the seat's own decision)", () => {
    const keep = G.players.wu.secret.drawn.slice(0, recruitCount(G, 'wu'));
    const after = applyMovePure(G, 'wu', { type: 'recruit', keep }, seededRng(1)).G;
    expect(after.log.length).toBeGreaterThan(G.log.length);
    const key = (g: GameState) => draftKey(observe(g, 'wei'), 'wei', panelKind(observe(g, 'wei'), 'wei'));
    expect(key(after)).toBe(key(G));
    // Its own move is a new decision.
    const mine = applyMovePure(
      G,
      'wei',
      { type: 'recruit', keep: G.players.wei.secret.drawn.slice(0, recruitCount(G, 'wei')) },
      seededRng(1),
    ).G;
    expect(key(mine)).not.toBe(key(G));
  });
});

describe('selectAlliance', () => {
  it('makes exactly the legal spaces clickable; the others say allianceSpaceError on hover and focus', () => {
    for (const { selectAlliance } of games)
      for (const G of selectAlliance) {
        const seat = actor(G);
        const html = render(G, seat);
        expect(kindOf(html)).toBe('selectAlliance');
        expect(targets(html)).toEqual([...COMMON_SPACES]);
        const legal = legalMoves(G, seat).flatMap((m) => (m.type === 'selectAlliance' ? [m.space] : []));
        const enabled = COMMON_SPACES.filter((s) => !ariaDisabled(one(html, `target-${s}`)));
        expect(enabled).toEqual(legal);
        for (const s of COMMON_SPACES.filter((x) => !enabled.includes(x)))
          expect(describedBy(html, one(html, `target-${s}`))).toBe(allianceSpaceError(G, s));
      }
  });

  it('stages the chosen space for Confirm', () => {
    const G = games[0].selectAlliance[0];
    const seat = actor(G);
    const space = legalMoves(G, seat).find((m) => m.type === 'selectAlliance')!;
    const html = render(G, seat, { staged: { move: space, label: 'Place it' } });
    expect(isDisabled(one(html, 'tray-confirm'))).toBe(false);
    expect(text(one(html, 'tray-choice').inner)).toBe('Place it');
  });
});

describe('bid', () => {
  const bids = games.flatMap((g) => g.bid);

  it('offers the hand as cards to pick; no space is clickable before a general is picked', () => {
    expect(bids.length).toBeGreaterThan(5);
    for (const G of bids) {
      const seat = actor(G);
      const html = render(G, seat);
      expect(kindOf(html)).toBe('bid');
      for (const g of G.players[seat].secret.hand) expect(byTestId(html, `pick-${g}`)).toHaveLength(1);
      expect(targets(html)).toEqual([]);
      expect(isDisabled(one(html, 'bid-pass'))).toBe(false);
      expect(isDisabled(one(html, 'tray-confirm'))).toBe(true);
    }
  });

  it("with a general picked: its biddable spaces are clickable, the refused ones with assignError's reason", () => {
    for (const G of bids.slice(0, 6)) {
      const seat = actor(G);
      for (const general of G.players[seat].secret.hand) {
        const html = render(G, seat, bidDraft(general));
        expect(targets(html).sort()).toEqual([...BIDDABLE_SPACES[seat]].sort());
        for (const space of BIDDABLE_SPACES[seat]) {
          const error = assignError(G, seat, { general, space });
          const button = one(html, `target-${space}`);
          expect(ariaDisabled(button)).toBe(error !== null);
          if (error) expect(describedBy(html, button)).toBe(error);
        }
      }
    }
  });

  const G = bids[0];
  const seat = actor(G);
  const general = G.players[seat].secret.hand[0];
  it('opens the popover on the chosen space: units on battle spaces, gold on the tribal space, popular support elsewhere (when the state has some)', () => {
    const battle = BIDDABLE_SPACES[seat].find((s) => isBattle(s))!;
    const supported = structuredClone(G);
    supported.players[seat].popularSupport = 2;
    Object.assign(supported.players[seat], { trained: 2, weapons: { spear: 2, horse: 2, crossbow: 2, vessel: 2 } });
    const onBattle = render(supported, seat, bidDraft(general, battle));
    expect(byTestId(onBattle, 'bid-popover')).toHaveLength(1);
    expect(byTestId(onBattle, 'bid-unit-type')).toHaveLength(1);
    expect(byTestId(onBattle, 'bid-gold')).toHaveLength(0);
    expect(byTestId(onBattle, 'bid-popular-support')).toHaveLength(1);
    expect(byTestId(onBattle, 'bid-ghost')).toHaveLength(1);
    const poor = structuredClone(G);
    poor.players[seat].popularSupport = 0;
    expect(byTestId(render(poor, seat, bidDraft(general, battle)), 'bid-popular-support')).toHaveLength(0);
    const onTribal = render(supported, seat, bidDraft(general, `tribal:${seat}`));
    expect(byTestId(onTribal, 'bid-gold')).toHaveLength(1);
    expect(byTestId(onTribal, 'bid-popular-support')).toHaveLength(0);
    expect(byTestId(onTribal, 'bid-han-token')).toHaveLength(0);
    const farm = render(G, seat, bidDraft(general, 'developFarm'));
    expect(text(one(farm, 'bid-preview').inner)).toMatch(
      /^This bid adds \d+ \(administration\) to your total on "develop farm or harvest"\./,
    );
  });

  it("offers only the units the state holds, with the rules' reason beside the control", () => {
    const battle = BIDDABLE_SPACES[seat].find((s) => isBattle(s))!;
    const none = structuredClone(G);
    none.players[seat].trained = 0;
    const empty = render(none, seat, bidDraft(general, battle));
    expect(byTestId(empty, 'bid-unit-type')).toHaveLength(0);
    expect(text(one(empty, 'bid-no-units').inner)).toContain('You have only 0 trained armies');
    const one1 = structuredClone(G);
    Object.assign(one1.players[seat], { trained: 1, weapons: { spear: 2, horse: 0, crossbow: 0, vessel: 0 } });
    const draft = bidDraft(general, battle);
    draft.bid!.unitType = 'infantry';
    const html = render(one1, seat, draft);
    const types = [...one(html, 'bid-unit-type').inner.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(types).toEqual(['', 'infantry']);
    const counts = [...one(html, 'bid-unit-count').inner.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(counts).toEqual(['1']);
    if (GENERALS[general].leadership.value > 1)
      expect(text(one(html, 'bid-units-reason').inner)).toContain('You have only 1 trained armies');
  });

  it('enables Confirm iff assignError accepts the bid, and shows its reason otherwise', () => {
    for (const space of BIDDABLE_SPACES[seat]) {
      const html = render(G, seat, bidDraft(general, space));
      const error = assignError(G, seat, { general, space });
      expect(isDisabled(one(html, 'tray-confirm'))).toBe(error !== null);
      if (error) expect(text(one(html, 'tray-choice').inner)).toBe(error);
    }
    const tooMuch = G.players[seat].popularSupport + 1;
    const draft = bidDraft(general, 'developFarm');
    draft.bid!.popularSupport = tooMuch;
    const expected = assignError(G, seat, { general, space: 'developFarm', popularSupport: tooMuch });
    expect(expected).toBeTruthy();
    expect(text(one(render(G, seat, draft), 'tray-choice').inner)).toBe(expected);
  });

  it('offers the Han emperor token to its holder only', () => {
    const holder = structuredClone(G);
    holder.hanEmperorHolder = seat;
    expect(byTestId(render(holder, seat, bidDraft(general, 'developFarm')), 'bid-han-token')).toHaveLength(1);
    holder.hanEmperorHolder = STATES.find((s) => s !== seat)!;
    expect(byTestId(render(holder, seat, bidDraft(general, 'developFarm')), 'bid-han-token')).toHaveLength(0);
  });

  it('a pass waits for Confirm and says what it means', () => {
    const html = render(G, seat, { staged: { move: { type: 'pass' }, label: 'Pass: end your bidding for this round' } });
    expect(isDisabled(one(html, 'tray-confirm'))).toBe(false);
    expect(text(one(html, 'tray-choice').inner)).toContain('end your bidding for this round');
  });
});

describe('action', () => {
  const actions = games.flatMap((g) => g.action);

  /** The first step's option words for these choices, or each choice's sentence when one step is not needed. */
  const firstStep = (G: GameState, seat: StateId, space: ActionSpaceId, choices: ActionChoice[]): string[] => {
    const step = nextStep(choices, actionAspects(choices));
    return step ? optionLabels(G, seat, space, step) : choices.map((c) => choiceLabel(G, seat, space, c));
  };

  it('makes the won spaces clickable; an open space asks the first step of its legal choices (at most 8), plus Decline', () => {
    const seen = new Set<string>();
    for (const G of actions) {
      const seat = actor(G);
      expect(kindOf(render(G, seat))).toBe('action');
      expect(targets(render(G, seat)).sort()).toEqual([...G.pendingActions[seat]].sort());
      const legal = legalMoves(G, seat);
      const view = observe(G, seat);
      for (const space of G.pendingActions[seat]) {
        seen.add(space);
        const html = render(G, seat, { actionSpace: space });
        const section = one(html, `action-${space}`);
        expect(isDisabled(one(section.inner, `decline-${space}`))).toBe(false);
        expect(legal).toContainEqual({ type: 'declineAction', space });
        if (space === 'trade' || space === 'construct') continue;
        const expected = legal.flatMap((m) => (m.type === 'takeAction' && m.space === space ? [m.choice] : []));
        if (isBattle(space)) {
          // A battle: the border locations of the legal stationings light up; a clicked one asks for its options in steps.
          const locations = [...new Set(expected.map((c) => (c.kind === 'battle' ? c.location : '')))].sort();
          const lit = [...html.matchAll(/data-testid="target-location-([^"]+)"/g)].map((m) => m[1]).sort();
          expect(lit).toEqual(locations);
          for (const location of locations as LocationId[]) {
            const at = one(render(G, seat, { actionSpace: space, location }), `action-${space}`);
            expect(text(at.inner)).toContain(LOCATIONS[location].name.value);
            const listed = byTestId(at.inner, 'choice').map((b) => text(b.inner));
            const here = expected.filter((c) => c.kind === 'battle' && c.location === location);
            expect(listed).toEqual(firstStep(view, seat, space, here));
            expect(listed.length).toBeLessThanOrEqual(8);
          }
          continue;
        }
        const folded = new Set(sameAsDecline(view, seat, space, expected).map(valueKey));
        const listed = byTestId(section.inner, 'choice').map((b) => text(b.inner));
        expect(listed).toEqual(
          firstStep(
            view,
            seat,
            space,
            expected.filter((c) => !folded.has(valueKey(c))),
          ),
        );
        expect(listed.length).toBeLessThanOrEqual(8);
      }
    }
    // The two games reach every kind of space but a few rare ones.
    expect(seen.size).toBeGreaterThanOrEqual(14);
  });

  it('explains an option with no legal choice (harvest with no flipped farm tokens)', () => {
    const G = actions.find((s) => s.pendingActions[actor(s)].includes('developFarm'))!;
    const seat = actor(G);
    const bare = structuredClone(G);
    bare.players[seat].farm.flipped = 0;
    const section = one(render(bare, seat, { actionSpace: 'developFarm' }), 'action-developFarm');
    const reasons = byTestId(section.inner, 'disabled-reason').map((r) => text(r.inner));
    expect(reasons).toContain('You have no flipped farm tokens to harvest.');
  });

  it('construct: its choice button enabled iff some card can be constructed', () => {
    const withConstruct = actions.filter((s) => s.pendingActions[actor(s)].includes('construct'));
    expect(withConstruct.length).toBeGreaterThan(0);
    for (const G of withConstruct) {
      const seat = actor(G);
      if (G.players[seat].secret.enhancementHand.length === 0) continue;
      const section = one(render(G, seat, { actionSpace: 'construct' }), 'action-construct');
      const submit = one(section.inner, 'construct-submit');
      expect(isDisabled(submit)).toBe(actionChoices(G, seat, 'construct').length === 0);
    }
  });
});

describe('waiting, game over and inactive', () => {
  it('tells the other seats whom they wait for, and nothing on the board is clickable for them', () => {
    const G = games[0].bid[0];
    const bidder = actor(G);
    for (const seat of STATES.filter((s) => s !== bidder)) {
      const html = render(G, seat);
      expect(kindOf(html)).toBe('waiting');
      expect(text(one(html, 'decision-panel').inner)).toContain(`Waiting for ${bidder[0].toUpperCase()}${bidder.slice(1)} to bid`);
      expect(targets(html)).toEqual([]);
      expect(byTestId(html, 'tray-confirm')).toHaveLength(0);
    }
  });

  it("agrees with the engine on whose decision it is, from every seat's view", () => {
    for (const game of games)
      for (const G of [game.recruit, ...game.selectAlliance, ...game.bid.slice(0, 8), ...game.action.slice(0, 8), game.gameOver])
        for (const seat of STATES) {
          const d = currentDecision(G);
          const expected = d.kind === 'gameOver' ? 'gameOver' : statesToAct(G).includes(seat) ? d.kind : 'waiting';
          expect(panelKind(observe(G, seat), seat)).toBe(expected);
        }
  });

  it('names the states still recruiting', () => {
    const G = games[0].recruit;
    const keep = G.players.wei.secret.drawn.slice(0, recruitCount(G, 'wei'));
    const after = applyMovePure(G, 'wei', { type: 'recruit', keep }, seededRng(1)).G;
    const html = render(after, 'wei');
    expect(kindOf(html)).toBe('waiting');
    expect(text(one(html, 'decision-panel').inner)).toContain('Waiting for Wu and Shu to recruit generals');
  });

  it('while a move is in flight: nothing is clickable and Confirm is disabled', () => {
    const G = games[0].action[0];
    const html = render(G, actor(G), {}, false);
    expect(targets(html)).toEqual([]);
    expect(isDisabled(one(html, 'tray-confirm'))).toBe(true);
  });
});

describe('the log as a story', () => {
  const G = games[0].gameOver;
  it("draws the engine's phase headings as markers: each round's Conflict Phase, Resolution Phase, then Update and Maintenance (rulebook, Game Sequence)", () => {
    const marks = [...phaseMarks(G).values()];
    const expected: string[] = [];
    for (let r = 1; r <= G.round; r++) {
      expected.push(`Round ${r} · Conflict Phase`, `Round ${r} · Resolution Phase`);
      if (r < G.round) expected.push(`Round ${r} · Update and Maintenance`);
    }
    expect(marks).toEqual(expected);
    const html = render(G, 'wei');
    expect((html.match(/class="[^"]*phase-heading/g) ?? []).length).toBe(expected.length);
  });

  it('a log saved before headings existed still gets a marker at each round', () => {
    const old = { ...G, log: G.log.filter((e) => !e.phase) };
    expect([...phaseMarks(old).values()]).toEqual(Array.from({ length: G.round }, (_, i) => `Round ${i + 1}`));
  });

  it("highlights what happened since the seat's own last entry, summarised by who did it", () => {
    const bid = games[0].bid[3];
    const seat = actor(bid);
    const from = firstNewEntry(bid, seat)!;
    expect(bid.log[from - 1].state).toBe(seat);
    expect(bid.log.slice(from).some((e) => e.state === seat)).toBe(false);
    const summary = sinceSummary(bid, from);
    // A story in the engine's words, not a count of entries: each other state's bid is named.
    const bids = bid.log.slice(from).filter((e) => / assigns /.test(e.text));
    expect(bids.length).toBeGreaterThan(0);
    for (const e of bids.slice(0, 3)) {
      const [, who, general] = /^(\w+) assigns (.+?)(?: with .+)? to /.exec(e.text)!;
      expect(summary).toContain(`${who} bid ${general} on "`);
    }
    expect(summary).not.toMatch(/entr(y|ies)/);
    expect(firstNewEntry(bid, null)).toBeNull();
    const html = render(bid, seat);
    expect((html.match(/class="[^"]*log-new/g) ?? []).length).toBe(bid.log.length - from);
  });
});

describe('a compact tray', () => {
  it('does not repeat the prompt: with no general picked, "Pick a general from your hand, or pass." is hidden under the bid prompt', () => {
    const G = games[0].bid[0];
    const html = render(G, actor(G));
    expect(html).toMatch(/class="tray-choice repeats-prompt"/);
    // Once a general is picked, the line says something new and shows.
    const g = G.players[actor(G)].secret.hand[0];
    const picked = render(G, actor(G), { bid: { ...emptyDraft().bid, general: g } });
    expect(picked).not.toMatch(/repeats-prompt/);
  });
});

describe('the since-your-last-turn story', () => {
  it('tells the Resolution Phase in one line: the phase began and the spaces won per state', () => {
    const G = games[0].action[0];
    const seat = actor(G);
    const summary = sinceSummary(G, firstNewEntry(G, seat))!;
    expect(summary).toMatch(/^Since your last turn: /);
    expect(summary).toContain('Resolution Phase began');
    expect(summary).toMatch(/spaces won: (Wei|Wu|Shu) \d/);
    // One line: at most five clauses.
    expect(summary.split('; ').length).toBeLessThanOrEqual(5);
  });
});
