import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_READS, CACHE_PREFIX, CACHE_TTL_MS, cacheKey, clearCache, clearRelated, readCache, writeCache } from './cache';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the response cache', () => {
  it('keeps entries in localStorage under the api_cache_ prefix', () => {
    const key = cacheKey('projects.me', undefined, 'es');
    writeCache(key, { projects: [] });
    expect(key.startsWith(CACHE_PREFIX)).toBe(true);
    expect(Object.keys(localStorage).filter((name) => name.startsWith('api_cache_'))).toEqual([key]);
    expect(readCache(key)).toEqual({ hit: true, data: { projects: [] } });
  });

  it('keys by procedure, language and input, whatever the order of the input keys', () => {
    expect(cacheKey('goals.me', { projectId: 'a', other: 1 }, 'es')).toBe(cacheKey('goals.me', { other: 1, projectId: 'a' }, 'es'));
    expect(cacheKey('goals.me', { projectId: 'a' }, 'es')).not.toBe(cacheKey('goals.me', { projectId: 'b' }, 'es'));
    expect(cacheKey('goals.me', {}, 'es')).not.toBe(cacheKey('goals.me', {}, 'en'));
    expect(cacheKey('goals.me', undefined, 'es')).toBe(cacheKey('goals.me', {}, 'es'));
  });

  it('serves an entry until 600000 ms have passed', () => {
    const key = cacheKey('wheel.me', {}, 'es');
    writeCache(key, { id: 1 });
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(readCache(key).hit).toBe(true);
    vi.advanceTimersByTime(1);
    expect(readCache(key).hit).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('serves an entry 15 times, then misses and drops it', () => {
    const key = cacheKey('account.me', {}, 'es');
    writeCache(key, { user: 'x' });
    for (let read = 1; read <= CACHE_MAX_READS; read += 1) expect(readCache(key).hit).toBe(true);
    expect(readCache(key).hit).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('counts each read in the stored entry', () => {
    const key = cacheKey('account.me', {}, 'es');
    writeCache(key, 1);
    readCache(key);
    readCache(key);
    expect(JSON.parse(localStorage.getItem(key)!).reads).toBe(2);
  });

  it("misses and drops an entry another build stored, whose data may have another shape", () => {
    const key = cacheKey('projects.me', {}, 'es');
    writeCache(key, { projects: [] }, Date.now(), localStorage, 'old-build');
    expect(readCache(key, Date.now(), localStorage, 'old-build').hit).toBe(true);
    expect(readCache(key, Date.now(), localStorage, 'new-build')).toEqual({ hit: false });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops an entry stored before entries named their build', () => {
    const key = cacheKey('projects.me', {}, 'es');
    localStorage.setItem(key, JSON.stringify({ data: { projects: [] }, storedAt: Date.now(), reads: 0 }));
    expect(readCache(key)).toEqual({ hit: false });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('caches a null result as a hit (my subscription may be null)', () => {
    const key = cacheKey('subscriptions.mine', {}, 'es');
    writeCache(key, null);
    expect(readCache(key)).toEqual({ hit: true, data: null });
  });

  it('drops entries it cannot read', () => {
    localStorage.setItem(`${CACHE_PREFIX}broken`, '{not json');
    expect(readCache(`${CACHE_PREFIX}broken`).hit).toBe(false);
    expect(localStorage.getItem(`${CACHE_PREFIX}broken`)).toBeNull();
  });

  it('a write clears the related reads and leaves the others', () => {
    const projects = cacheKey('projects.me', {}, 'es');
    const wheel = cacheKey('wheel.me', {}, 'es');
    const dashboard = cacheKey('account.me', {}, 'en');
    const plans = cacheKey('subscriptions.all', {}, 'es');
    for (const key of [projects, wheel, dashboard, plans]) writeCache(key, {});
    localStorage.setItem('language', 'es');
    clearRelated('projects.setStatus');
    expect(localStorage.getItem(projects)).toBeNull();
    expect(localStorage.getItem(wheel)).toBeNull();
    expect(localStorage.getItem(dashboard)).toBeNull();
    expect(localStorage.getItem(plans)).not.toBeNull();
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('a context write clears the contexts and the actions grouped by them', () => {
    const contexts = cacheKey('account.myContexts', {}, 'es');
    const actions = cacheKey('actions.me', {}, 'es');
    const goals = cacheKey('goals.me', {}, 'es');
    for (const key of [contexts, actions, goals]) writeCache(key, {});
    clearRelated('account.addContext');
    expect(localStorage.getItem(contexts)).toBeNull();
    expect(localStorage.getItem(actions)).toBeNull();
    expect(localStorage.getItem(goals)).not.toBeNull();
  });

  it('the starter suggestions go stale with the contexts they name and the answers they follow', () => {
    const suggestions = cacheKey('suggestions.forArea', { lifeWheelAreaId: 'x' }, 'es');
    for (const write of ['account.deleteContext', 'assessment.submitArea', 'cycles.startNext']) {
      writeCache(suggestions, {});
      clearRelated(write);
      expect(localStorage.getItem(suggestions), write).toBeNull();
    }
    writeCache(suggestions, {});
    clearRelated('goals.add');
    expect(localStorage.getItem(suggestions)).not.toBeNull();
  });

  it('logout clears every cached read and nothing else', () => {
    writeCache(cacheKey('projects.me', {}, 'es'), {});
    writeCache(cacheKey('goals.me', {}, 'en'), {});
    localStorage.setItem('language', 'en');
    clearCache();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
