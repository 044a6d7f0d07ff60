import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('has defaults that need no database server', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: 'data' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('fails fast naming the invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
