import { describe, expect, it } from 'vitest';
import { reportCounted } from './progress-report';

describe('the report\'s counted lines', () => {
  it('agree with the number of actions in both languages', () => {
    expect(reportCounted('goalLine', 'es', 1, { done: 0, planned: 1 })).toBe('0 de 1 acción hecha');
    expect(reportCounted('goalLine', 'es', 2, { done: 0, planned: 2 })).toBe('0 de 2 acciones hechas');
    expect(reportCounted('goalLine', 'es', 0, { done: 0, planned: 0 })).toBe('0 de 0 acciones hechas');
    expect(reportCounted('goalLine', 'en', 1, { done: 1, planned: 1 })).toBe('1 of 1 action done');
    expect(reportCounted('goalLine', 'en', 3, { done: 1, planned: 3 })).toBe('1 of 3 actions done');
    const params = { area: 'Salud', status: 'Activo', from: '1 nov', to: '30 nov', progress: '0 %', done: 0, planned: 1 };
    expect(reportCounted('projectLine', 'es', 1, params)).toBe('Salud · Activo · 1 nov – 30 nov · 0 % hecho (0 de 1 acción)');
  });
});
