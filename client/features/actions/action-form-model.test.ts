import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { checkActionForm, defaultCurrency, emptyActionForm, refusalOf, type ActionFormValues } from './action-form-model';
import { uuid } from '../../test-fixtures/projects';

const window = { today: '2025-03-10', projectEndDate: '2025-06-30', formatDate: (date: string) => `[${date}]` };

function filled(changes: Partial<ActionFormValues> = {}): ActionFormValues {
  return { ...emptyActionForm(), projectId: uuid(1), goalId: uuid(2), contextId: uuid(3), title: ' Leer ', dueDate: '2025-03-10', ...changes };
}

describe('the new action form check', () => {
  it('starts with energy MEDIUM, 30 minutes and no currency chosen', () => {
    expect(emptyActionForm()).toMatchObject({ energy: 'MEDIUM', timeEstimate: '30', baseCapital: '', currencyCode: null });
    expect(emptyActionForm({ projectId: 'p', goalId: 'g' })).toMatchObject({ projectId: 'p', goalId: 'g' });
  });

  it("takes the user's currency when offered, else USD", () => {
    expect(defaultCurrency('MXN')).toBe('MXN');
    expect(defaultCurrency('JPY')).toBe('USD');
    expect(defaultCurrency(undefined)).toBe('USD');
  });

  it('names every missing required field', () => {
    const result = checkActionForm({ ...emptyActionForm(), timeEstimate: '0' }, window, 'EUR');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual({
      projectId: { key: 'projectRequired' },
      goalId: { code: 'ACTION_GOAL_REQUIRED' },
      contextId: { code: 'ACTION_CONTEXT_REQUIRED' },
      title: { code: 'ACTION_TITLE_REQUIRED' },
      dueDate: { code: 'ACTION_DUE_DATE_REQUIRED' },
      timeEstimate: { code: 'ACTION_TIME_ESTIMATE_INVALID' },
    });
  });

  it('builds the input: trimmed title, defaults, budget 0 when blank, the default currency', () => {
    expect(checkActionForm(filled(), window, 'EUR')).toEqual({
      ok: true,
      input: { goalId: uuid(2), contextId: uuid(3), title: 'Leer', description: '', energy: 'MEDIUM', timeEstimate: 30, dueDate: '2025-03-10', baseCapital: 0, currencyCode: 'EUR' },
    });
    const chosen = checkActionForm(filled({ baseCapital: '12.34', currencyCode: 'GBP', timeEstimate: '90', energy: 'LOW' }), window, 'EUR');
    expect(chosen.ok && chosen.input).toMatchObject({ baseCapital: 12.34, currencyCode: 'GBP', timeEstimate: 90, energy: 'LOW' });
  });

  it.each([
    ['-1', 'ACTION_BASE_CAPITAL_INVALID'],
    ['1.005', 'ACTION_BASE_CAPITAL_DECIMALS'],
    ['10000000.01', 'ACTION_BASE_CAPITAL_TOO_LARGE'],
  ])('refuses a budget of %s', (baseCapital, code) => {
    const result = checkActionForm(filled({ baseCapital }), window, 'USD');
    expect(result.ok ? null : result.problems.baseCapital).toEqual({ code });
  });

  it.each([
    ['', 'ACTION_TIME_ESTIMATE_INVALID'],
    ['1.5', 'ACTION_TIME_ESTIMATE_INVALID'],
    ['10081', 'ACTION_TIME_ESTIMATE_INVALID'],
  ])('refuses %j minutes', (timeEstimate, code) => {
    const result = checkActionForm(filled({ timeEstimate }), window, 'USD');
    expect(result.ok ? null : result.problems.timeEstimate).toEqual({ code });
  });

  it("keeps the due date between today and the project's end, both included", () => {
    expect(checkActionForm(filled({ dueDate: '2025-06-30' }), window, 'USD').ok).toBe(true);
    const early = checkActionForm(filled({ dueDate: '2025-03-09' }), window, 'USD');
    expect(early.ok ? null : early.problems.dueDate).toEqual({ code: 'DUE_DATE_TOO_EARLY', params: { minDate: '[2025-03-10]' } });
    const late = checkActionForm(filled({ dueDate: '2025-07-01' }), window, 'USD');
    expect(late.ok ? null : late.problems.dueDate).toEqual({ code: 'DUE_DATE_AFTER_PROJECT_END', params: { maxDate: '[2025-06-30]' } });
  });
});

describe('where a refusal of actions.add lands', () => {
  const refusal = (data: Record<string, unknown>) => new TRPCClientError('refused', { result: { error: { code: -32600, message: 'refused', data } } });

  it('the plan limit above the form, with the plans', () => {
    expect(refusalOf(refusal({ appCode: 'PLAN_LIMIT', httpStatus: 403 }), 'x')).toEqual({ kind: 'planLimit' });
  });

  it('due-date, project and context refusals on their field, in the server words', () => {
    expect(refusalOf(refusal({ appCode: 'DUE_DATE_TOO_EARLY' }), 'hoy o después')).toEqual({ kind: 'fields', problems: { dueDate: { text: 'hoy o después' } } });
    expect(refusalOf(refusal({ appCode: 'PROJECT_NOT_ACTIVE' }), 'no activo')).toEqual({ kind: 'fields', problems: { projectId: { text: 'no activo' } } });
    expect(refusalOf(refusal({ appCode: 'ACTION_CONTEXT_INACTIVE' }), 'inactivo')).toEqual({ kind: 'fields', problems: { contextId: { text: 'inactivo' } } });
  });

  it('validation issues on their fields, anything else above the form', () => {
    const issues = [{ path: 'title', code: 'ACTION_TITLE_TOO_LONG', message: 'Demasiado largo' }];
    expect(refusalOf(refusal({ appCode: 'VALIDATION_ERROR', issues }), 'x')).toEqual({ kind: 'fields', problems: { title: { text: 'Demasiado largo' } } });
    expect(refusalOf(refusal({ appCode: 'NOT_FOUND' }), 'x')).toEqual({ kind: 'form' });
    expect(refusalOf(new TypeError('Failed to fetch'), 'x')).toEqual({ kind: 'form' });
  });
});
