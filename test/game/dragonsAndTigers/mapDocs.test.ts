import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDragonsMap } from '../../../scripts/dragonsMapSvg';
import { AREA_IDS, AREAS } from '../../../src/game/dragonsAndTigers/data/areas';
import { BORDERS } from '../../../src/game/dragonsAndTigers/data/map';

describe('Dragons & Tigers map docs (docs/dragons-and-tigers/)', () => {
  it('is what `npm run map:dragons` renders from the map data now', () => {
    expect(readFileSync('docs/dragons-and-tigers/map.svg', 'utf8')).toBe(renderDragonsMap());
  });

  it('says the map is reconstructed and draws every area and border', () => {
    const svg = renderDragonsMap();
    expect(svg).toContain('Reconstructed: the printed board did not survive into the text.');
    expect(svg.match(/<circle [^>]*class="area"/g)).toHaveLength(AREA_IDS.length + 1); // and the legend's sample
    expect(svg.match(/<title>[a-z]+–[a-z]+: /g)).toHaveLength(BORDERS.length);
    expect(svg).toContain('Xuzhou 徐州');
  });

  it('lists in map.md exactly the borders of the data, each with its kind and reason', () => {
    const doc = readFileSync('docs/dragons-and-tigers/map.md', 'utf8');
    const rows = BORDERS.map(({ areas: [a, b], kind, reason }) => `| ${AREAS[a].name} | ${AREAS[b].name} | ${kind} | ${reason} |`);
    for (const row of rows) expect(doc).toContain(row);
    const tableRows = doc.split('\n').filter((line) => /^\| [^|]+ \| [^|]+ \| (plain|mountain|river) \|/.test(line));
    expect(tableRows).toHaveLength(BORDERS.length);
  });
});
