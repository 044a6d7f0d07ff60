// The geometry of the hexagonal life wheel: one axis per area, clockwise from the top, in a square viewBox.
export const VIEWBOX = 300;
export const CENTER = VIEWBOX / 2;
/** The radius of a score of 10. */
export const RADIUS = 108;
/** Where the area icons sit, outside the shape. */
const ICON_RADIUS = 131;
export const RING_LEVELS = [2, 4, 6, 8, 10] as const;
/** How far out, as a share of the radius, the 'not assessed' words sit. */
const LABEL_REACH = 0.58;
const MAX_SCORE = 10;

type Point = { x: number; y: number };

export function axisAngle(index: number, total: number): number {
  return -Math.PI / 2 + (2 * Math.PI * index) / total;
}

export function pointAt(angle: number, distance: number): Point {
  return { x: CENTER + distance * Math.cos(angle), y: CENTER + distance * Math.sin(angle) };
}

const round = (value: number) => Math.round(value * 100) / 100;

function toPoints(points: readonly Point[]): string {
  return points.map((point) => `${round(point.x)},${round(point.y)}`).join(' ');
}

function scoreRadius(score: number): number {
  return (RADIUS * Math.min(Math.max(score, 0), MAX_SCORE)) / MAX_SCORE;
}

/** The outline at a score level: a hexagon for six areas. */
export function ring(level: number, total: number): string {
  return toPoints(Array.from({ length: total }, (_, index) => pointAt(axisAngle(index, total), scoreRadius(level))));
}

/**
 * The area's wedge, its one mark of the score: from the centre to the area's vertex at score/10 of the radius,
 * bounded by the midpoints of the two edges beside it (a kite), so it ends exactly on the ring of its score and
 * the six wedges tile the hexagon at 10.
 */
export function areaSlice(index: number, total: number, score: number): string {
  const angle = axisAngle(index, total);
  const half = Math.PI / total;
  const radius = scoreRadius(score);
  const edge = radius * Math.cos(half);
  return toPoints([{ x: CENTER, y: CENTER }, pointAt(angle - half, edge), pointAt(angle, radius), pointAt(angle + half, edge)]);
}

/** Where the words for an area not assessed yet sit, inside its empty wedge. */
export function labelPosition(index: number, total: number): Point {
  const point = pointAt(axisAngle(index, total), RADIUS * LABEL_REACH);
  return { x: round(point.x), y: round(point.y) };
}

/** An icon's centre as percentages of the square chart, for HTML placed over the SVG. */
export function iconPosition(index: number, total: number): { left: string; top: string } {
  const point = pointAt(axisAngle(index, total), ICON_RADIUS);
  return { left: `${round((100 * point.x) / VIEWBOX)}%`, top: `${round((100 * point.y) / VIEWBOX)}%` };
}

/**
 * The outer edge of a whole wheel of wedges (another cycle's, drawn as an outline over the current one): for each
 * area the three outer corners of its wedge (areaSlice), joined along the spokes between neighbours, so the line
 * runs exactly where that cycle's wedges ended. A score that is null or 0 sits at the centre.
 */
export function wheelOutline(scores: readonly (number | null)[]): string {
  const total = scores.length;
  const half = Math.PI / total;
  return toPoints(
    scores.flatMap((score, index) => {
      const angle = axisAngle(index, total);
      const radius = scoreRadius(score ?? 0);
      const edge = radius * Math.cos(half);
      return [pointAt(angle - half, edge), pointAt(angle, radius), pointAt(angle + half, edge)];
    }),
  );
}
