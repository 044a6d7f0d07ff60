// The profile's "Your data" card and the deletion of the account (issue 22).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileMe, profileReads, unexpectedCall } from '../test-fixtures/account';
import { CACHE_PREFIX } from '../lib/cache';
import { todayInBrowser } from '../lib/today';
import { SESSION_STORAGE_KEY } from '../lib/session';
import { fakeServer, fakeToken, renderApp, signedInUser, type FakeCall, type FakeReply } from '../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

type PaidPlan = { name: string; renewalDate: string; daysRemaining: number } | null;
const summary = (changes: Partial<{ projects: number; actions: number; cycles: number; hasPassword: boolean; paidPlan: PaidPlan }> = {}) => ({
  data: { projects: 3, actions: 1, cycles: 2, hasPassword: true, paidPlan: null, ...changes },
});
const deleted = { data: { success: true, message: 'Tu cuenta y todos tus datos se han eliminado' } };

function serve(answers: Record<string, (call: FakeCall) => FakeReply> = {}, rest?: (path: string) => Response) {
  return fakeServer((call) => {
    const answer = answers[call.path];
    if (answer) return answer(call);
    if (call.path === 'account.deletionSummary') return summary();
    return profileReads(call.path) ?? unexpectedCall(call.path);
  }, rest);
}

/** What saveFile handed to the browser: the file's name and its contents. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set(`blob:${blobs.size}`, blob), `blob:${blobs.size - 1}`), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openDeletion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }, FIRST_LOAD));
  return screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' });
}

describe('your data', () => {
  it('"Descargar mis datos" saves GET /api/v1/users/export, sent with the bearer token, as a dated .json file', async () => {
    const user = signedInUser();
    const exported = { version: 1, exportedAt: '2026-11-24T10:00:00.000Z', profile: { email: 'ana@example.com' } };
    const { fetchMock } = serve({}, (path) => (path === '/api/v1/users/export' ? Response.json(exported) : new Response('', { status: 404 })));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }, FIRST_LOAD));
    expect(await screen.findByText(`Descarga lista: prospera-datos-${todayInBrowser()}.json`)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/users/export');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${user.access_token}`);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(`prospera-datos-${todayInBrowser()}.json`);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(exported);
  });

  it('"Descargar mis acciones (CSV)" saves GET /api/v1/users/export/actions.csv under the name the server gives it', async () => {
    const user = signedInUser();
    const csv = '\uFEFFtitle;dueDate\r\nCorrer;2026-11-24\r\n';
    const { fetchMock } = serve({}, (path) =>
      path === '/api/v1/users/export/actions.csv'
        ? new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="prospera-acciones-2026-11-24.csv"' } })
        : new Response('', { status: 404 }),
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis acciones (CSV)' }, FIRST_LOAD));
    expect(await screen.findByText('Descarga lista: prospera-acciones-2026-11-24.csv')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/users/export/actions.csv');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${user.access_token}`);
    expect(saved.map((file) => file.name)).toEqual(['prospera-acciones-2026-11-24.csv']);
    // The byte-order mark stays, so spreadsheets read the file as UTF-8.
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("says why a download failed, in the reader's language", async () => {
    signedInUser();
    serve({}, () => Response.json({ statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 }));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }, FIRST_LOAD));
    expect(await screen.findByText(/^No se pudo descargar\. .+/)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Descargar mis datos' }).disabled).toBe(false);
  });
});

describe('deleting the account', () => {
  it('names what is lost: the counts of projects, actions and cycles', async () => {
    signedInUser();
    serve({ 'account.deletionSummary': () => summary({ projects: 3, actions: 1, cycles: 2 }) });
    renderApp('/profile');
    const dialog = within(await openDeletion());
    expect(await dialog.findByText('3 proyectos')).toBeTruthy();
    expect(dialog.getByText('1 acción')).toBeTruthy();
    expect(dialog.getByText('2 ciclos de la rueda de la vida')).toBeTruthy();
    expect(dialog.getByText(/No se puede deshacer/)).toBeTruthy();
    expect(dialog.queryByText(/Tu plan .* termina con la cuenta/)).toBeNull();
    // The password field takes the focus; Escape closes without deleting anything.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Tu contraseña')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says that a paid plan still running ends with the account, and how many paid days are lost', async () => {
    signedInUser();
    serve({ 'account.deletionSummary': () => summary({ paidPlan: { name: 'QUARTERLY', renewalDate: '2027-01-15T10:00:00.000Z', daysRemaining: 48 } }) });
    renderApp('/profile');
    const dialog = within(await openDeletion());
    expect(await dialog.findByText('Tu plan Trimestral termina con la cuenta: pierdes 48 días ya pagados (hasta el 15 de enero de 2027), sin reembolso.', undefined, FIRST_LOAD)).toBeTruthy();
  });

  it('asks for the password before sending, and a wrong one deletes nothing and says so', async () => {
    const user = signedInUser();
    const { calls } = serve({ 'account.deleteMe': () => ({ status: 403, code: 'ACCOUNT_PASSWORD_INCORRECT', message: 'The password is not correct.' }) });
    renderApp('/profile');
    const dialogElement = await openDeletion();
    const dialog = within(dialogElement);
    const confirm = await dialog.findByRole('button', { name: 'Eliminar mi cuenta para siempre' });
    fireEvent.click(confirm);
    expect(await dialog.findByText('Escribe tu contraseña para eliminar la cuenta')).toBeTruthy();
    expect(calls.some((call) => call.path === 'account.deleteMe')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Tu contraseña'), { target: { value: 'equivocada' } });
    fireEvent.click(confirm);
    expect(await dialog.findByText('La contraseña no es correcta. Tu cuenta no se ha eliminado.')).toBeTruthy();
    expect(dialog.getByLabelText('Tu contraseña').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Tu contraseña')));
    expect(calls.find((call) => call.path === 'account.deleteMe')?.input).toEqual({ password: 'equivocada' });
    expect(screen.getByTestId('location').textContent).toBe('/profile');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ access_token: user.access_token });
  });

  it('with the right password: deletes, forgets the session and the cache, and goes to the landing page saying so', async () => {
    signedInUser();
    localStorage.setItem(`${CACHE_PREFIX}account.me|es|{}`, '{}');
    const { calls } = serve({ 'account.deleteMe': () => deleted });
    renderApp('/profile');
    const dialog = within(await openDeletion());
    fireEvent.change(await dialog.findByLabelText('Tu contraseña'), { target: { value: 'secreta1' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    });
    expect(await screen.findByText('Tu cuenta y todos tus datos se han eliminado')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((call) => call.path === 'account.deleteMe')?.input).toEqual({ password: 'secreta1' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${CACHE_PREFIX}account.me|es|{}`)).toBeNull();
    // Logout's revocation has nothing left to revoke: the server ended every session with the account.
    expect(calls.some((call) => call.path === 'auth.logout')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('without a password: mails a link and tells the person to check their e-mail', async () => {
    signedInUser();
    const { calls } = serve({
      'account.deletionSummary': () => summary({ hasPassword: false }),
      'account.requestDeletion': () => ({ data: { success: true, message: 'Te enviamos un enlace' } }),
    });
    renderApp('/profile');
    const dialog = within(await openDeletion());
    expect(await dialog.findByText(/Tu cuenta no tiene contraseña/)).toBeTruthy();
    expect(dialog.queryByLabelText('Tu contraseña')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Eliminar mi cuenta para siempre' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await dialog.findByText('Revisa tu correo (ana@example.com) y abre el enlace para confirmar. Vale durante 1 hora.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'account.requestDeletion')).toHaveLength(1);
    expect(calls.some((call) => call.path === 'account.deleteMe')).toBe(false);
  });

  it('the mailed link (/profile?delete-account=<token>) opens the confirmation at once and confirms with the token', async () => {
    signedInUser();
    const { calls } = serve({ 'account.deletionSummary': () => summary({ hasPassword: false, projects: 1 }), 'account.deleteMe': () => deleted });
    renderApp('/profile?delete-account=tok-123');
    const dialog = within(await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' }, FIRST_LOAD));
    expect(await dialog.findByText('1 proyecto')).toBeTruthy();
    expect(dialog.getByText('Has abierto el enlace de confirmación del correo.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls.find((call) => call.path === 'account.deleteMe')?.input).toEqual({ confirmationToken: 'tok-123' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Tu cuenta y todos tus datos se han eliminado')).toBeTruthy();
  });

  it('the mailed link opened signed out comes back after the login, with the confirmation open', async () => {
    sessionStorage.clear();
    const { calls } = serve({
      'auth.providers': () => ({ data: { providers: [] } }),
      'auth.login': () => ({ data: { token_type: 'Bearer', expires_in: 900, access_token: fakeToken(), refresh_token: 'r1', user: profileMe } }),
      'account.deletionSummary': () => summary({ hasPassword: false }),
    });
    renderApp('/profile?delete-account=tok-9');
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' }, FIRST_LOAD)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreta1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    const dialog = within(await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' }, FIRST_LOAD));
    expect(await dialog.findByText('Has abierto el enlace de confirmación del correo.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'auth.login')).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('a spent link says so and offers a new one', async () => {
    signedInUser();
    serve({
      'account.deletionSummary': () => summary({ hasPassword: false }),
      'account.deleteMe': () => ({ status: 403, code: 'ACCOUNT_DELETION_LINK_INVALID', message: 'invalid link' }),
    });
    renderApp('/profile?delete-account=old');
    const dialog = within(await screen.findByRole('alertdialog', undefined, FIRST_LOAD));
    fireEvent.click(await dialog.findByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await dialog.findByText(/El enlace de confirmación no es válido/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Enviarme el enlace' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('is in English too', async () => {
    signedInUser();
    serve({ 'account.deletionSummary': () => summary({ projects: 1, actions: 4, cycles: 1 }) });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'EN' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my actions (CSV)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account for good?' }));
    expect(await dialog.findByText('1 project')).toBeTruthy();
    expect(dialog.getByText('4 actions')).toBeTruthy();
    expect(dialog.getByText('1 life wheel cycle')).toBeTruthy();
  });
});
