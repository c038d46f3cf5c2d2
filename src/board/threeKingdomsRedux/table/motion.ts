/**
 * Motion that explains change (STYLE.md, The table): a piece that moves slides
 * from where it was to where it is now, and a number that changes flashes once.
 * Nothing moves when the board first appears (a hotseat hand-off, a reload):
 * only changes seen on this table animate. Slides are short, any click or key
 * finishes them at once, and none run under prefers-reduced-motion.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Server-side renders (tests, static markup) have no layout to measure.
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const SLIDE_MS = 420;
const SLIDE_ID = 'tkr-slide';

/**
 * True while a seat's board is making its first commit (a hotseat hand-off
 * mounts a fresh one): its pieces are measured but none slides in.
 */
export const BoardFirstCommit = createContext<{ current: boolean }>({ current: false });

/** For the board's root: a ref that is true until its first commit is done, for BoardFirstCommit. */
export function useFirstCommit(): { current: boolean } {
  const first = useRef(true);
  useEffect(() => {
    first.current = false;
  }, []);
  return first;
}

/** Where each piece was last seen: its place on the board (a space, a state, a location) and its page position. */
const lastSeen = new Map<string, { place: string; x: number; y: number; fixed: boolean }>();

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let skipInstalled = false;
/** Any click or key press (or turning on reduced motion) finishes the slides under way: motion never holds a player up. */
function installSkip(): void {
  if (skipInstalled || typeof document === 'undefined') return;
  skipInstalled = true;
  const finish = () => {
    for (const a of document.getAnimations?.() ?? []) if (a.id === SLIDE_ID) a.finish();
  };
  document.addEventListener('pointerdown', finish, true);
  document.addEventListener('keydown', finish, true);
  // A player who turns on reduced motion mid-slide sees the piece where it is going at once.
  if (typeof matchMedia === 'function')
    matchMedia('(prefers-reduced-motion: reduce)').addEventListener?.('change', (e) => e.matches && finish());
}

/**
 * A ref for the element drawing piece `id` at `place`. When the piece shows up
 * at a new place (it unmounts from one space and mounts on another), it slides
 * in from where it was last seen. The same place (a re-render, a remounted
 * board) never slides, so first appearances stay still.
 */
export function useSlide<T extends HTMLElement | SVGElement>(id: string, place: string) {
  const ref = useRef<T>(null);
  const firstCommit = useContext(BoardFirstCommit);
  useLayoutEffectInBrowser(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return; // not displayed at this width
    // Pieces in the docked hand stay put on screen while the page scrolls: they are kept in screen coordinates.
    const fixed = el.closest('.dock') !== null;
    const x = r.left + (fixed ? 0 : window.scrollX);
    const y = r.top + (fixed ? 0 : window.scrollY);
    const seen = lastSeen.get(id);
    lastSeen.set(id, { place, x, y, fixed });
    const before =
      seen && seen.fixed !== fixed
        ? { ...seen, x: seen.x + (fixed ? -1 : 1) * window.scrollX, y: seen.y + (fixed ? -1 : 1) * window.scrollY }
        : seen;
    if (!before || before.place === place || firstCommit.current || reducedMotion() || typeof el.animate !== 'function') return;
    const dx = before.x - x;
    const dy = before.y - y;
    if (Math.abs(dx) + Math.abs(dy) < 2) return;
    installSkip();
    // Where it came from, for players' tools and the end-to-end test that watches pieces move.
    el.setAttribute('data-slid-from', before.place);
    el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
      duration: SLIDE_MS,
      easing: 'cubic-bezier(.2,.7,.3,1)',
      id: SLIDE_ID,
    });
  });
  return ref;
}

/**
 * Whether a number shown by this component should flash: only once it changed
 * while on screen, never on its first appearance (which made every number of
 * a freshly mounted board flash at each hotseat hand-off).
 */
export function useChangedSinceMount(value: number): boolean {
  const shown = useRef(value);
  const flashFor = useRef<number | null>(null);
  if (shown.current !== value) {
    flashFor.current = value;
    shown.current = value;
  }
  return flashFor.current === value;
}

const entered = new Set<string>();
let pageSettled = false;

/**
 * Whether piece `id` (a bid token) arrives now and should drop in: it was
 * never shown on this page before, and the page's first board has already
 * painted. Fixed at mount, so a re-render does not replay it.
 */
export function useEntrance(id: string): boolean {
  const [enters] = useState(() => pageSettled && !entered.has(id));
  useEffect(() => {
    entered.add(id);
    pageSettled = true;
  }, [id]);
  return enters;
}
