import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { parseInput } from './validate';

// Valid input is parsed without zod's error map (it costs more than the parse); invalid input still gets zod's
// messages in the request's language, and the catalogue's for schema messages.

const schema = z.object({ id: z.uuid(), count: z.number().int().max(3, 'INVALID_FORMAT').optional() });

function failure(raw: unknown, lang: 'es' | 'en'): AppError {
  try {
    parseInput(schema, raw, lang);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('parseInput accepted invalid input');
}

describe('parseInput', () => {
  it('returns the parsed value, unknown keys dropped', () => {
    const id = '0b5d3c2e-8d7f-4c41-9c55-2f1f3c8e2a10';
    expect(parseInput(schema, { id, count: 2, extra: true }, 'es')).toEqual({ id, count: 2 });
  });

  it("words zod's own messages in the request's language", () => {
    const es = failure({ id: 'nope' }, 'es');
    const en = failure({ id: 'nope' }, 'en');
    expect(es.issues).toEqual([{ path: 'id', code: 'INVALID_FORMAT', message: 'Inválido UUID' }]);
    expect(en.issues).toEqual([{ path: 'id', code: 'INVALID_FORMAT', message: 'Invalid UUID' }]);
  });

  it('words catalogue codes and missing fields from the catalogue, in order', () => {
    expect(failure({ count: 9 }, 'en').issues).toEqual([
      { path: 'id', code: 'REQUIRED', message: expect.any(String) },
      { path: 'count', code: 'INVALID_FORMAT', message: 'Invalid format' },
    ]);
  });
});
