import { describe, expect, it } from 'vitest';
import { areaSlice, CENTER, labelPosition, RADIUS, ring, wheelOutline } from './wheel-geometry';

type Point = { x: number; y: number };
const points = (list: string): Point[] => list.split(' ').map((pair) => {
  const [x = NaN, y = NaN] = pair.split(',').map(Number);
  return { x, y };
});
const reach = (point: Point) => Math.hypot(point.x - CENTER, point.y - CENTER);
const AREAS = 6;

describe('the wheel geometry', () => {
  it.each([0, 1, 2, 3, 4, 5])('ends the wedge of area %i with 7/10 at exactly 0.7 of the radius, on the ring of 7', (index) => {
    const wedge = points(areaSlice(index, AREAS, 7));
    expect(Math.max(...wedge.map(reach))).toBeCloseTo(0.7 * RADIUS, 1);
    // Its outer corners are the midpoints of the ring-7 edges beside the area's vertex: nothing sticks out.
    const ring7 = points(ring(7, AREAS));
    const vertex = ring7[index]!;
    const midpoint = (other: Point) => ({ x: (vertex.x + other.x) / 2, y: (vertex.y + other.y) / 2 });
    const before = midpoint(ring7[(index + AREAS - 1) % AREAS]!);
    const after = midpoint(ring7[(index + 1) % AREAS]!);
    expect(wedge[1]!.x).toBeCloseTo(before.x, 1);
    expect(wedge[1]!.y).toBeCloseTo(before.y, 1);
    expect(wedge[2]).toEqual(vertex);
    expect(wedge[3]!.x).toBeCloseTo(after.x, 1);
    expect(wedge[3]!.y).toBeCloseTo(after.y, 1);
  });

  it('grows the wedge with the score, from nothing to the whole radius', () => {
    expect(Math.max(...points(areaSlice(0, AREAS, 0)).map(reach))).toBe(0);
    expect(Math.max(...points(areaSlice(0, AREAS, 3)).map(reach))).toBeCloseTo(0.3 * RADIUS, 1);
    expect(Math.max(...points(areaSlice(0, AREAS, 10)).map(reach))).toBeCloseTo(RADIUS, 1);
    expect(Math.max(...points(areaSlice(0, AREAS, 12)).map(reach))).toBeCloseTo(RADIUS, 1);
  });

  it("puts the 'not assessed' words inside the area's wedge, on its axis", () => {
    const top = labelPosition(0, AREAS);
    expect(top.x).toBeCloseTo(CENTER, 1);
    expect(top.y).toBeLessThan(CENTER);
    expect(reach(top)).toBeGreaterThan(0.4 * RADIUS);
    expect(reach(top)).toBeLessThan(0.75 * RADIUS);
  });

  it("outlines another cycle's wedges: each area's three outer corners, exactly where its wedge ends", () => {
    const scores = [4, 7, null, 10, 0, 2];
    const outline = points(wheelOutline(scores));
    expect(outline).toHaveLength(3 * AREAS);
    scores.forEach((score, index) => {
      const [, ...corners] = points(areaSlice(index, AREAS, score ?? 0));
      expect(outline.slice(3 * index, 3 * index + 3)).toEqual(corners);
    });
    expect(reach(outline[1]!)).toBeCloseTo(0.4 * RADIUS, 1);
    expect(reach(outline[4]!)).toBeCloseTo(0.7 * RADIUS, 1);
  });

  it('puts an area not assessed (or at 0) at the centre and a score of 10 on the outer ring', () => {
    const outline = points(wheelOutline([null, 0, 10, 10, 10, 10]));
    for (const corner of outline.slice(0, 6)) expect(reach(corner)).toBe(0);
    expect(outline[7]).toEqual(points(ring(10, AREAS))[2]);
  });

  it('joins neighbours along the spoke between them, so the line never cuts across a wedge', () => {
    const outline = points(wheelOutline([3, 8, 5, 6, 9, 2]));
    for (let index = 0; index < AREAS; index += 1) {
      const last = outline[3 * index + 2]!;
      const next = outline[(3 * index + 3) % outline.length]!;
      const angle = (point: Point) => Math.atan2(point.y - CENTER, point.x - CENTER);
      expect(angle(last)).toBeCloseTo(angle(next), 2);
    }
  });
});
