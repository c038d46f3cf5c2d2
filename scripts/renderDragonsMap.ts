// Writes docs/dragons-and-tigers/map.svg from the reconstructed map data: `npm run map:dragons`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderDragonsMap } from './dragonsMapSvg';

const OUTPUT = 'docs/dragons-and-tigers/map.svg';

mkdirSync('docs/dragons-and-tigers', { recursive: true });
writeFileSync(OUTPUT, renderDragonsMap());
console.log(`wrote ${OUTPUT}`);
