import { describe, expect, it } from 'vitest';
import { rateLimitField, rateLimitPolicyField } from './rate-limit';

describe('the RateLimit fields (draft-ietf-httpapi-ratelimit-headers, structured fields)', () => {
  it('RateLimit-Policy names the "api" policy, its quota and its 60-second window', () => {
    expect(rateLimitPolicyField(300)).toBe('"api";q=300;w=60');
  });

  it('RateLimit gives the units left and the whole seconds to the reset, rounded up', () => {
    expect(rateLimitField({ remaining: 299, resetInMs: 60_000 })).toBe('"api";r=299;t=60');
    expect(rateLimitField({ remaining: 5, resetInMs: 1_001 })).toBe('"api";r=5;t=2');
    expect(rateLimitField({ remaining: 5, resetInMs: 1 })).toBe('"api";r=5;t=1');
  });

  it('never says less than 0 of either', () => {
    expect(rateLimitField({ remaining: -3, resetInMs: -20 })).toBe('"api";r=0;t=0');
    expect(rateLimitField({ remaining: 0, resetInMs: 0 })).toBe('"api";r=0;t=0');
  });
});
