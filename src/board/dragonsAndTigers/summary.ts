/** Dragons & Tigers' line on the page's list of games. */
export const DT_SUMMARY = 'Factions draft the warlords of 189 AD and fight for the map of China, area by area.';
