/**
 * The map of China as SVG from the engine's map data: the 27 areas with their manpower and controller,
 * the borders by kind (mountains dashed brown, great rivers blue), the stacks by kingdom, Emperor Xian,
 * and the places and pieces the decision lights. Pans by dragging and zooms by pinching or its buttons.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { AREA_IDS, AREAS, type AreaId } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTERS, type CharacterId } from '../../game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, type KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { BORDERS, type BorderKind, MAP_POSITIONS } from '../../game/dragonsAndTigers/data/map';
import {
  AREA_RADIUS,
  COAST,
  type Course,
  HAN_RIVER,
  HUAI_RIVER,
  MAP_HEIGHT,
  MAP_WIDTH,
  project,
  YANGTZE,
  YELLOW_RIVER,
} from '../../game/dragonsAndTigers/data/mapDrawing';
import type { DtState } from '../../game/dragonsAndTigers/model/state';
import { areaName, characterName, characterRatings, initials, kingdomColour, kingdomName, seatName } from './words';

export interface MapLights {
  areas: ReadonlySet<AreaId>;
  characters: ReadonlySet<CharacterId>;
}

interface DtMapProps {
  G: DtState;
  lit: MapLights;
  /** The area whose pieces the side panel shows. */
  focus: AreaId | null;
  onArea(area: AreaId): void;
  onCharacter(character: CharacterId): void;
  /** A tap on an area's counters: its pieces, with every rating, are shown beside the map. */
  onStack(area: AreaId): void;
}

const BORDER_STROKE: Record<BorderKind, { stroke: string; width: number; dash?: string }> = {
  plain: { stroke: '#9a9282', width: 3 },
  mountain: { stroke: '#7a4a1c', width: 5, dash: '10 6' },
  river: { stroke: '#1f63c6', width: 6 },
};

const BORDER_WORDS: Record<BorderKind, string> = { plain: 'plain border', mountain: 'mountain border', river: 'great river' };

const points = (course: Course) => course.map(project).join(' ');

function Backdrop() {
  const faint = { stroke: '#a9cbe8', strokeLinejoin: 'round', strokeLinecap: 'round', fill: 'none' } as const;
  return (
    <g aria-hidden="true">
      <polygon points={[...COAST.map(project), `${MAP_WIDTH},${MAP_HEIGHT}`, `${MAP_WIDTH},0`].join(' ')} fill="#d7e6f2" />
      <polyline points={points(YELLOW_RIVER)} {...faint} strokeWidth={7} />
      <polyline points={points(YANGTZE)} {...faint} strokeWidth={7} />
      <polyline points={points(HAN_RIVER)} {...faint} strokeWidth={2.5} />
      <polyline points={points(HUAI_RIVER)} {...faint} strokeWidth={2.5} />
    </g>
  );
}

function Borders() {
  return (
    <g>
      {BORDERS.map(({ areas: [a, b], kind, reason }) => {
        const from = MAP_POSITIONS[a];
        const to = MAP_POSITIONS[b];
        const style = BORDER_STROKE[kind];
        return (
          <line
            key={`${a}-${b}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={style.stroke}
            strokeWidth={style.width}
            strokeDasharray={style.dash}
            data-border={kind}
          >
            <title>{`${areaName(a)} – ${areaName(b)}: ${BORDER_WORDS[kind]} (reconstructed: ${reason})`}</title>
          </line>
        );
      })}
    </g>
  );
}

/** The kingdoms with pieces in `area`, each with its armies and its characters (warlord first). */
function stacksIn(G: DtState, area: AreaId): { kingdom: KingdomId; armies: number; characters: CharacterId[] }[] {
  const out: { kingdom: KingdomId; armies: number; characters: CharacterId[] }[] = [];
  for (const kingdom of KINGDOM_IDS) {
    const characters = G.charactersAt[area].filter((id) => G.characters[id].kingdom === kingdom);
    characters.sort((a, b) => Number(CHARACTERS[b].warlord) - Number(CHARACTERS[a].warlord));
    const armies = G.armies[area][kingdom] ?? 0;
    if (armies > 0 || characters.length > 0) out.push({ kingdom, armies, characters });
  }
  return out;
}

/** A counter's height and its text's size, in map units at scale 1 (the map drawn about its own size). */
const CHIP = 20;
const CHIP_TEXT = 13;
/** The least size of a counter's text on screen, in CSS pixels: below it a phone's player cannot read it. */
const LEAST_TEXT_PX = 12;
/** Counters grown past this scale show fewer details (the armies and how many characters); a tap shows the rest. */
const COMPACT_SCALE = 1.5;

/**
 * How much the counters are grown so their text is at least LEAST_TEXT_PX on screen: 1 when the map is
 * drawn large enough (a laptop, or zoomed in), more on a phone's width.
 */
const counterScale = (unitsPerPx: number): number => Math.max(1, (LEAST_TEXT_PX * unitsPerPx) / CHIP_TEXT);

/** A counter's widths at scale 1 for its 13 px bold text: a digit or "+", a capital of the initials, the ♟ sign. */
const DIGIT = 8;
const CAPITAL = 9.5;
const PIECE = 14;
const countWidth = (armies: number, scale: number): number => scale * (10 + String(armies).length * DIGIT);
const namesWidth = (text: string): number => [...text].reduce((sum, c) => sum + (c === '♟' ? PIECE : /[A-Z]/.test(c) ? CAPITAL : DIGIT), 0);

/** The folded counter's words: the first character's initials and how many more, or (compact) the number of characters. */
function foldedWords(folded: readonly CharacterId[], compact: boolean): string {
  if (folded.length === 0) return '';
  if (compact) return `♟${folded.length}`;
  return `${initials(folded[0])}${folded.length > 1 ? `+${folded.length - 1}` : ''}`;
}

function counterWidth(stack: { armies: number; characters: CharacterId[] }, lit: MapLights, scale: number): number {
  const text = foldedWords(
    stack.characters.filter((id) => !lit.characters.has(id)),
    scale > COMPACT_SCALE,
  );
  return countWidth(stack.armies, scale) + scale * (text ? namesWidth(text) + 4 : 0);
}

/** A lit character's chip's width at scale 1 (with its gap). */
const LIT_CHIP = 34;

/**
 * Where a stack's row starts: right of its area, or left of it when the counter and its lit characters'
 * chips would pass the map's right edge (grown counters of the eastern areas).
 */
function rowStart(area: AreaId, stack: ReturnType<typeof stacksIn>[number], lit: MapLights, scale: number): number {
  const { x } = MAP_POSITIONS[area];
  const chips = stack.characters.filter((id) => lit.characters.has(id)).length;
  const whole = counterWidth(stack, lit, scale) + (chips > 0 ? 2 + chips * LIT_CHIP * scale : 0);
  const right = x + AREA_RADIUS - 4;
  return right + whole <= MAP_WIDTH ? right : Math.max(0, x - AREA_RADIUS + 4 - whole);
}

interface StackProps {
  G: DtState;
  x: number;
  y: number;
  stack: ReturnType<typeof stacksIn>[number];
  lit: MapLights;
  scale: number;
  onTap(): void;
}

function Stack({ G, x, y, stack, lit, scale, onTap }: StackProps) {
  const colour = kingdomColour(G, stack.kingdom);
  const state = G.kingdoms[stack.kingdom];
  const owner = state.owner ? `${state.main ? 'main' : 'allied'} kingdom of ${seatName(state.owner)}` : 'neutral';
  // Lit characters get chips of their own to click (LitCharacters, drawn above every area); the rest stays one counter.
  const folded = stack.characters.filter((id) => !lit.characters.has(id));
  const label = `${kingdomName(stack.kingdom)} (${owner}): ${stack.armies} armies; ${stack.characters.map(characterName).join(', ') || 'no characters'}`;
  const foldedText = foldedWords(folded, scale > COMPACT_SCALE);
  const width = counterWidth(stack, lit, scale);
  const armiesWidth = countWidth(stack.armies, scale);
  const font = { fontSize: CHIP_TEXT * scale };
  return (
    <g data-testid={`stack-${stack.kingdom}`} className="dt-stack" onClick={onTap}>
      <title>{label}</title>
      <rect
        x={x}
        y={y}
        width={width}
        height={CHIP * scale}
        rx={4 * scale}
        fill={colour}
        stroke={state.main ? '#f2c230' : '#fff'}
        strokeWidth={state.main ? 3 : 1}
      />
      <text x={x + armiesWidth / 2} y={y + 15 * scale} className="dt-chip-count" style={font}>
        {stack.armies}
      </text>
      {foldedText && (
        <text x={x + armiesWidth} y={y + 15 * scale} className="dt-chip-names" style={font}>
          {foldedText}
        </text>
      )}
    </g>
  );
}

function Area({ G, area, lit, focus, onArea }: { area: AreaId } & DtMapProps) {
  const { x, y } = MAP_POSITIONS[area];
  const info = AREAS[area];
  const controller = G.control[area];
  const fill = controller ? kingdomColour(G, controller) : '#fff4d6';
  const isLit = lit.areas.has(area);
  const name = `${info.name} ${info.hanzi}, manpower ${info.manpower}${controller ? `, held by ${kingdomName(controller)}` : ', nobody’s'}${
    info.printed ? ` (printed “${info.printed.name}”: reconstructed reading)` : ''
  }`;
  return (
    <g className={isLit ? 'dt-area lit' : 'dt-area'} data-area={area}>
      <g
        role="button"
        tabIndex={0}
        aria-label={isLit ? `${info.name}: choose` : name}
        data-testid={isLit ? `area-lit-${area}` : `area-${area}`}
        onClick={() => onArea(area)}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onArea(area)}
      >
        <title>{name}</title>
        {isLit && <circle cx={x} cy={y} r={AREA_RADIUS + 9} className="dt-halo" />}
        <circle
          cx={x}
          cy={y}
          r={AREA_RADIUS}
          fill={fill}
          fillOpacity={controller ? 0.85 : 1}
          stroke={focus === area ? '#000' : '#5b4a2f'}
          strokeWidth={focus === area ? 4 : 2}
        />
        <text x={x} y={y + 7} className={controller ? 'dt-manpower on-colour' : 'dt-manpower'}>
          {info.manpower}
        </text>
        <text x={x} y={y + AREA_RADIUS + 14} className="dt-area-name">
          {info.name}
        </text>
      </g>
      {G.emperorArea === area && (
        <g data-testid="emperor">
          <title>Emperor Xian is here (9)</title>
          <circle cx={x - AREA_RADIUS} cy={y - AREA_RADIUS + 2} r={11} fill="#f2c230" stroke="#7a5a00" strokeWidth={2} />
          <text x={x - AREA_RADIUS} y={y - AREA_RADIUS + 7} className="dt-emperor">
            帝
          </text>
        </g>
      )}
    </g>
  );
}

/** Every area's counters, drawn above every area so a neighbour's circle never hides one. */
function Stacks({ G, lit, onStack, scale }: DtMapProps & { scale: number }) {
  return (
    <g>
      {AREA_IDS.flatMap((area) =>
        stacksIn(G, area).map((stack, row) => (
          <Stack
            key={`${area}-${stack.kingdom}`}
            G={G}
            x={rowStart(area, stack, lit, scale)}
            y={MAP_POSITIONS[area].y - AREA_RADIUS + row * (CHIP + 3) * scale}
            stack={stack}
            lit={lit}
            scale={scale}
            onTap={() => onStack(area)}
          />
        )),
      )}
    </g>
  );
}

/** The characters the decision lights, as chips of their own beside their stack, drawn above every area so none is covered. */
function LitCharacters({ G, lit, onCharacter, scale }: DtMapProps & { scale: number }) {
  if (lit.characters.size === 0) return null;
  return (
    <g>
      {AREA_IDS.flatMap((area) => {
        const ay = MAP_POSITIONS[area].y;
        return stacksIn(G, area).flatMap((stack, row) => {
          const shown = stack.characters.filter((id) => lit.characters.has(id));
          const colour = kingdomColour(G, stack.kingdom);
          const x = rowStart(area, stack, lit, scale);
          const y = ay - AREA_RADIUS + row * (CHIP + 3) * scale;
          const width = counterWidth(stack, lit, scale);
          const chip = LIT_CHIP * scale;
          return shown.map((id, i) => (
            <g
              key={id}
              role="button"
              tabIndex={0}
              aria-label={`${characterName(id)}: choose`}
              className="dt-lit-character"
              data-testid={`character-${id}`}
              onClick={(e) => {
                e.stopPropagation();
                onCharacter(id);
              }}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onCharacter(id)}
            >
              <title>{characterRatings(id)}</title>
              <rect
                x={x + width + 2 + i * chip}
                y={y - 4 * scale}
                width={chip - 2}
                height={(CHIP + 8) * scale}
                rx={5 * scale}
                fill="#fff6c8"
                stroke={colour}
                strokeWidth={3}
              />
              <text x={x + width + 2 + i * chip + chip / 2 - 1} y={y + 15 * scale} className="dt-chip-lit" style={{ fontSize: 14 * scale }}>
                {initials(id)}
              </text>
            </g>
          ));
        });
      })}
    </g>
  );
}

/** The map's drawn width in CSS pixels (0 until laid out), followed as the window changes. */
function useDrawnWidth(svg: React.RefObject<SVGSVGElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [svg]);
  return width;
}

interface View {
  x: number;
  y: number;
  w: number;
}

const FULL: View = { x: 0, y: 0, w: MAP_WIDTH };
const clampView = (v: View): View => {
  const w = Math.min(MAP_WIDTH, Math.max(MAP_WIDTH / 4, v.w));
  const h = (w * MAP_HEIGHT) / MAP_WIDTH;
  return { w, x: Math.min(MAP_WIDTH - w, Math.max(0, v.x)), y: Math.min(MAP_HEIGHT - h, Math.max(0, v.y)) };
};

export function DtMap(props: DtMapProps) {
  const [view, setView] = useState<View>(FULL);
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const zoom = (factor: number, cx = view.x + view.w / 2, cy = view.y + (view.w * MAP_HEIGHT) / MAP_WIDTH / 2) =>
    setView((v) => {
      const w = v.w * factor;
      return clampView({ w, x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * w) / v.w });
    });
  const unitsPerPx = () => view.w / (svg.current?.getBoundingClientRect().width || MAP_WIDTH);

  const down = (e: ReactPointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    dragged.current = false;
  };
  const move = (e: ReactPointerEvent) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const all = [...pointers.current.values()];
    if (all.length === 2) {
      const other = all.find((p) => p !== before)!;
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      if (d0 > 0 && d1 > 0) zoom(d0 / d1);
      dragged.current = true;
    } else if (view.w < MAP_WIDTH && Math.hypot(e.clientX - before.x, e.clientY - before.y) > 2) {
      const s = unitsPerPx();
      setView((v) => clampView({ ...v, x: v.x - (e.clientX - before.x) * s, y: v.y - (e.clientY - before.y) * s }));
      dragged.current = true;
    } else return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const up = (e: ReactPointerEvent) => pointers.current.delete(e.pointerId);
  const h = (view.w * MAP_HEIGHT) / MAP_WIDTH;
  const zoomed = view.w < MAP_WIDTH;
  const widthPx = useDrawnWidth(svg);
  const scale = widthPx > 0 ? counterScale(view.w / widthPx) : 1;

  return (
    <div className="dt-map-frame">
      <svg
        ref={svg}
        className={zoomed ? 'dt-map zoomed' : 'dt-map'}
        data-testid="dt-map"
        viewBox={`${view.x} ${view.y} ${view.w} ${h}`}
        role="group"
        aria-label="Map of China, 189 AD (reconstructed)"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onClickCapture={(e) => {
          // The end of a drag is not a click on what lies under the finger.
          if (dragged.current) {
            e.stopPropagation();
            dragged.current = false;
          }
        }}
      >
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#efe5c8" />
        <Backdrop />
        <Borders />
        {AREA_IDS.map((area) => (
          <Area key={area} area={area} {...props} />
        ))}
        <Stacks scale={scale} {...props} />
        <LitCharacters scale={scale} {...props} />
      </svg>
      <div className="dt-map-bar">
        <div className="dt-map-tools">
          <button type="button" aria-label="Zoom in" data-testid="zoom-in" onClick={() => zoom(0.7)}>
            +
          </button>
          <button type="button" aria-label="Zoom out" data-testid="zoom-out" disabled={!zoomed} onClick={() => zoom(1 / 0.7)}>
            −
          </button>
          <button type="button" aria-label="Whole map" data-testid="zoom-reset" disabled={!zoomed} onClick={() => setView(FULL)}>
            ⤢
          </button>
        </div>
        <p className="dt-map-legend">
          <span className="dt-key plain" /> plain <span className="dt-key mountain" /> mountain <span className="dt-key river" /> great
          river · map reconstructed (the printed board is lost)
        </p>
      </div>
    </div>
  );
}
