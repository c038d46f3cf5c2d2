/**
 * The seat's own secret cards: one row of generals (those available for
 * bidding, to pick one to bid, then the drawn cards waiting for recruitment,
 * to tick the ones to keep) and the state enhancement cards in a strip of
 * their own, so they never take a general's place while bidding. Cards that
 * arrive (a draw) are scrolled into view. Only ever rendered for the seat
 * whose view G is; for any other state the secret part of a view is empty.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { GENERALS, type GeneralId } from '../../../game/threeKingdomsRedux/data/generals';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { toggleSelection } from '../decisions/recruitSelection';
import { stateName } from '../labels';
import { useTable, type TableApi } from '../table/TableContext';
import { EnhancementCard, EnhancementSummary } from './EnhancementCard';
import { GeneralCard } from './GeneralCard';
import { useSlide } from '../table/motion';
import { focusGroup } from '../table/rovingFocus';
import { draftMove } from '../table/useTableState';
import { plural } from '../../../game/threeKingdomsRedux/words';
import { Icon } from './Icon';

export function Hand({ G, seat }: { G: GameState; seat: StateId }) {
  const titleId = useId();
  const t = useTable();
  const p = G.players[seat];
  // A view for another seat carries hiddenCounts for this state: nothing secret to show.
  const { hand, drawn, enhancementHand, undrawn } = p.hiddenCounts ? { hand: [], drawn: [], enhancementHand: [], undrawn: [] } : p.secret;
  const faceDown = G.hanEmperorFaceDown?.state === seat ? G.hanEmperorFaceDown.general : null;
  const picking = t?.active && t.kind === 'bid' ? t : null;
  const recruiting = t?.active && t.kind === 'recruit' ? t : null;
  const generals = [...hand, ...drawn];
  return (
    <section className={`hand state-${seat}`} data-testid="hand" aria-labelledby={titleId}>
      <h2 id={titleId} className="hand-title" data-testid="hand-title">
        Your hand: {plural(hand.length, 'general')}
        {drawn.length > 0 && <>, {drawn.length} drawn</>}, {plural(enhancementHand.length, 'enhancement')}
        <span className="hand-deck" title={`${plural(undrawn.length, 'general card')} of ${stateName(seat)} not yet recruited`}>
          <Icon name="deck" label="General cards not yet recruited" size={14} /> {undrawn.length}
        </span>
      </h2>
      {enhancementHand.length > 0 && (
        // Before the generals in the page's order, drawn under them (board.css), and a tab stop of its own: Shift+Tab
        // from the tray reaches the generals first.
        <ul className="hand-enhancements" aria-label="Enhancement cards in your hand">
          {enhancementHand.map((e) => (
            <li key={e} className="enhancement-chip">
              <EnhancementCard id={e} testId={`hand-enhancement-${e}`} roving="enhancements" />
              <EnhancementSummary id={e} />
            </li>
          ))}
        </ul>
      )}
      <HandRow ids={generals} label="Generals in your hand">
        {hand.map((g) => (
          <GeneralCardFace key={g} id={g} testId={`hand-general-${g}`} action={picking && pickAction(picking, g)} />
        ))}
        {drawn.map((g) => (
          <GeneralCardFace key={g} id={g} testId={`drawn-general-${g}`} drawn action={recruiting && recruitAction(recruiting, g)} />
        ))}
        {generals.length === 0 && <li className="muted">No generals in hand.</li>}
      </HandRow>
      {t && <NextStepLink t={t} />}
      {faceDown && (
        <p className="muted">
          <GeneralCard id={faceDown} /> is face down on “control Han emperor” and sits out this round.
        </p>
      )}
    </section>
  );
}

/**
 * The row of cards. When it is wider than the dock, the cut-off side shows a
 * fade and an arrow button that scrolls by a screenful, so a player sees at
 * once that more cards follow. A card that was not there before (a draw) is
 * scrolled into view.
 */
function HandRow({ ids, label, children }: { ids: readonly string[]; label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const count = ids.length;
  const seen = useRef<readonly string[] | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    const el = ref.current;
    const before = seen.current;
    seen.current = key ? key.split(',') : [];
    if (!el || !before) return;
    const arrived = seen.current.find((id) => !before.includes(id));
    const card = arrived && el.querySelector<HTMLElement>(`[data-general="${arrived}"]`);
    if (!card) return;
    const row = el.getBoundingClientRect();
    const at = card.getBoundingClientRect();
    if (at.left < row.left || at.right > row.right) el.scrollTo({ left: Math.max(0, el.scrollLeft + at.left - row.left - 8) });
  }, [key]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 2;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [count]);
  const scroll = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className={`hand-row${more.left ? ' more-left' : ''}${more.right ? ' more-right' : ''}`} data-testid="hand-row">
      <ul ref={ref} className="hand-cards" aria-label={label}>
        {children}
      </ul>
      {/* The arrows are for the mouse: the keyboard moves along the cards and focus scrolls them into view. */}
      {more.left && (
        <button
          type="button"
          className="hand-scroll hand-scroll-left"
          tabIndex={-1}
          aria-label="Scroll your hand left"
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      {more.right && (
        <button
          type="button"
          className="hand-scroll hand-scroll-right"
          data-testid="hand-scroll-right"
          tabIndex={-1}
          aria-label="Scroll your hand right: more cards"
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}

interface CardAction {
  label: string;
  pressed: boolean;
  testId: string;
  onClick: () => void;
  /** The group a keyboard player goes on to once this is chosen (the spaces, after picking a general). */
  next?: string;
}

function pickAction(t: TableApi, g: GeneralId): CardAction {
  const picked = t.draft.bid.general === g;
  return {
    label: picked ? 'Picked' : 'Pick',
    pressed: picked,
    testId: `pick-${g}`,
    onClick: () => t.update({ bid: { ...t.draft.bid, general: picked ? '' : g, spaceChosen: false }, staged: null }),
    next: picked ? undefined : 'spaces',
  };
}

function recruitAction(t: TableApi, g: GeneralId): CardAction {
  const chosen = t.draft.recruit.includes(g);
  const drawn = t.G.players[t.seat].secret.drawn;
  return {
    label: chosen ? 'Recruiting' : 'Recruit',
    pressed: chosen,
    testId: `recruit-${g}`,
    onClick: () => t.update({ recruit: toggleSelection(drawn, t.draft.recruit, g), staged: null }),
  };
}

/** A general as a card: state colour, name (its tooltip holds the skill), the three attributes, and the card's action. */
function GeneralCardFace({ id, testId, drawn, action }: { id: GeneralId; testId?: string; drawn?: boolean; action?: CardAction | null }) {
  const card = GENERALS[id];
  const classes = [
    'card',
    'card-general',
    `state-${card.state.value}`,
    drawn && 'card-drawn',
    action?.pressed && 'card-chosen',
    action && 'card-playable',
  ];
  // A general bid from the hand slides from his card to the action space (BidToken).
  const ref = useSlide<HTMLLIElement>(`general:${id}`, 'hand');
  const tipId = useId();
  return (
    <li
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      data-general={id}
      onClick={(e) => {
        if (action && !(e.target as HTMLElement).closest('button')) action.onClick();
      }}
    >
      <span className="card-kind">{drawn ? 'Drawn' : card.lord.value ? 'Lord' : 'General'}</span>
      <GeneralCard id={id} testId={testId} tipId={tipId} untabbable={!!action} roving="hand" />
      <span
        className="card-attrs"
        role="group"
        aria-label={`administration ${card.administration.value}, combat ${card.combat.value}, leadership ${card.leadership.value}`}
      >
        <span title="administration">A{card.administration.value}</span>
        <span title="combat">C{card.combat.value}</span>
        <span title="leadership">L{card.leadership.value}</span>
      </span>
      <span className="card-skill">{card.skillName.value}</span>
      {action && (
        <button
          type="button"
          className="card-action"
          data-testid={action.testId}
          data-roving="hand"
          aria-pressed={action.pressed}
          aria-label={`${action.label} ${card.name.value}`}
          aria-describedby={tipId}
          onClick={(e) => actOn(e, action)}
        >
          {action.label}
        </button>
      )}
    </li>
  );
}

/**
 * A keyboard pick (a click with no pointer, detail 0) takes focus on to the
 * next step's group, so the player does not have to Tab across the page.
 */
function actOn(e: MouseEvent<HTMLElement>, action: CardAction): void {
  if (e.detail !== 0 || !action.next) {
    action.onClick();
    return;
  }
  const seat = e.currentTarget.closest('.tkr-seat') ?? document;
  flushSync(action.onClick);
  focusGroup(seat, action.next);
}

/**
 * A skip link after the cards (shown when focused): from the hand to where
 * the decision goes on, the lit spaces or the tray's Confirm.
 */
function NextStepLink({ t }: { t: TableApi }) {
  if (!t.active || (t.kind !== 'bid' && t.kind !== 'recruit')) return null;
  const ready = 'move' in draftMove(t);
  if (!ready && !(t.kind === 'bid' && t.draft.bid.general)) return null;
  const go = (e: MouseEvent<HTMLElement>) => {
    const seat = e.currentTarget.closest('.tkr-seat') ?? document;
    if (ready) seat.querySelector<HTMLElement>('[data-testid="tray-confirm"]')?.focus();
    else focusGroup(seat, 'spaces');
  };
  return (
    <button type="button" className="skip-link" data-testid="hand-next-step" onClick={go}>
      {ready ? 'Go to Confirm' : 'Go to the lit action spaces'}
    </button>
  );
}
