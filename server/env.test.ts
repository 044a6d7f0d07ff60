import { describe, expect, it } from 'vitest';
import { apiUrl, loadEnv } from './env';

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
    expect(() => loadEnv({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadEnv({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
  });

  it('requires a shared JWT key for production on PostgreSQL', () => {
    const APP_URL = 'https://prospera.example';
    expect(() => loadEnv({ NODE_ENV: 'production', APP_URL, DATABASE_URL: 'postgresql://db/prospera' })).toThrow(/JWT_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', APP_URL, DATABASE_URL: 'postgresql://db/prospera', JWT_SECRET: 'k'.repeat(40) }).NODE_ENV).toBe('production');
    expect(loadEnv({ NODE_ENV: 'production', APP_URL }).JWT_SECRET).toBeUndefined();
  });

  it('refuses to start in production without APP_URL, naming it, so no mail carries a localhost link', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_URL: is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', APP_URL: '' })).toThrow(/APP_URL/);
    expect(loadEnv({ NODE_ENV: 'production', APP_URL: 'https://prospera.example' }).APP_URL).toBe('https://prospera.example');
    expect(loadEnv({ NODE_ENV: 'development' }).APP_URL).toBeUndefined();
  });

  it('writes the public URL of a REST path from its OpenAPI template, placeholders filled and encoded', () => {
    const env = { APP_URL: 'https://prospera.example/', PORT: 3000 };
    expect(apiUrl(env, '/calendar/{token}.ics', { token: 'a-b_c' })).toBe('https://prospera.example/api/v1/calendar/a-b_c.ics');
    expect(apiUrl({ APP_URL: undefined, PORT: 3000 }, '/auth/oauth/{provider}/callback', { provider: 'o/d c' })).toBe('http://localhost:3000/api/v1/auth/oauth/o%2Fd%20c/callback');
    expect(() => apiUrl(env, '/notifications/unsubscribe/{token}')).toThrow(/\{token\}/);
  });
});
