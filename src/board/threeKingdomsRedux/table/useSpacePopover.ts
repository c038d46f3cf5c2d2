/**
 * Places a popover beside the space (or battle border) it belongs to with
 * @floating-ui/react: inside the window and clear of the sticky banner and the
 * docked tray, flipping to the other side or shifting along when there is no
 * room, and scrolling inside itself when even that is too little. When it
 * opens or its content changes (`showing`), the page scrolls its anchor and
 * itself into view; again when the window is resized (a phone turned).
 */
import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from '@floating-ui/react';
import { type CSSProperties, useCallback, useEffect, useRef } from 'react';
import { bringIntoClearView, clearPadding } from './clearView';

/** The smallest height a popover keeps, so a cramped phone still shows a row or two to scroll. */
const MIN_HEIGHT = 96;
/** Between a popover and its space (px). */
const GAP = 4;
/** The widest a popover grows (24rem), so its lines stay readable on a wide screen. */
const MAX_WIDTH = 384;

export function useSpacePopover(
  anchorSelector: string,
  placement: Placement,
  showing: unknown,
): { ref: (node: HTMLElement | null) => void; style: CSSProperties } {
  const { refs, floatingStyles, elements } = useFloating({
    strategy: 'fixed',
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(GAP),
      flip(() => ({ padding: clearPadding(), fallbackAxisSideDirection: 'end' })),
      shift(() => ({ padding: clearPadding(), crossAxis: true })),
      size(() => ({
        padding: clearPadding(),
        apply({ availableWidth, availableHeight, elements: els }) {
          els.floating.style.maxWidth = `${Math.max(0, Math.min(availableWidth, MAX_WIDTH))}px`;
          els.floating.style.maxHeight = `${Math.max(MIN_HEIGHT, availableHeight)}px`;
        },
      })),
    ],
  });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      refs.setFloating(node);
      refs.setReference(node?.parentElement?.closest(anchorSelector) ?? null);
    },
    [refs, anchorSelector],
  );
  const anchor = elements.reference as Element | null;
  const floating = elements.floating;
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!anchor || !floating) return;
    // Room for the popover on the side it prefers, measured by its height alone: where floating-ui has put it
    // may be stale for a frame after a resize.
    const bring = () =>
      requestAnimationFrame(() => {
        const h = floating.getBoundingClientRect().height + GAP;
        bringIntoClearView(anchor, placement.startsWith('top') ? { above: h, below: 0 } : { above: 0, below: h });
      });
    if (shown.current !== showing) {
      shown.current = showing;
      bring();
    }
    window.addEventListener('resize', bring);
    return () => window.removeEventListener('resize', bring);
  }, [anchor, floating, showing, placement]);
  return { ref, style: floatingStyles };
}
