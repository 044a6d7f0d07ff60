import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { apiUrl, loadEnv } from './env';

const pair = webPush.generateVAPIDKeys();
const VAPID = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@prospera.example' };

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
    expect(loadEnv({ NODE_ENV: 'production', APP_URL, DATABASE_URL: 'postgresql://db/prospera', JWT_SECRET: 'k'.repeat(40), ...VAPID }).NODE_ENV).toBe('production');
    expect(loadEnv({ NODE_ENV: 'production', APP_URL }).JWT_SECRET).toBeUndefined();
  });

  it('requires a shared VAPID pair and subject for production on PostgreSQL, and the two keys together anywhere', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://prospera.example', DATABASE_URL: 'postgresql://db/prospera', JWT_SECRET: 'k'.repeat(40) };
    expect(() => loadEnv(production)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required/);
    expect(() => loadEnv({ ...production, ...VAPID, VAPID_SUBJECT: '' })).toThrow(/VAPID_SUBJECT are required/);
    expect(loadEnv({ ...production, ...VAPID }).VAPID_PUBLIC_KEY).toBe(VAPID.VAPID_PUBLIC_KEY);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/);
    expect(() => loadEnv({ ...VAPID, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: must be a P-256 private key/);
    expect(() => loadEnv({ ...VAPID, VAPID_SUBJECT: 'someone@example.com' })).toThrow(/VAPID_SUBJECT: must be a mailto: or https: URL/);
    expect(loadEnv({ NODE_ENV: 'production', APP_URL: 'https://prospera.example' }).VAPID_PUBLIC_KEY).toBeUndefined();
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
