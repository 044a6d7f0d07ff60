import { describe, expect, it } from 'vitest';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/wheel';
import { cycleFixture } from '../../test-fixtures/wheel';
import { focusAreaOptions, openProjectsOf, redirectFor, wheelAreaOf, wheelProblem } from './eligibility';

function area(key: LifeWheelArea['key'], changes: Partial<LifeWheelArea> = {}): LifeWheelArea {
  return {
    id: `row-${key}`,
    areaId: `ref-${key}`,
    key,
    areaName: key,
    color: '#000',
    emoji: '⭐',
    order: 1,
    score: 5,
    isArchived: true,
    isBlocked: false,
    isFocus: false,
    answeredSet: false,
    assessedAt: null,
    projects: [],
    ...changes,
  };
}

function wheel(areas: LifeWheelArea[], focusSelectedAt: string | null = '2026-01-01T00:00:00.000Z'): LifeWheel {
  return { id: 'wheel', globalScore: 5, isAnswered: true, isComplete: true, focusSelectedAt, lifeAreas: areas, lifeAreasSelected: [], cycle: cycleFixture };
}

describe('which areas take a new project', () => {
  it('offers the focus areas with what stops each one', () => {
    const project = (status: 'ACTIVE' | 'CANCELLED' | 'SOMEDAY') => ({ id: status, title: status, status });
    const data = wheel([
      area('PERSONAL_DEVELOPMENT', { isFocus: true }),
      area('PROFESSIONAL_ACTIVITY', { isFocus: true, projects: [project('ACTIVE'), project('SOMEDAY')] }),
      area('HEALTH_NUTRITION', { isFocus: true, projects: [project('ACTIVE'), project('CANCELLED')] }),
      area('MONEY_FINANCES'),
    ]);
    expect(focusAreaOptions(data).map((option) => [option.area.key, option.openProjects, option.problem])).toEqual([
      ['PERSONAL_DEVELOPMENT', 0, null],
      ['PROFESSIONAL_ACTIVITY', 2, 'AREA_PROJECT_LIMIT'],
      ['HEALTH_NUTRITION', 1, null],
    ]);
    expect(openProjectsOf({ projects: [project('CANCELLED')] })).toBe(0);
  });

  it('finds the wheel row of a reference area id', () => {
    const data = wheel([area('PERSONAL_DEVELOPMENT')]);
    expect(wheelAreaOf(data, 'ref-PERSONAL_DEVELOPMENT')?.id).toBe('row-PERSONAL_DEVELOPMENT');
    expect(wheelAreaOf(data, 'row-PERSONAL_DEVELOPMENT')).toBeUndefined();
  });

  it('names the problem of the whole wheel', () => {
    expect(wheelProblem(wheel([area('PERSONAL_DEVELOPMENT', { isArchived: false, score: null })]))).toBe('ASSESSMENT_INCOMPLETE');
    expect(wheelProblem(wheel([area('PERSONAL_DEVELOPMENT')], null))).toBe('FOCUS_NOT_SELECTED');
    expect(wheelProblem(wheel([area('PERSONAL_DEVELOPMENT')]))).toBeNull();
    expect(wheelProblem(wheel([]))).toBe('ASSESSMENT_INCOMPLETE');
  });

  it('sends users who cannot create a project where they can fix it', () => {
    expect(redirectFor(null)).toBeNull();
    expect(redirectFor('ASSESSMENT_INCOMPLETE')).toBe('/assessment/intro');
    expect(redirectFor('FOCUS_NOT_SELECTED')).toBe('/home');
    expect(redirectFor('AREA_NOT_FOCUS', 'a')).toBe('/home');
    expect(redirectFor('AREA_BLOCKED', 'a')).toBe('/home');
    expect(redirectFor('AREA_FINISHED', 'a')).toBe('/home');
    expect(redirectFor('AREA_PROJECT_LIMIT', 'a')).toBe('/area/a/projects');
  });
});
