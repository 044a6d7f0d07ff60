import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { cacheKey } from '../lib/cache';
import { fakeServer, renderApp, type FakeCall, type FakeReply } from '../test-support';

const UNSUBSCRIBED = { kind: 'WEEKLY_DIGEST', enabled: false, message: 'Ya no recibirás el resumen semanal' };
const RESUBSCRIBED = { kind: 'WEEKLY_DIGEST', enabled: true, message: 'Volverás a recibir el resumen semanal' };

function serve(answer: (call: FakeCall) => FakeReply = (call) => ({ data: call.path === 'notifications.unsubscribe' ? UNSUBSCRIBED : RESUBSCRIBED })) {
  return fakeServer(answer);
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.path.startsWith('notifications.'));

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('the unsubscribe page', () => {
  it("turns the link's mail off once on opening, says so in the server's words, and turns it back on and off again", async () => {
    const cached = cacheKey('account.notifications', {}, 'es');
    localStorage.setItem(cached, JSON.stringify({ data: {}, storedAt: Date.now(), reads: 0, build: 'dev' }));
    const { calls } = serve();
    renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus avisos por correo' })).toBeTruthy();
    const result = await screen.findByRole('heading', { level: 2, name: 'Ya no recibirás el resumen semanal' });
    expect(document.activeElement).toBe(result);
    expect(changes(calls)).toEqual([expect.objectContaining({ path: 'notifications.unsubscribe', input: { token: 'tok-1' } })]);
    // The profile's settings read again after the change.
    expect(localStorage.getItem(cached)).toBeNull();
    expect(screen.getByRole('link', { name: 'Gestionar todos mis avisos' }).getAttribute('href')).toBe('/profile');

    await click('Volver a activarlo');
    expect(await screen.findByRole('heading', { level: 2, name: 'Volverás a recibir el resumen semanal' })).toBeTruthy();
    expect(changes(calls).map((call) => [call.path, call.input])).toEqual([
      ['notifications.unsubscribe', { token: 'tok-1' }],
      ['notifications.resubscribe', { token: 'tok-1' }],
    ]);

    await click('Darme de baja otra vez');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ya no recibirás el resumen semanal' })).toBeTruthy();
    expect(changes(calls)).toHaveLength(3);
  });

  it('says a link without its token is incomplete, and calls nothing', async () => {
    const { calls } = serve();
    renderApp('/unsubscribe');
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace está incompleto');
    expect(screen.getByRole('link', { name: 'Gestionar todos mis avisos' })).toBeTruthy();
    expect(changes(calls)).toEqual([]);
  });

  it('explains an unknown link, with no retry', async () => {
    serve(() => ({ status: 404, code: 'UNSUBSCRIBE_LINK_NOT_FOUND', message: 'x' }));
    renderApp('/unsubscribe?token=nope');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este enlace para darse de baja no existe o su cuenta ya no existe: cambia tus avisos en tu perfil',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('explains a link that expired (a year old, or the settings changed since), with no retry', async () => {
    serve(() => ({ status: 404, code: 'UNSUBSCRIBE_LINK_EXPIRED', message: 'x' }));
    renderApp('/unsubscribe?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este enlace para darse de baja ha caducado (tiene más de un año o cambiaste tus avisos después): cambia tus avisos en tu perfil',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gestionar todos mis avisos' })).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let offline = true;
    const { calls } = fakeServer(() => ({ data: UNSUBSCRIBED }));
    const online = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      if (offline) throw new TypeError('Failed to fetch');
      return online(...args);
    };
    renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    offline = false;
    await click('Reintentar');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ya no recibirás el resumen semanal' })).toBeTruthy();
    expect(changes(calls)).toHaveLength(1);
  });

  it('offers a retry after a server error', async () => {
    let down = true;
    serve(() => (down ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: UNSUBSCRIBED }));
    renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    down = false;
    await click('Reintentar');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ya no recibirás el resumen semanal' })).toBeTruthy();
  });

  it('is in English with the English texts', async () => {
    serve(() => ({ data: { ...UNSUBSCRIBED, message: 'You will no longer receive the weekly digest' } }));
    await i18n.changeLanguage('en');
    renderApp('/unsubscribe?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your notification e-mails' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'You will no longer receive the weekly digest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn it back on' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage all my notifications' })).toBeTruthy();
  });
});
