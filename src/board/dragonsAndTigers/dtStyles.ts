/**
 * The Dragons & Tigers table's styles, put in the page with the table (the page's shared style sheets
 * belong to the shell and Three Kingdoms Redux). Wide: the map beside a side column; narrow: the map
 * at full width with the decision docked at the bottom.
 */
export const dtStyles = `
.dt-table { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: flex-start; }
.dt-status { flex: 1 1 100%; margin: 0; padding: 0.35rem 0.6rem; border-radius: 6px; background: #fffdf7; border: 2px solid #c9b98f; font-weight: 600; }
.dt-status.yours { border-color: #8a1c1c; background: #fff1e0; }
.dt-side { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; flex: 1 1 18rem; max-width: 24rem; min-width: 0; }
.dt-map-frame { position: relative; flex: 3 1 30rem; min-width: 0; }
.dt-map { display: block; width: 100%; height: auto; background: #efe5c8; border: 1px solid #b9a98a; border-radius: 6px; touch-action: pan-y; user-select: none; }
.dt-map.zoomed { touch-action: none; cursor: grab; }
.dt-map-bar { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.2rem; }
.dt-map-tools { display: flex; gap: 0.25rem; flex: none; }
.dt-map-tools button { width: 2.2rem; height: 2.2rem; font-size: 1.2rem; border-radius: 6px; border: 1px solid #8c7a55; background: #fffdf7; }
.dt-map-legend { margin: 0; font-size: 0.8rem; color: #4a4030; }
.dt-key { display: inline-block; width: 1.4rem; height: 0; vertical-align: middle; border-top: 3px solid #9a9282; }
.dt-key.mountain { border-top: 4px dashed #7a4a1c; }
.dt-key.river { border-top: 5px solid #1f63c6; }
.dt-area { cursor: default; }
.dt-area [role="button"] { cursor: pointer; outline: none; }
.dt-area [role="button"]:focus-visible circle { stroke: #1a5fb4; stroke-width: 5; }
.dt-halo { fill: #ffe45c; fill-opacity: 0.55; stroke: #d08a00; stroke-width: 4; animation: dt-pulse 1.4s ease-in-out infinite; }
@keyframes dt-pulse { 50% { fill-opacity: 0.25; } }
@media (prefers-reduced-motion: reduce) { .dt-halo { animation: none; } }
.dt-manpower { text-anchor: middle; font: bold 20px system-ui, sans-serif; fill: #2b2418; pointer-events: none; }
.dt-manpower.on-colour { fill: #fff; }
.dt-area-name { text-anchor: middle; font: bold 13px system-ui, sans-serif; fill: #2b2418; paint-order: stroke; stroke: #efe5c8; stroke-width: 4px; pointer-events: none; }
.dt-chip-count { text-anchor: middle; font: bold 13px system-ui, sans-serif; fill: #fff; pointer-events: none; }
.dt-chip-names { font: bold 13px system-ui, sans-serif; fill: #fff; pointer-events: none; }
.dt-chip-lit { text-anchor: middle; font: bold 14px system-ui, sans-serif; fill: #2b2418; pointer-events: none; }
.dt-lit-character { cursor: pointer; }
.dt-emperor { text-anchor: middle; font: bold 13px serif; fill: #3a2a00; pointer-events: none; }
.dt-tray, .dt-players, .dt-area-panel, .dt-combat, .dt-mandate, .dt-latest { background: #fffdf7; border: 1px solid #c9b98f; border-radius: 6px; padding: 0.45rem 0.6rem; }
.dt-tray { border: 2px solid #8a1c1c; display: grid; gap: 0.35rem; }
.dt-tray p { margin: 0; }
.dt-prompt { font-weight: 600; }
.dt-options, .dt-count, .dt-tray-actions { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; }
.dt-options { max-height: 9.5rem; overflow-y: auto; }
.dt-options button, .dt-count button, .dt-tray-actions button { padding: 0.3rem 0.6rem; border-radius: 4px; border: 1px solid #8c7a55; background: #fff; }
.dt-count output { min-width: 2rem; text-align: center; font-weight: bold; font-size: 1.1rem; }
.dt-count button[aria-pressed="true"] { background: #ffe7a8; }
.dt-tray-actions { justify-content: flex-end; }
.dt-refusal { color: #8a1c1c; font-weight: 600; }
.dt-attrition { color: #5a3a00; }
.dt-players { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 0.4rem; padding: 0.4rem; }
.dt-player { border: 2px solid; border-radius: 6px; padding: 0.25rem 0.4rem; background: #fff; }
.dt-player.acting { box-shadow: 0 0 0 3px #ffd34d; }
.dt-player h3 { margin: 0; font-size: 0.95rem; }
.dt-stats { margin: 0.1rem 0; font-size: 0.9rem; }
.dt-kingdoms { list-style: none; margin: 0; padding: 0; font-size: 0.85rem; }
.dt-kingdoms li { border-left: 0.5rem solid; padding-left: 0.3rem; margin: 0.1rem 0; }
.dt-area-panel h3, .dt-combat h3 { margin: 0 0 0.2rem; font-size: 0.95rem; }
.dt-area-panel h3 { display: flex; justify-content: space-between; align-items: start; gap: 0.4rem; }
.dt-close { flex: none; min-width: 2rem; min-height: 2rem; border-radius: 4px; border: 1px solid #8c7a55; background: #fff; font-size: 1.1rem; line-height: 1; }
.dt-stack { cursor: pointer; }
.dt-area-stack { border-left: 0.5rem solid; padding-left: 0.4rem; margin: 0.2rem 0; font-size: 0.9rem; }
.dt-area-stack ul, .dt-combat ul { margin: 0; padding-left: 1rem; }
.dt-combat-steps { margin: 0.25rem 0 0; padding-left: 1.3rem; font-size: 0.85rem; display: grid; gap: 0.2rem; }
.dt-combat-steps li { animation: dt-step-in 0.3s ease-out; }
@keyframes dt-step-in { from { opacity: 0; transform: translateY(-0.25rem); } }
.dt-die { width: 1.15rem; height: 1.15rem; vertical-align: -0.25rem; margin: 0 0.05rem; }
.dt-die rect { fill: #fff; stroke: #2b2418; stroke-width: 1.5; }
.dt-die circle { fill: #2b2418; }
.dt-die.hit rect { fill: #8a1c1c; stroke: #5a0f0f; }
.dt-die.hit circle { fill: #fff; }
.dt-skip { margin-top: 0.3rem; padding: 0.2rem 0.5rem; border-radius: 4px; border: 1px solid #8c7a55; background: #fff; }
@media (prefers-reduced-motion: reduce) { .dt-combat-steps li { animation: none; } }
.dt-latest h3 { margin: 0; font-size: 0.9rem; }
.dt-latest ol { margin: 0; padding-left: 1.6rem; font-size: 0.85rem; }
.dt-small { margin: 0; font-size: 0.85rem; color: #4a4030; }
.dt-mandate { display: flex; gap: 0.5rem; align-items: flex-start; }
.dt-mandate-hexes { width: 8.5rem; flex: none; }
.dt-hex-mark { text-anchor: middle; font: bold 10px system-ui, sans-serif; fill: #4a3000; pointer-events: none; }
.dt-mandate-side { min-width: 0; flex: 1; }
.dt-rounds { display: flex; flex-wrap: wrap; gap: 0.15rem; list-style: none; padding: 0; margin: 0; }
.dt-rounds li { width: 1.5rem; height: 1.5rem; display: grid; place-items: center; border: 1px solid #8c7a55; border-radius: 50%; font-size: 0.8rem; background: #fff; }
.dt-rounds li.past { background: #e8dcc0; color: #4a4030; }
.dt-rounds li.now { background: #8a1c1c; color: #fff; font-weight: bold; }
.dt-chits { list-style: none; display: flex; flex-wrap: wrap; gap: 0.2rem; padding: 0; margin: 0.15rem 0 0; font-size: 0.8rem; }
.dt-chits li { border: 2px solid; border-radius: 999px; padding: 0 0.4rem; background: #fff; }
@media (max-width: 760px) {
  .dt-table { flex-direction: column; align-items: stretch; flex-wrap: nowrap; }
  .dt-map-frame, .dt-side { flex: none; max-width: none; }
  .dt-tray { position: sticky; bottom: 0; z-index: 5; box-shadow: 0 -2px 8px rgba(0,0,0,0.2); }
  .dt-side { display: contents; }
  .dt-side > .dt-tray { order: 2; }
  .dt-map-frame { order: 1; }
  .dt-side > :not(.dt-tray) { order: 3; }
  /* A tapped counter's details right under the map, where the finger is. */
  .dt-side > .dt-area-panel { order: 1; }
  .dt-status { order: 0; position: sticky; top: 0; z-index: 6; font-size: 0.9rem; }
  .dt-options { max-height: 7.5rem; }
  /* The map is drawn at 0.4 of its size: its words in larger user units stay readable. */
  .dt-area-name { font-size: 26px; stroke-width: 6px; }
  .dt-manpower { font-size: 28px; }
}
`;
