// The profile's "Acceso a la API" card (issue 39): the list, the creation form, the secret shown once, revoking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileCard, profileReads, stubClipboard, unexpectedCall } from '../../test-fixtures/account';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

const SECRET = 'prs_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij0Ab9Zz';

type Token = { id: string; name: string; scopes: string[]; createdAt: string; expiresAt: string; expired: boolean; lastUsedAt: string | null };

const existing: Token = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mi script',
  scopes: ['plan:read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  expired: false,
  lastUsedAt: null,
};

function serve(initial: Token[], overrides: Record<string, (call: FakeCall) => FakeReply> = {}) {
  let tokens = initial;
  return fakeServer((call) => {
    const override = overrides[call.path];
    if (override) return override(call);
    switch (call.path) {
      case 'apiTokens.list':
        return { data: { tokens } };
      case 'apiTokens.create': {
        const input = call.input as { name: string; scopes: string[]; expiresInDays: number };
        const token = { ...existing, id: '00000000-0000-4000-8000-000000000002', name: input.name, scopes: input.scopes, createdAt: '2026-11-28T10:00:00.000Z' };
        tokens = [token, ...tokens];
        return { data: { ...token, token: SECRET } };
      }
      case 'apiTokens.revoke':
        tokens = tokens.filter((token) => token.id !== (call.input as { id: string }).id);
        return { data: { success: true, message: 'Token de acceso revocado: ya no funciona' } };
      default:
        return profileReads(call.path) ?? unexpectedCall(call.path);
    }
  });
}

const card = () => profileCard('Acceso a la API');

let writeText: ReturnType<typeof stubClipboard>;
beforeEach(() => {
  writeText = stubClipboard();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('API access', () => {
  it('says when there is no token, checks the form with the shared rules, creates one and shows its secret once to copy', async () => {
    signedInUser();
    const { calls } = serve([]);
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Aún no tienes tokens de acceso.')).toBeTruthy();
    expect(within(section).queryByLabelText('Nombre')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Nuevo token' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Crear token' }));
    expect(await within(section).findByText('Ponle un nombre al token')).toBeTruthy();
    expect(within(section).getByText('Elige al menos un permiso')).toBeTruthy();
    expect(calls.some((call) => call.path === 'apiTokens.create')).toBe(false);

    fireEvent.change(within(section).getByLabelText('Nombre'), { target: { value: 'Mi script' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ver proyectos, metas, acciones y contextos/ }));
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ver tu semana y tus revisiones/ }));
    fireEvent.click(within(section).getByRole('radio', { name: '30 días' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Crear token' }));

    const secret = await within(section).findByLabelText<HTMLInputElement>('Tu token (solo se muestra ahora)');
    expect(secret.value).toBe(SECRET);
    expect(secret.readOnly).toBe(true);
    expect(within(section).getByText(/no podrás volver a verlo/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'apiTokens.create')?.input).toEqual({ name: 'Mi script', scopes: ['plan:read', 'weekly:read'], expiresInDays: 30 });
    fireEvent.click(within(section).getByRole('button', { name: 'Copiar token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Token copiado')).toBeTruthy();

    // Once put away, the secret is gone for good: the list shows the token without it.
    fireEvent.click(within(section).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(within(section).queryByLabelText('Tu token (solo se muestra ahora)')).toBeNull());
    const list = await within(section).findByRole('list', { name: 'Tus tokens de acceso' });
    expect(within(list).getByText('Mi script')).toBeTruthy();
    const scopes = within(list).getByRole('list', { name: 'Permisos de Mi script' });
    expect(within(scopes).getAllByRole('listitem').map((scope) => [scope.textContent, scope.title])).toEqual([
      ['Ver proyectos, metas, acciones y contextos', 'plan:read'],
      ['Ver tu semana y tus revisiones', 'weekly:read'],
    ]);
    expect(section.textContent).not.toContain(SECRET);
  }, 30_000);

  it('lists a token with its dates and revokes it after a confirmation', async () => {
    signedInUser();
    const { calls } = serve([existing]);
    renderApp('/profile');
    const section = await card();
    const list = await within(section).findByRole('list', { name: 'Tus tokens de acceso' });
    expect(within(list).getByText(/^Creado el .*2026 · Caduca el .*2027 · Sin usar$/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Revocar el token Mi script' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Revocar el token «Mi script»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.path === 'apiTokens.revoke')).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'Revocar el token Mi script' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '¿Revocar el token «Mi script»?' })).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Token de acceso revocado: ya no funciona')).toBeTruthy();
    expect(await within(section).findByText('Aún no tienes tokens de acceso.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'apiTokens.revoke')?.input).toEqual({ id: existing.id });
  }, 30_000);

  it('a failed read says so and offers to retry; a refused creation says why', async () => {
    signedInUser();
    let fail = true;
    serve([], {
      'apiTokens.list': () => (fail ? { status: 500, code: 'INTERNAL', message: 'Error interno' } : { data: { tokens: [] } }),
      'apiTokens.create': () => ({ status: 422, code: 'API_TOKEN_LIMIT', message: 'Has alcanzado el máximo de 50 tokens de acceso.' }),
    });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('No se pudieron cargar tus tokens.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Aún no tienes tokens de acceso.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Nuevo token' }));
    fireEvent.change(within(section).getByLabelText('Nombre'), { target: { value: 'Otro' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Ver tu perfil/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Crear token' }));
    expect(await within(section).findByText(/^No se pudo completar\./)).toBeTruthy();
    expect(within(section).queryByLabelText('Tu token (solo se muestra ahora)')).toBeNull();
  }, 30_000);
});
