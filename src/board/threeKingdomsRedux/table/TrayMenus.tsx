/**
 * The tray's small menus (Helpers, Alerts) side by side in one row, their
 * lists opening upwards: an open list never lies over the other menu's
 * button, and opening one closes the other.
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
    row.addEventListener('toggle', onToggle, true);
    return () => row.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <div ref={ref} className="tray-menus" data-testid="tray-menus">
      {children}
    </div>
  );
}
