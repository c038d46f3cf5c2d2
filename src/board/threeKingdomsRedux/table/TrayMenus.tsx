/**
 * The tray's small menus (Helpers, Alerts) side by side in one row, their
 * lists opening upwards: an open list never lies over the other menu's
 * button, and opening one closes the other. An open list lies over the tray's
 * buttons above it (Hint, Cancel), so it closes once a setting in it changes
 * and at a press anywhere outside it, as a menu does: it never waits open over
 * a button the player reaches for next.
 */
import { type ReactNode, useEffect, useRef } from 'react';

export function TrayMenus({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    // 'toggle' does not bubble: caught on the way down instead.
    const onToggle = (e: Event) => {
      const opened = e.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const other of row.querySelectorAll('details')) if (other !== opened) other.open = false;
    };
    const closeAll = () => {
      for (const menu of row.querySelectorAll('details')) menu.open = false;
    };
    const onPressOutside = (e: PointerEvent) => {
      if (!row.contains(e.target as Node)) closeAll();
    };
    row.addEventListener('toggle', onToggle, true);
    row.addEventListener('change', closeAll);
    document.addEventListener('pointerdown', onPressOutside);
    return () => {
      row.removeEventListener('toggle', onToggle, true);
      row.removeEventListener('change', closeAll);
      document.removeEventListener('pointerdown', onPressOutside);
    };
  }, []);
  return (
    <div ref={ref} className="tray-menus" data-testid="tray-menus">
      {children}
    </div>
  );
}
