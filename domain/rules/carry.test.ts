import { describe, expect, it } from 'vitest';
import { carryable, isParkedInClosedCycle, leftBehind, previousCycleProjects, type CarryProject } from './carry';

const project = (id: string, status: CarryProject['status'], lifeWheelAreaId: string, areaId: string): CarryProject => ({ id, status, lifeWheelAreaId, areaId });

describe('carry candidates', () => {
  const projects = [
    project('old-active-health', 'ACTIVE', 'row-old-health', 'health'),
    project('old-active-money', 'ACTIVE', 'row-old-money', 'money'),
    project('old-someday', 'SOMEDAY', 'row-old-health', 'health'),
    project('old-completed', 'COMPLETED', 'row-old-health', 'health'),
    project('current-active', 'ACTIVE', 'row-new-health', 'health'),
  ];

  it('are the ACTIVE projects outside the current rows', () => {
    expect(previousCycleProjects(projects, ['row-new-health', 'row-new-money']).map((item) => item.id)).toEqual(['old-active-health', 'old-active-money']);
  });

  it('may be carried only into an area chosen again', () => {
    const candidates = previousCycleProjects(projects, ['row-new-health', 'row-new-money']);
    expect(carryable(candidates, ['health', 'social']).map((item) => item.id)).toEqual(['old-active-health']);
    expect(carryable(candidates, [])).toEqual([]);
  });

  it('whose area is not chosen are left behind, named', () => {
    const candidates = previousCycleProjects(projects, ['row-new-health', 'row-new-money']);
    expect(leftBehind(candidates, ['health', 'social']).map((item) => item.id)).toEqual(['old-active-money']);
    expect(leftBehind(candidates, ['health', 'money'])).toEqual([]);
  });

  it('parked in a closed cycle are the SOMEDAY projects outside the current rows', () => {
    const rows = ['row-new-health'];
    expect(projects.filter((item) => isParkedInClosedCycle(item, rows)).map((item) => item.id)).toEqual(['old-someday']);
    expect(isParkedInClosedCycle(project('current-someday', 'SOMEDAY', 'row-new-health', 'health'), rows)).toBe(false);
  });
});
