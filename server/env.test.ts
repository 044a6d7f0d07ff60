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
    expect(() => loadEnv({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });

  it('requires a shared JWT key for production on PostgreSQL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/prospera' })).toThrow(/JWT_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/prospera', JWT_SECRET: 'k'.repeat(40) }).NODE_ENV).toBe('production');
    expect(loadEnv({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
  });
});
