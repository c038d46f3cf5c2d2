/**
 * Draws the reconstructed Dragons & Tigers map as SVG: the areas at MAP_POSITIONS, the borders by kind,
 * and, behind them, the coast and the great rivers so a reader can judge each river border against
 * where the river runs. The output depends on the data alone, so the checked-in picture is compared
 * with it by a test.
 */
import { AREA_IDS, AREAS } from '../src/game/dragonsAndTigers/data/areas';
import { BORDERS, type BorderKind, MAP_POSITIONS, MAP_PROVENANCE } from '../src/game/dragonsAndTigers/data/map';
import {
  AREA_RADIUS,
  COAST,
  type Course,
  HAN_RIVER,
  HUAI_RIVER,
  MAP_HEIGHT as HEIGHT,
  MAP_WIDTH as WIDTH,
  project,
  YANGTZE,
  YELLOW_RIVER,
} from '../src/game/dragonsAndTigers/data/mapDrawing';

const BORDER_STYLE: Record<BorderKind, string> = {
  plain: 'stroke="#8a8a8a" stroke-width="3"',
  mountain: 'stroke="#8b5a2b" stroke-width="4" stroke-dasharray="9 6"',
  river: 'stroke="#1f63c6" stroke-width="4"',
};

function polyline(course: Course, attributes: string): string {
  return `<polyline points="${course.map(project).join(' ')}" fill="none" ${attributes}/>`;
}

function text(x: number, y: number, content: string, attributes?: string): string {
  return `<text x="${x}" y="${y}"${attributes ? ` ${attributes}` : ''}>${content}</text>`;
}

function backdrop(): string[] {
  const sea = `<polygon points="${[...COAST.map(project), '1000,800', '1000,0'].join(' ')}" fill="#dbe8f2"/>`;
  const faint = 'stroke="#9cc3e4" stroke-linejoin="round" stroke-linecap="round"';
  return [
    sea,
    polyline(COAST, 'stroke="#7fa7c7" stroke-width="1.5"'),
    polyline(YELLOW_RIVER, `${faint} stroke-width="7" opacity="0.8"`),
    polyline(YANGTZE, `${faint} stroke-width="7" opacity="0.8"`),
    polyline(HAN_RIVER, `${faint} stroke-width="2.5"`),
    polyline(HUAI_RIVER, `${faint} stroke-width="2.5"`),
    text(430, 95, 'Yellow River 黃河', 'class="river-name"'),
    text(445, 642, 'Yangtze 長江', 'class="river-name"'),
    text(418, 494, 'Han', 'class="river-name small"'),
    text(835, 492, 'Huai', 'class="river-name small"'),
    text(960, 420, 'Sea', 'class="river-name"'),
  ];
}

function borderLines(): string[] {
  return BORDERS.map(({ areas: [a, b], kind }) => {
    const from = MAP_POSITIONS[a];
    const to = MAP_POSITIONS[b];
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const inset = AREA_RADIUS / length;
    const point = (t: number) => `${(from.x + (to.x - from.x) * t).toFixed(1)},${(from.y + (to.y - from.y) * t).toFixed(1)}`;
    return `<polyline points="${point(inset)} ${point(1 - inset)}" ${BORDER_STYLE[kind]}><title>${a}–${b}: ${kind}</title></polyline>`;
  });
}

function areaMarks(): string[] {
  return AREA_IDS.flatMap((id) => {
    const { x, y } = MAP_POSITIONS[id];
    const { name, hanzi, manpower } = AREAS[id];
    return [
      `<circle cx="${x}" cy="${y}" r="${AREA_RADIUS}" class="area"/>`,
      text(x, y + 7, String(manpower), 'class="manpower"'),
      text(x, y + AREA_RADIUS + 15, `${name} ${hanzi}`, 'class="area-name"'),
    ];
  });
}

function legend(): string[] {
  const counts = (kind: BorderKind) => BORDERS.filter((border) => border.kind === kind).length;
  const row = (y: number, kind: BorderKind, label: string) => [
    `<line x1="30" y1="${y}" x2="80" y2="${y}" ${BORDER_STYLE[kind]}/>`,
    text(90, y + 5, `${label} (${counts(kind)})`),
  ];
  return [
    '<rect x="15" y="655" width="230" height="130" rx="6" fill="#fffaf0" stroke="#b9a98a"/>',
    text(30, 678, 'Borders', 'font-weight="bold"'),
    ...row(698, 'plain', 'plain'),
    ...row(722, 'mountain', 'mountain'),
    ...row(746, 'river', 'great river'),
    `<circle cx="48" cy="770" r="9" class="area"/>`,
    text(48, 774, '3', 'class="manpower small"'),
    text(65, 775, 'area and its manpower'),
  ];
}

export function renderDragonsMap(): string {
  const style = [
    'text { font-family: "Noto Sans", "WenQuanYi Micro Hei", sans-serif; font-size: 13px; fill: #2b2418; }',
    '.area { fill: #fff4d6; stroke: #5b4a2f; stroke-width: 2; }',
    '.manpower { text-anchor: middle; font-size: 19px; font-weight: bold; }',
    '.manpower.small { font-size: 11px; }',
    '.area-name { text-anchor: middle; font-size: 13px; font-weight: bold; paint-order: stroke; stroke: #f3ead2; stroke-width: 4px; }',
    '.river-name { font-style: italic; fill: #4f86b8; font-size: 14px; }',
    '.river-name.small { font-size: 11px; }',
  ].join('\n');
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<title>Dragons &amp; Tigers of the Three Kingdoms: the reconstructed map of 189 AD, its 27 areas and their borders</title>',
    `<style>\n${style}\n</style>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3ead2"/>`,
    ...backdrop(),
    ...borderLines(),
    ...areaMarks(),
    text(20, 30, 'Dragons &amp; Tigers of the Three Kingdoms: the map, 189 AD', 'font-size="20" font-weight="bold"'),
    text(
      20,
      52,
      `${MAP_PROVENANCE === 'reconstructed' ? 'Reconstructed' : 'As printed'}: the printed board did not survive into the text.`,
    ),
    ...legend(),
    '</svg>',
  ];
  return `${lines.join('\n')}\n`;
}
