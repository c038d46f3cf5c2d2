/**
 * The drawing of the reconstructed map, shared by the page's map and docs/dragons-and-tigers/map.svg:
 * its size, the projection MAP_POSITIONS is drawn with, and the coast and rivers behind the areas
 * (longitude and latitude of a few points along each line), so a reader can judge each river border
 * against where the river runs. Reconstructed, as the whole map is (map.ts).
 */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 800;
export const AREA_RADIUS = 24;

/** The same projection MAP_POSITIONS is drawn with, so the backdrop lines up with the areas. */
export function project([longitude, latitude]: readonly [number, number]): string {
  return `${Math.round(60 + 50 * (longitude - 102))},${Math.round(60 + 55 * (40.5 - latitude))}`;
}

export type Course = readonly (readonly [number, number])[];

// Longitude and latitude of a few points along each line; the Yellow River follows its Eastern Han course to the sea at Qiansheng.
export const YELLOW_RIVER: Course = [
  [101.5, 36.0],
  [103.8, 36.1],
  [104.7, 36.6],
  [105.2, 37.5],
  [106.3, 38.5],
  [107.0, 40.3],
  [110.0, 40.6],
  [111.2, 40.3],
  [110.9, 39.2],
  [110.5, 37.5],
  [110.4, 35.6],
  [110.3, 34.6],
  [111.2, 34.8],
  [112.4, 34.85],
  [113.6, 34.9],
  [115.0, 35.6],
  [116.0, 36.1],
  [116.9, 36.6],
  [118.0, 37.3],
  [118.9, 37.7],
];
export const YANGTZE: Course = [
  [102.0, 27.6],
  [104.6, 28.8],
  [105.4, 28.9],
  [106.5, 29.6],
  [107.4, 29.7],
  [108.4, 30.8],
  [109.5, 31.0],
  [111.3, 30.7],
  [112.2, 30.3],
  [112.4, 29.7],
  [113.1, 29.4],
  [114.3, 30.6],
  [115.0, 30.2],
  [116.0, 29.7],
  [117.0, 30.5],
  [118.4, 31.3],
  [118.8, 32.1],
  [119.4, 32.2],
  [120.3, 31.9],
  [121.8, 31.6],
];
export const HAN_RIVER: Course = [
  [106.5, 33.1],
  [107.0, 33.1],
  [109.0, 32.7],
  [110.8, 32.7],
  [111.5, 32.55],
  [112.15, 32.05],
  [112.6, 31.2],
  [112.9, 30.4],
  [114.3, 30.6],
];
export const HUAI_RIVER: Course = [
  [113.4, 32.4],
  [114.1, 32.1],
  [115.4, 32.4],
  [116.8, 32.6],
  [117.4, 32.9],
  [118.6, 33.3],
  [119.1, 33.5],
  [120.2, 34.0],
];
export const COAST: Course = [
  [121.0, 41.2],
  [119.8, 40.0],
  [117.7, 39.0],
  [117.6, 38.4],
  [118.9, 37.8],
  [119.5, 37.1],
  [120.5, 37.6],
  [121.4, 37.5],
  [122.3, 37.3],
  [120.3, 36.1],
  [119.4, 34.6],
  [120.5, 33.3],
  [121.8, 31.6],
  [121.9, 30.9],
  [120.9, 30.3],
  [121.9, 29.9],
  [120.7, 28.0],
  [119.6, 26.0],
];
