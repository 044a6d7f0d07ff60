import { describe, expect, it } from 'vitest';
import { checkProjectForm, dateProblem, EMPTY_PROJECT_FORM } from './project-form-rules';

const TODAY = '2026-01-31';
const context = { lifeWheelAreaId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', currentScore: 4, today: TODAY };

describe('the create-project date rules in the form', () => {
  it('needs a start from tomorrow on, checked before any end is chosen', () => {
    expect(dateProblem(TODAY, '', '')).toBeNull();
    expect(dateProblem(TODAY, TODAY, '')).toEqual({ field: 'startDate', code: 'START_DATE_TOO_EARLY' });
    expect(dateProblem(TODAY, '2026-02-01', '')).toBeNull();
  });

  it('keeps the end 3 to 6 calendar months after the start, day of month considered', () => {
    expect(dateProblem(TODAY, '2026-02-01', '2026-04-30')).toEqual({ field: 'endDate', code: 'DATE_ERROR_MIN' });
    expect(dateProblem(TODAY, '2026-02-01', '2026-05-01')).toBeNull();
    expect(dateProblem(TODAY, '2026-02-01', '2026-08-01')).toBeNull();
    expect(dateProblem(TODAY, '2026-02-01', '2026-08-02')).toEqual({ field: 'endDate', code: 'DATE_ERROR_MAX' });
  });
});

describe('the whole create-project form', () => {
  it('reports every missing field with its catalogue code', () => {
    const checked = checkProjectForm(EMPTY_PROJECT_FORM, context);
    expect(checked).toEqual({
      ok: false,
      problems: {
        title: { code: 'PROJECT_TITLE_REQUIRED' },
        description: { code: 'PROJECT_DESCRIPTION_REQUIRED' },
        expectedScore: { code: 'REQUIRED' },
        startDate: { code: 'REQUIRED' },
        endDate: { code: 'REQUIRED' },
      },
    });
  });

  it('refuses an expected score that is not above the current one, and blank titles', () => {
    const checked = checkProjectForm(
      { title: '   ', description: 'Algo', expectedScore: '4', startDate: '2026-02-01', endDate: '2026-05-01' },
      context,
    );
    expect(checked).toEqual({
      ok: false,
      problems: { title: { code: 'PROJECT_TITLE_REQUIRED' }, expectedScore: { code: 'EXPECTED_SCORE_NOT_ABOVE_CURRENT', params: { score: 4 } } },
    });
  });

  it('gives the trimmed input to send when every rule holds', () => {
    const checked = checkProjectForm(
      { title: ' Correr ', description: ' Cada día ', expectedScore: '7', startDate: '2026-02-01', endDate: '2026-05-02' },
      context,
    );
    expect(checked).toEqual({
      ok: true,
      input: { lifeWheelAreaId: context.lifeWheelAreaId, title: 'Correr', description: 'Cada día', expectedScore: 7, startDate: '2026-02-01', endDate: '2026-05-02' },
    });
  });
});
