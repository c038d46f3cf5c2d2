/** Opens the rules panel from anywhere on the page (an action space's "?" link, the match bar's Rules button). */
import { createContext, useContext } from 'react';

export interface HelpApi {
  /** Opens the panel, at one entry when named. */
  open(entryId?: string): void;
}

export const HelpContext = createContext<HelpApi | null>(null);

/** Null outside a HelpProvider (component tests, a bare board): links to the rules are then not drawn. */
export const useHelp = (): HelpApi | null => useContext(HelpContext);
