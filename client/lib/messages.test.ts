import { describe, expect, it } from 'vitest';
import * as redirected from '../../domain/messages';
// Named by its file, the catalogue itself: only the directory import is redirected.
import * as server from '../../domain/messages/index.ts';
import i18n from '../i18n';
import * as client from './messages';

describe('the client message catalogue, one language at a time (scripts/vite-message-texts.ts)', () => {
  it('is what client code importing domain/messages gets', () => {
    expect(redirected.translate).toBe(client.translate);
    expect(server.translate).not.toBe(client.translate);
  });

  it('words every code as the server does, in Spanish at once and in English once its chunk has loaded', async () => {
    const params = { plan: 'Básico', limitName: 'x', max: 3, detail: 'd', count: 2, minDate: 'a', maxDate: 'b' };
    const codes = Object.keys(server.messages) as (keyof typeof server.messages)[];
    for (const code of codes) expect(client.translate(code, 'es', params), code).toBe(server.translate(code, 'es', params));
    await i18n.changeLanguage('en');
    for (const code of codes) expect(client.translate(code, 'en', params), code).toBe(server.translate(code, 'en', params));
    expect(codes.every((code) => client.isMessageCode(code))).toBe(true);
    expect(client.isMessageCode('toString')).toBe(false);
  });
});
