/**
 * Roving focus, after WAI-ARIA's roving tabindex pattern: the controls marked
 * data-roving="<group>" are one tab stop per group, and the arrow keys, Home
 * and End move within it. It works on the page's markup rather than through
 * props because one group may span components (the spaces sit in the grid
 * and on the three borders). Refused controls stay reachable (aria-disabled,
 * with their reason) so a player can hear why; only legal ones act.
 */
import { type RefObject, useEffect, useLayoutEffect } from 'react';

const ITEM = '[data-roving]';
const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

const disabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true' || (el as HTMLButtonElement).disabled;
const pressed = (el: HTMLElement) => el.getAttribute('aria-pressed') === 'true';

function groupItems(root: ParentNode, group: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[data-roving="${group}"]`)];
}

/** The group's tab stop: the control with focus, else the one last focused, else the picked one, else the first legal one. */
function tabStop(items: HTMLElement[]): HTMLElement | undefined {
  return (
    items.find((el) => el === document.activeElement) ??
    items.find((el) => el.dataset.rovingLast === 'true' && !disabled(el)) ??
    items.find((el) => pressed(el) && !disabled(el)) ??
    items.find((el) => !disabled(el)) ??
    items[0]
  );
}

function normalise(root: HTMLElement): void {
  const groups = new Set([...root.querySelectorAll<HTMLElement>(ITEM)].map((el) => el.dataset.roving ?? ''));
  for (const group of groups) {
    const items = groupItems(root, group);
    const stop = tabStop(items);
    for (const el of items) el.tabIndex = el === stop ? 0 : -1;
  }
}

/** Focuses a group's tab stop (e.g. the spaces once a general is picked); false when the group has no control now. */
export function focusGroup(root: ParentNode, group: string): boolean {
  const stop = tabStop(groupItems(root, group));
  stop?.focus();
  return stop !== undefined;
}

/**
 * The nearest control in the row above or below (the spaces' grid); null at
 * the edge, where the arrow does nothing.
 */
function vertical(items: HTMLElement[], from: HTMLElement, down: boolean): HTMLElement | null {
  const at = from.getBoundingClientRect();
  const rows = items
    .filter((el) => el !== from)
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => (down ? r.top >= at.bottom - 2 : r.bottom <= at.top + 2));
  if (rows.length === 0) return null;
  const nearestTop = down ? Math.min(...rows.map(({ r }) => r.top)) : Math.max(...rows.map(({ r }) => r.top));
  const centre = (r: DOMRect) => r.left + r.width / 2;
  const row = rows.filter(({ r }) => Math.abs(r.top - nearestTop) < at.height);
  row.sort((a, b) => Math.abs(centre(a.r) - centre(at)) - Math.abs(centre(b.r) - centre(at)));
  return row[0].el;
}

function nextItem(items: HTMLElement[], from: HTMLElement, key: string): HTMLElement | null {
  const i = items.indexOf(from);
  const flat = items.every((el) => Math.abs(el.getBoundingClientRect().top - from.getBoundingClientRect().top) < 4);
  switch (key) {
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    case 'ArrowLeft':
      return items[(i - 1 + items.length) % items.length];
    case 'ArrowRight':
      return items[(i + 1) % items.length];
    default:
      // In a single row (the hand) up and down move along it, as a player expects of a list.
      if (flat) return items[(i + (key === 'ArrowDown' ? 1 : -1) + items.length) % items.length];
      return vertical(items, from, key === 'ArrowDown');
  }
}

/** Keeps every group under `root` a single tab stop and moves focus within a group on the arrow keys. */
export function useRovingFocus(root: RefObject<HTMLElement>): void {
  // Each render may add or remove controls (a general picked lights the spaces): one tab stop per group again.
  useLayoutEffect(() => {
    if (root.current) normalise(root.current);
  });
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (!MOVE_KEYS.includes(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const from = (e.target as HTMLElement).closest<HTMLElement>(ITEM);
      if (!from || from !== e.target) return;
      const to = nextItem(groupItems(el, from.dataset.roving ?? ''), from, e.key);
      e.preventDefault();
      if (to) to.focus();
    };
    const onFocus = (e: FocusEvent) => {
      const item = (e.target as HTMLElement).closest<HTMLElement>(ITEM);
      if (!item || item !== e.target) return;
      for (const other of groupItems(el, item.dataset.roving ?? '')) {
        other.dataset.rovingLast = String(other === item);
        other.tabIndex = other === item ? 0 : -1;
      }
    };
    el.addEventListener('keydown', onKey);
    el.addEventListener('focusin', onFocus);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('focusin', onFocus);
    };
  }, [root]);
}
