/**
 * The decision panel rendered to static HTML at real decisions of real games
 * (no DOM library here): each decision kind renders, enabled controls are
 * exactly the engine's legal moves, and disabled ones carry the engine's reason.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { fastRandomMove } from '../../src/bots/random';
import { actionError } from '../../src/game/actions';
import { allianceSpaceError, assignError, recruitCount } from '../../src/game/conflict';
import { applyMovePure, currentDecision, newGame, statesToAct } from '../../src/game/engine';
import { actionChoices, legalMoves } from '../../src/game/legal';
import type { Move } from '../../src/game/moves';
import { observe } from '../../src/game/playerView';
import { seededRng } from '../../src/game/rng';
import { playGame } from '../../src/game/simulate';
import { BIDDABLE_SPACES, COMMON_SPACES } from '../../src/game/spaces';
import type { GameState } from '../../src/game/state';
import { STATES, type StateId } from '../../src/game/types';
import {
  BidView,
  choiceLabel,
  DecisionPanel,
  EMPTY_TRADE_FORM,
  initialBidForm,
  RecruitView,
  TradeView,
  tradeChoiceFromForm,
  type BidFormState,
} from '../../src/board/decisions';

// ---- static-HTML helpers ---------------------------------------------------

interface Found {
  tag: string;
  attrs: string;
  /** Markup up to the element's first matching closing tag (fine for our flat buttons and sections). */
  inner: string;
}

const unescape = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const text = (html: string): string => unescape(html.replace(/<[^>]*>/g, ''));
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
  return m ? unescape(m[1]) : undefined;
}
const options = (select: Found): string[] => [...select.inner.matchAll(/<option[^>]*value="([^"]*)"/g)].map((m) => m[1]);

const moves: Move[] = [];
function render(G: GameState, seat: StateId, disabled = false): string {
  return renderToStaticMarkup(<DecisionPanel G={observe(G, seat)} seat={seat} onMove={(m) => moves.push(m)} disabled={disabled} />);
}
const kindOf = (html: string): string => text(one(html, 'decision-kind').inner);

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
  it('offers the drawn generals and confirms only an exact selection', () => {
    expect(currentDecision(G).kind).toBe('recruit');
    for (const seat of statesToAct(G)) {
      const html = render(G, seat);
      expect(kindOf(html)).toBe('recruit');
      const drawn = G.players[seat].secret.drawn;
      for (const g of drawn) expect(one(html, `recruit-${g}`).tag).toBe('input');
      const confirm = one(html, 'recruit-confirm');
      expect(isDisabled(confirm)).toBe(true);
      expect(describedBy(html, confirm)).toBe(`Select ${recruitCount(G, seat)} more`);
      expect(text(one(html, 'disabled-reason').inner)).toBe(`Select ${recruitCount(G, seat)} more`);
    }
  });

  it('enables Confirm for exactly recruitCount generals, and that move is legal', () => {
    const seat: StateId = 'wei';
    const view = observe(G, seat);
    const need = recruitCount(G, seat);
    const keep = G.players[seat].secret.drawn.slice(0, need);
    const exact = renderToStaticMarkup(<RecruitView G={view} seat={seat} selected={keep} onToggle={() => {}} onMove={() => {}} />);
    expect(isDisabled(one(exact, 'recruit-confirm'))).toBe(false);
    expect(byTestId(exact, 'disabled-reason')).toHaveLength(0);
    expect(applyMovePure(G, seat, { type: 'recruit', keep }, seededRng(1)).result).toEqual({ ok: true });

    const tooMany = G.players[seat].secret.drawn.slice(0, need + 1);
    const over = renderToStaticMarkup(<RecruitView G={view} seat={seat} selected={tooMany} onToggle={() => {}} onMove={() => {}} />);
    expect(text(one(over, 'disabled-reason').inner)).toBe('Deselect 1');
  });
});

describe('selectAlliance', () => {
  it('enables exactly the legal spaces; the others show allianceSpaceError', () => {
    for (const { selectAlliance } of games)
      for (const G of selectAlliance) {
        const seat = actor(G);
        const html = render(G, seat);
        expect(kindOf(html)).toBe('selectAlliance');
        // Skill moves usable at any time (Lu Fan, Guan Ping) sit beside the alliance choice.
        const legal = legalMoves(G, seat).flatMap((m) => (m.type === 'selectAlliance' ? [m.space] : []));
        const enabled = COMMON_SPACES.filter((s) => !isDisabled(one(html, `alliance-${s}`)));
        expect(enabled).toEqual(legal);
        for (const s of COMMON_SPACES.filter((x) => !enabled.includes(x)))
          expect(describedBy(html, one(html, `alliance-${s}`))).toBe(allianceSpaceError(G, s));
      }
  });

  it('has rounds where last round\'s space is refused with its reason', () => {
    const later = games[0].selectAlliance.find((G) => G.previousAllianceSpace)!;
    const html = render(later, actor(later));
    const button = one(html, `alliance-${later.previousAllianceSpace}`);
    expect(isDisabled(button)).toBe(true);
    expect(describedBy(html, button)).toMatch(/was last round's alliance action space; choose another\.$/);
  });
});

describe('bid', () => {
  const bids = games.flatMap((g) => g.bid);

  it('offers the hand and the biddable spaces; Assign follows assignError', () => {
    expect(bids.length).toBeGreaterThan(5);
    for (const G of bids) {
      const seat = actor(G);
      const html = render(G, seat);
      expect(kindOf(html)).toBe('bid');
      expect(options(one(html, 'bid-general'))).toEqual(G.players[seat].secret.hand);
      expect(options(one(html, 'bid-space'))).toEqual([...BIDDABLE_SPACES[seat]]);
      const form = initialBidForm(observe(G, seat), seat);
      const error = assignError(G, seat, { general: form.general as never, space: form.space });
      expect(isDisabled(one(html, 'bid-assign'))).toBe(error !== null);
      expect(isDisabled(one(html, 'bid-pass'))).toBe(false);
      expect(byTestId(html, 'bid-pass-confirm')).toHaveLength(0);
    }
  });

  const G = bids[0];
  const seat = actor(G);
  const view = observe(G, seat);
  const renderForm = (patch: Partial<BidFormState>, confirmingPass = false) =>
    renderToStaticMarkup(
      <BidView
        G={view}
        seat={seat}
        form={{ ...initialBidForm(view, seat), ...patch }}
        onChange={() => {}}
        confirmingPass={confirmingPass}
        onConfirmingPass={() => {}}
        onMove={() => {}}
      />,
    );

  it('shows the engine\'s reason next to a disabled Assign', () => {
    const tooMuch = G.players[seat].popularSupport + 1;
    const html = renderForm({ space: 'developFarm', popularSupport: tooMuch });
    const assign = one(html, 'bid-assign');
    expect(isDisabled(assign)).toBe(true);
    const expected = assignError(G, seat, { general: G.players[seat].secret.hand[0], space: 'developFarm', popularSupport: tooMuch });
    expect(expected).toBeTruthy();
    expect(describedBy(html, assign)).toBe(expected);
  });

  it('shows unit controls on battle spaces, gold on the tribal space, popular support elsewhere', () => {
    const battle = BIDDABLE_SPACES[seat].find((s) => s.startsWith('battle:'))!;
    const onBattle = renderForm({ space: battle });
    expect(byTestId(onBattle, 'bid-unit-type')).toHaveLength(1);
    expect(byTestId(onBattle, 'bid-unit-count')).toHaveLength(1);
    expect(byTestId(onBattle, 'bid-gold')).toHaveLength(0);
    expect(byTestId(onBattle, 'bid-popular-support')).toHaveLength(1);
    const onTribal = renderForm({ space: `tribal:${seat}` });
    expect(byTestId(onTribal, 'bid-gold')).toHaveLength(1);
    expect(byTestId(onTribal, 'bid-unit-type')).toHaveLength(1);
    expect(byTestId(onTribal, 'bid-popular-support')).toHaveLength(0);
    expect(byTestId(onTribal, 'bid-han-token')).toHaveLength(0);
  });

  it('shows what the bid adds', () => {
    const html = renderForm({ space: 'developFarm' });
    expect(text(one(html, 'bid-preview').inner)).toMatch(/^This bid adds \d+ \(administration\) to your total on "develop farm or harvest"\./);
  });

  it('offers the Han emperor token to its holder only', () => {
    const holder = structuredClone(G);
    holder.hanEmperorHolder = seat;
    const mine = renderToStaticMarkup(<DecisionPanel G={observe(holder, seat)} seat={seat} onMove={() => {}} />);
    expect(isDisabled(one(mine, 'bid-han-token'))).toBe(false);
    holder.hanEmperorHolder = STATES.find((s) => s !== seat)!;
    const theirs = renderToStaticMarkup(<DecisionPanel G={observe(holder, seat)} seat={seat} onMove={() => {}} />);
    expect(byTestId(theirs, 'bid-han-token')).toHaveLength(0);
  });

  it('asks to confirm a pass', () => {
    const html = renderForm({}, true);
    expect(byTestId(html, 'bid-pass')).toHaveLength(0);
    expect(isDisabled(one(html, 'bid-pass-confirm'))).toBe(false);
    expect(text(html)).toContain('Passing ends your bidding for this round');
  });
});

describe('action', () => {
  const actions = games.flatMap((g) => g.action);

  it('lists exactly the legal choices of each pending space, in order, plus Decline', () => {
    const seen = new Set<string>();
    for (const G of actions) {
      const seat = actor(G);
      const html = render(G, seat);
      expect(kindOf(html)).toBe('action');
      const legal = legalMoves(G, seat);
      for (const space of G.pendingActions[seat]) {
        seen.add(space);
        const section = one(html, `action-${space}`);
        expect(section.tag).toBe('section');
        expect(isDisabled(one(section.inner, `decline-${space}`))).toBe(false);
        expect(legal).toContainEqual({ type: 'declineAction', space });
        if (space === 'trade' || space === 'construct') continue;
        const listed = byTestId(section.inner, 'choice').map((b) => text(b.inner));
        const expected = legal.flatMap((m) =>
          m.type === 'takeAction' && m.space === space ? [choiceLabel(G, seat, space, m.choice)] : [],
        );
        expect(listed).toEqual(expected);
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
    const section = one(render(bare, seat), 'action-developFarm');
    const reasons = byTestId(section.inner, 'disabled-reason').map((r) => text(r.inner));
    expect(reasons).toContain('You have no flipped farm tokens to harvest.');
  });

  it('trade: a form whose submit waits for a valid trade', () => {
    const G = actions.find((s) => s.pendingActions[actor(s)].includes('trade'))!;
    const seat = actor(G);
    const section = one(render(G, seat), 'action-trade');
    const submit = one(section.inner, 'trade-submit');
    expect(isDisabled(submit)).toBe(true);
    expect(text(one(section.inner, 'disabled-reason').inner)).toBe(
      actionError(G, seat, 'trade', { kind: 'trade' }),
    );
    // A valid trade enables it.
    const rich = structuredClone(G);
    rich.players[seat].gold = 20;
    const form = { ...EMPTY_TRADE_FORM, weaponDirection: 'buy' as const, weaponCounts: { spear: 2, horse: 1, crossbow: 0, vessel: 0 } };
    expect(actionError(rich, seat, 'trade', tradeChoiceFromForm(form))).toBeNull();
    const html = renderToStaticMarkup(
      <TradeView G={observe(rich, seat)} seat={seat} form={form} onChange={() => {}} onMove={() => {}} />,
    );
    const ok = one(html, 'trade-submit');
    expect(isDisabled(ok)).toBe(false);
    expect(text(ok.inner)).toBe('Buy 2 spears and 1 horse for 5 gold');
  });

  it('construct: submit enabled iff some card can be constructed, else the engine\'s reason', () => {
    const withConstruct = actions.filter((s) => s.pendingActions[actor(s)].includes('construct'));
    expect(withConstruct.length).toBeGreaterThan(0);
    for (const G of withConstruct) {
      const seat = actor(G);
      const section = one(render(G, seat), 'action-construct');
      if (G.players[seat].secret.enhancementHand.length === 0) continue;
      const submit = one(section.inner, 'construct-submit');
      const buildable = actionChoices(G, seat, 'construct').length > 0;
      expect(isDisabled(submit)).toBe(!buildable);
      if (!buildable) expect(describedBy(section.inner, submit)).toBeTruthy();
    }
  });
});

describe('waiting, game over and disabled', () => {
  it('tells the other seats whom they wait for', () => {
    const G = games[0].bid[0];
    const bidder = actor(G);
    for (const seat of STATES.filter((s) => s !== bidder)) {
      const html = render(G, seat);
      expect(kindOf(html)).toBe('waiting');
      expect(text(html)).toContain(`Waiting for ${bidder[0].toUpperCase()}${bidder.slice(1)} to bid`);
      expect(html).not.toContain('<button');
    }
    const A = games[0].selectAlliance[0];
    const waiting = render(A, STATES.find((s) => s !== actor(A))!);
    expect(text(waiting)).toMatch(/Waiting for (Wei|Wu|Shu) to choose the alliance action space/);
  });

  it('agrees with the engine on whose decision it is, from every seat\'s view', () => {
    // A view hides the other hands, which the engine's bid-turn and recruit tests read.
    for (const game of games)
      for (const G of [game.recruit, ...game.selectAlliance, ...game.bid, ...game.action, game.gameOver])
        for (const seat of STATES) {
          const kind = kindOf(render(G, seat));
          const d = currentDecision(G);
          const expected = d.kind === 'gameOver' ? 'gameOver' : statesToAct(G).includes(seat) ? d.kind : 'waiting';
          expect(kind).toBe(expected);
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

  it('says when the game is over', () => {
    const html = render(games[0].gameOver, 'wei');
    expect(kindOf(html)).toBe('gameOver');
    expect(one(html, 'decision-panel').tag).toBe('section');
  });

  it('disables every control while disabled', () => {
    const G = games[0].action[0];
    const html = render(G, actor(G), true);
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b).toContain('disabled=""');
  });
});
