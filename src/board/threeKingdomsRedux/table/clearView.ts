/**
 * The part of the window a player can see and click: below the sticky turn
 * banner and above the docked tray. A decision that needs the board is
 * scrolled into it (only when not already fully in it), and the popovers use
 * it as their collision boundary.
 */

/** How far in from each edge of the window the banner and the dock reach (px), plus a small gap. */
export interface ClearPadding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const GAP = 6;

export function clearPadding(): ClearPadding {
  const banner = document.querySelector('.turn-banner')?.getBoundingClientRect();
  const dock = document.querySelector('.dock')?.getBoundingClientRect();
  // The banner covers the page only once it sticks to the top; lower down it is part of the page like any other.
  const top = banner && banner.height > 0 && banner.top <= 1 ? Math.max(0, banner.bottom) : 0;
  const bottom = dock && dock.height > 0 ? Math.max(0, window.innerHeight - dock.top) : 0;
  return { top: top + GAP, bottom: bottom + GAP, left: GAP, right: GAP };
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls the window the least that puts `anchor`, with `room` more pixels
 * above or below it (where its popover goes), between the banner and the
 * dock; when that is taller than the clear part, its top goes just under the
 * banner. Nothing moves when it is already in view.
 */
export function bringIntoClearView(anchor: Element, room: { above: number; below: number } = { above: 0, below: 0 }): void {
  const r = anchor.getBoundingClientRect();
  const top = r.top - room.above;
  const bottom = r.bottom + room.below;
  const pad = clearPadding();
  const clearTop = pad.top;
  const clearBottom = window.innerHeight - pad.bottom;
  if (top >= clearTop && bottom <= clearBottom) return;
  const delta = top < clearTop || bottom - top > clearBottom - clearTop ? top - clearTop : bottom - clearBottom;
  window.scrollBy({ top: delta, behavior: reducedMotion() ? 'auto' : 'smooth' });
}
