/**
 * What names Dragons & Tigers before its rules are loaded: the page lists the game from this alone and
 * loads its code once it is chosen.
 */
export const DT_IDENTITY = {
  id: 'dragons-and-tigers',
  title: 'Dragons & Tigers of the Three Kingdoms',
  seats: { min: 2, max: 4 },
} as const;
