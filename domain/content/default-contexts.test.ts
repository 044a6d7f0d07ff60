import { describe, expect, it } from 'vitest';
import { ContextNameSchema } from '../schemas/accounts';
import { defaultContextNames } from './default-contexts';

describe('default contexts', () => {
  it.each(['es', 'en'] as const)('the %s names are stored as typed: valid context names, lower-case ASCII', (lang) => {
    const names = defaultContextNames(lang);
    expect(names).toHaveLength(4);
    for (const name of names) {
      expect(ContextNameSchema.parse(name)).toBe(name);
      // Registration stores each name as its own normalizedName, which holds only while lower() leaves it unchanged.
      expect(name).toMatch(/^@[a-z]+$/);
    }
    expect(new Set(names).size).toBe(4);
  });
});
