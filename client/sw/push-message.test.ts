import { describe, expect, it } from 'vitest';
import { notificationTarget, parsePushMessage } from './push-message';

const ORIGIN = 'https://prospera.example';

describe("the service worker's push message", () => {
  it('reads the payload the server sends', () => {
    const payload = { title: 'Hoy vence algo', body: '2 acciones vencen hoy', url: '/actions?lang=es', lang: 'es', tag: 'DUE_REMINDER:2026-12-01' };
    expect(parsePushMessage(JSON.stringify(payload))).toEqual(payload);
    // Fields the worker does not use are ignored.
    expect(parsePushMessage(JSON.stringify({ ...payload, extra: 1 }))).toEqual(payload);
  });

  it('gives nothing to show for a payload that is missing, not JSON, or not the server\'s shape', () => {
    for (const text of [null, undefined, '', 'hola', '[]', 'null', '42', '{"title":"x"}', JSON.stringify({ title: '', body: '', url: '/', lang: 'es', tag: 't' }), JSON.stringify({ title: 1, body: '', url: '/', lang: 'es', tag: 't' })]) {
      expect(parsePushMessage(text)).toBeNull();
    }
  });
});

describe('the screen a tap opens', () => {
  it("follows a path of the app's own origin, with its query", () => {
    expect(notificationTarget('/actions?lang=es', ORIGIN)).toBe(`${ORIGIN}/actions?lang=es`);
    expect(notificationTarget('/review?lang=en', ORIGIN)).toBe(`${ORIGIN}/review?lang=en`);
  });

  it('opens /home for anything else', () => {
    for (const url of ['https://evil.example/actions', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'actions', '', null, 42, undefined]) {
      expect(notificationTarget(url, ORIGIN)).toBe(`${ORIGIN}/home`);
    }
  });
});
