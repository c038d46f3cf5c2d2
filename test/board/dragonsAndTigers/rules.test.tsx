/**
 * The rules panel is built from the engine's data: every area, kingdom and character listed, the
 * four printed tables, and every reconstructed record (a character's ratings, a garbled area name,
 * the Mandate display, the map) marked as reconstructed where it is read.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DtRules } from '../../../src/board/dragonsAndTigers/DtRules';
import { AREA_IDS, AREAS } from '../../../src/game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS, CHARACTERS } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, KINGDOMS } from '../../../src/game/dragonsAndTigers/data/kingdoms';

describe('the Dragons & Tigers rules panel', () => {
  // The markup's escapes undone, so the data's own words can be looked for.
  const html = renderToStaticMarkup(<DtRules onClose={() => {}} />)
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

  it('lists every area, kingdom and character from the data', () => {
    for (const id of AREA_IDS) expect(html).toContain(`${AREAS[id].name} ${AREAS[id].hanzi}: manpower ${AREAS[id].manpower}`);
    for (const id of KINGDOM_IDS) expect(html).toContain(`<strong>${KINGDOMS[id].name}</strong>`);
    for (const id of CHARACTER_IDS) expect(html).toContain(`${CHARACTERS[id].name} ${CHARACTERS[id].hanzi}`);
    for (const table of ['Attrition (4.5.1-4.5.2)', 'Strategy Contest (5.2)', 'Retainer Death (10.1)', 'Barbarian Raids (10.8)'])
      expect(html).toContain(table);
  });

  it('marks each reconstruction: the reconstructed characters and area names, the Mandate display and the map', () => {
    const marks = html.match(/class="dt-reconstructed"/g)?.length ?? 0;
    const characters = CHARACTER_IDS.filter((id) => CHARACTERS[id].reconstructed).length;
    const areas = AREA_IDS.filter((id) => AREAS[id].printed).length;
    expect(characters).toBeGreaterThan(0);
    // One mark per reconstructed character and garbled area, and one for the Mandate display.
    expect(marks).toBe(characters + areas + 1);
    expect(html).toContain('<strong>reconstructed</strong> from the geography of 189 AD');
  });
});
