import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, linkedLanguage, startLanguage } from '.';

const place = (search: string) => ({ pathname: '/reset-password', search, hash: '' });

describe('the language of a mail link', () => {
  it('reads ?lang=en, keeps the other params and takes lang out of the address', () => {
    const history = { replaceState: vi.fn() };
    expect(linkedLanguage(place('?token=abc&lang=en'), history)).toBe('en');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/reset-password?token=abc');
  });

  it('ignores an unknown language and an address without one', () => {
    const history = { replaceState: vi.fn() };
    expect(linkedLanguage(place('?token=abc&lang=fr'), history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/reset-password?token=abc');
    expect(linkedLanguage(place('?token=abc'), { replaceState: vi.fn() })).toBeNull();
  });

  it('a linked language wins over the stored one and becomes the stored choice', () => {
    window.history.replaceState(null, '', '/unsubscribe?token=t&lang=en');
    const storage = new Map<string, string>([[LANGUAGE_STORAGE_KEY, 'es']]);
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    expect(startLanguage(store)).toBe('en');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(window.location.search).toBe('?token=t');
    expect(startLanguage(store)).toBe('en');
  });
});
