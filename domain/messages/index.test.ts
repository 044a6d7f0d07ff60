import { describe, expect, it } from 'vitest';
import { type MessageEntry, messages, translate, type PluralText } from '.';

const entries = Object.entries(messages) as [keyof typeof messages, MessageEntry][];
const formsOf = (text: string | PluralText) => (typeof text === 'string' ? [text] : [text.one, text.other]);
const ENGLISH_GOAL_TYPES = /\b(BE|DO|HAVE)\b/;
const PLURAL_HACK = /\p{L}\((?:e?s|a|as)\)/u;
/** A placeholder holding a number that varies (not a fixed limit) followed by a word other than 'de'/'of'. */
const COUNTED_NOUN = /\{(?:count|total|retryAfter|completed|answered|assessed)\}\s+(?!de\b|of\b)\p{L}/u;

describe('the message catalogue', () => {
  it('has no code defined by two areas (a later one would silently replace the first)', () => {
    // Every area's table, read from the folder: a new area file the index forgets fails here.
    const areaFiles = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });
    const catalogues = Object.values(areaFiles).flatMap((exports) => Object.entries(exports).filter(([name]) => name.endsWith('Messages')).map(([, table]) => table as object));
    expect(catalogues.length).toBeGreaterThan(10);
    const keys = catalogues.flatMap((catalogue) => Object.keys(catalogue));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(messages).length).toBe(keys.length);
  });

  it('has a text in both languages for every code, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of entries) {
      const texts = [...formsOf(entry.es), ...formsOf(entry.en)];
      for (const text of texts) {
        expect(text.trim(), code).not.toBe('');
        expect(placeholders(text), code).toEqual(placeholders(texts[0] ?? ''));
      }
    }
    expect(translate('ROUTE_NOT_FOUND', 'en', { method: 'GET', path: '/x' })).toBe('Route not found: GET /x');
  });

  it('writes the goal types in Spanish in Spanish texts (SER, HACER, TENER; BE, DO, HAVE are the API values)', () => {
    for (const [code, entry] of entries) {
      for (const text of formsOf(entry.es)) expect(text, code).not.toMatch(ENGLISH_GOAL_TYPES);
    }
    expect(translate('GOALS_MINIMUM', 'es')).toBe('Necesitas al menos 3 metas SER, 3 HACER y 1 TENER para continuar');
  });

  it('has no "(s)" plural hacks: where a counted number meets a noun, the texts have one and other forms', () => {
    for (const [code, entry] of entries) {
      for (const text of [...formsOf(entry.es), ...formsOf(entry.en)]) {
        expect(text, code).not.toMatch(PLURAL_HACK);
        if (typeof entry.es === 'string') expect(text, code).not.toMatch(COUNTED_NOUN);
      }
      if ('count' in entry) expect(formsOf(entry.es).join(), code).toContain(`{${entry.count}}`);
    }
  });

  it('picks the plural form by the count, in each language', () => {
    expect(translate('GOAL_HAS_ACTIONS', 'es', { count: 1 })).toBe('No se puede eliminar: tiene 1 acción asociada');
    expect(translate('GOAL_HAS_ACTIONS', 'es', { count: 2 })).toBe('No se puede eliminar: tiene 2 acciones asociadas');
    expect(translate('CONTEXT_IN_USE', 'en', { count: 1 })).toBe('Cannot delete: has 1 associated action');
    expect(translate('CONTEXT_IN_USE', 'en', { count: 0 })).toBe('Cannot delete: has 0 associated actions');
    expect(translate('TOO_MANY_REQUESTS', 'es', { retryAfter: 1 })).toBe('Demasiadas peticiones. Espera 1 segundo e inténtalo de nuevo.');
    expect(translate('PROJECT_PENDING_ACTIONS', 'en', { completed: 0, total: 1 })).toMatch(/^Cannot complete project: 0 of 1 action completed\./);
  });
});
