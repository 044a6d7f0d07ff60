import { describe, expect, it } from 'vitest';
import { requestLanguage, resolveTimeZone } from './language';

// The language and time zone of a request are worked out once per distinct header value (remembered, bounded),
// with the same answers as before.

const request = (acceptLanguage?: string, lang?: string) => ({ query: lang ? { lang } : {}, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('requestLanguage', () => {
  it.each([
    [undefined, undefined, 'es'],
    ['en-US,en;q=0.9', undefined, 'en'],
    ['fr-FR,en;q=0.5,es;q=0.8', undefined, 'es'],
    ['fr, de', undefined, 'es'],
    ['es;q=0, en;q=0.1', undefined, 'en'],
    ['en-GB', 'es', 'es'],
    [undefined, 'en', 'en'],
    [undefined, 'pt', 'es'],
  ])('Accept-Language %s, ?lang=%s: %s (and the same again)', (header, lang, expected) => {
    expect(requestLanguage(request(header, lang))).toBe(expected);
    expect(requestLanguage(request(header, lang))).toBe(expected);
  });
});

describe('resolveTimeZone', () => {
  it('canonical IANA names; UTC when absent, unknown or too long', () => {
    expect(resolveTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(resolveTimeZone('america/lima')).toBe('America/Lima');
    for (const header of [undefined, '', 'Mars/Olympus', 'x'.repeat(65), 42]) expect(resolveTimeZone(header)).toBe('UTC');
  });

  it('builds an Intl.DateTimeFormat once per distinct value, and answers right past the remembered ones', () => {
    const original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(original, { construct: (target, args) => ((built += 1), Reflect.construct(target, args) as object) });
    try {
      for (let i = 0; i < 3; i += 1) expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
      for (let i = 0; i < 3; i += 1) expect(resolveTimeZone('Nowhere/Unknown')).toBe('UTC');
    } finally {
      Intl.DateTimeFormat = original;
    }
    expect(built).toBe(2);
    for (let i = 0; i < 1500; i += 1) resolveTimeZone(`Etc/Bogus${i}`);
    expect(resolveTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
