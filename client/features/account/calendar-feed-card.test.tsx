// The profile's "Add to my calendar" card (issue 23): the secret URL shown once, copy, webcal://, regenerate, revoke.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileCard, profileReads, stubClipboard, unexpectedCall } from '../../test-fixtures/account';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

const URL_1 = 'https://prospera.example/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'https://prospera.example/api/v1/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

type FeedState = { active: boolean; createdAt: string | null; lang: 'es' | 'en' | null };

function serve(initial: FeedState, urls: string[] = [URL_1, URL_2], overrides: Record<string, (call: FakeCall) => FakeReply> = {}) {
  let feed = initial;
  let made = 0;
  return fakeServer((call) => {
    const override = overrides[call.path];
    if (override) return override(call);
    switch (call.path) {
      case 'account.calendarFeed':
        return { data: feed };
      case 'account.createCalendarFeed': {
        const url = urls[made++] ?? URL_1;
        feed = { active: true, createdAt: '2026-11-24T10:00:00.000Z', lang: 'es' };
        return { data: { url, webcalUrl: url.replace('https://', 'webcal://'), createdAt: feed.createdAt, lang: 'es' } };
      }
      case 'account.revokeCalendarFeed':
        feed = { active: false, createdAt: null, lang: null };
        return { data: { success: true, message: 'El enlace de tu calendario ya no funciona' } };
      default:
        return profileReads(call.path) ?? unexpectedCall(call.path);
    }
  });
}

const card = () => profileCard('Añadir a mi calendario');

let writeText: ReturnType<typeof stubClipboard>;
beforeEach(() => {
  writeText = stubClipboard();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('add to my calendar', () => {
  it('creates the secret URL and shows it once, with a copy button and a webcal:// link', async () => {
    signedInUser();
    const { calls } = serve({ active: false, createdAt: null, lang: null });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Aún no tienes un enlace de calendario.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Crear enlace de calendario' }));
    const field = await within(section).findByLabelText<HTMLInputElement>('Tu enlace secreto (solo se muestra ahora)');
    expect(field.value).toBe(URL_1);
    expect(field.readOnly).toBe(true);
    expect(within(section).getByRole('link', { name: 'Abrir en mi app de calendario' }).getAttribute('href')).toBe(URL_1.replace('https://', 'webcal://'));
    expect(await screen.findByText('Enlace de calendario creado')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_1));
    expect(await screen.findByText('Enlace copiado')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'account.createCalendarFeed')).toHaveLength(1);
    expect(within(section).getByText('Los eventos se escriben en español, el idioma en que creaste el enlace.')).toBeTruthy();
  });

  it('an existing URL is not shown again (only its hash is stored): regenerating asks first, then shows the new one', async () => {
    signedInUser();
    const { calls } = serve({ active: true, createdAt: '2026-11-20T10:00:00.000Z', lang: 'en' }, [URL_2]);
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText(/^Tienes un enlace de calendario activo desde el .*2026\. Por seguridad/)).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByText('Los eventos se escriben en inglés, el idioma en que creaste el enlace.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Regenerar enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Regenerar el enlace?' });
    expect(within(dialog).getByText(/El enlace actual dejará de funcionar/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.path === 'account.createCalendarFeed')).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: 'Regenerar enlace' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Regenerar el enlace?' })).getByRole('button', { name: 'Regenerar enlace' }));
    expect((await within(section).findByLabelText<HTMLInputElement>('Tu enlace secreto (solo se muestra ahora)')).value).toBe(URL_2);
  });

  it('revoking asks first, then the card offers to create a new URL', async () => {
    signedInUser();
    const { calls } = serve({ active: true, createdAt: '2026-11-20T10:00:00.000Z', lang: 'es' });
    renderApp('/profile');
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: 'Revocar enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Revocar el enlace de calendario?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar enlace' }));
    expect(await screen.findByText('El enlace de tu calendario ya no funciona')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Crear enlace de calendario' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'account.revokeCalendarFeed')).toHaveLength(1);
  });

  it('a failed read says so and offers to retry; a failed creation says why', async () => {
    signedInUser();
    let fail = true;
    serve({ active: false, createdAt: null, lang: null }, [URL_1], {
      'account.calendarFeed': () => (fail ? { status: 500, code: 'INTERNAL', message: 'Error interno' } : { data: { active: false, createdAt: null, lang: null } }),
      'account.createCalendarFeed': () => ({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes' }),
    });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('No se pudo comprobar tu enlace de calendario.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Crear enlace de calendario' }));
    expect(await screen.findByText(/^No se pudo completar\./)).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('a refused revocation says why inside the card and keeps the URL active', async () => {
    signedInUser();
    serve({ active: true, createdAt: '2026-11-20T10:00:00.000Z', lang: 'es' }, [URL_1], {
      'account.revokeCalendarFeed': () => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }),
    });
    renderApp('/profile');
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: 'Revocar enlace' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Revocar el enlace de calendario?' })).getByRole('button', { name: 'Revocar enlace' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(/^No se pudo completar\./);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(section).getByRole('button', { name: 'Regenerar enlace' })).toBeTruthy();
  });
});
