// The profile's "Webhooks" card (issue 39): the list, registering with the shared checks, the signing secret shown
// once, a test event, switching off, the delivery log with redelivery, and deleting after a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileCard, profileReads, stubClipboard, unexpectedCall } from '../../test-fixtures/account';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const URL_A = 'https://hooks.example.com/prospera';

type Endpoint = { id: string; url: string; events: string[]; enabled: boolean; disabledReason: string | null; createdAt: string; updatedAt: string };

const existing: Endpoint = {
  id: '00000000-0000-4000-8000-000000000001',
  url: URL_A,
  events: ['action.completed', 'week.closed'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const delivery = (n: number, changes: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  eventId: `msg_${n}`,
  type: 'action.completed',
  status: 'DELIVERED',
  attempts: 1,
  nextAttemptAt: null,
  responseStatus: 200,
  durationMs: 1234,
  error: null,
  errorMessage: null,
  createdAt: '2026-11-27T09:30:00.000Z',
  deliveredAt: '2026-11-27T09:30:01.000Z',
  ...changes,
});

function serve(initial: Endpoint[], overrides: Record<string, (call: FakeCall) => FakeReply> = {}) {
  let endpoints = initial;
  return fakeServer((call) => {
    const override = overrides[call.path];
    if (override) return override(call);
    const input = call.input as Record<string, unknown>;
    switch (call.path) {
      case 'webhooks.list':
        return { data: { endpoints } };
      case 'webhooks.create': {
        const endpoint = { ...existing, id: '00000000-0000-4000-8000-000000000002', url: input.url as string, events: input.events as string[] };
        endpoints = [...endpoints, endpoint];
        return { data: { ...endpoint, secret: SECRET } };
      }
      case 'webhooks.update':
        endpoints = endpoints.map((endpoint) => (endpoint.id === input.id ? { ...endpoint, enabled: input.enabled as boolean, disabledReason: input.enabled ? null : 'Desactivado por su dueño' } : endpoint));
        return { data: endpoints.find((endpoint) => endpoint.id === input.id)! };
      case 'webhooks.ping':
        return { data: delivery(9, { type: 'webhook.ping', status: 'PENDING' }) };
      case 'webhooks.deliveries':
        return { data: { deliveries: [delivery(1), delivery(2, { status: 'FAILED', attempts: 3, responseStatus: null, durationMs: null, error: 'timeout after 10 s', errorMessage: 'El servidor no respondió a tiempo' })], nextCursor: null } };
      case 'webhooks.redeliver':
        return { data: delivery(2, { status: 'PENDING', attempts: 0 }) };
      case 'webhooks.delete':
        endpoints = endpoints.filter((endpoint) => endpoint.id !== input.id);
        return { data: { success: true, message: 'Webhook borrado: no recibirá más entregas' } };
      default:
        return profileReads(call.path) ?? unexpectedCall(call.path);
    }
  });
}

const card = () => profileCard('Webhooks');

let writeText: ReturnType<typeof stubClipboard>;
beforeEach(() => {
  writeText = stubClipboard();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Webhooks', () => {
  it('says when there is none, checks the form with the shared rules, registers one and shows its secret once to copy', async () => {
    signedInUser();
    const { calls } = serve([], {
      'webhooks.create': (call) =>
        (call.input as { url: string }).url.startsWith('https://10.')
          ? { status: 422, code: 'WEBHOOK_URL_PRIVATE', message: 'La URL del webhook apunta a una dirección privada, local o reservada: usa una dirección pública' }
          : { data: { ...existing, url: (call.input as { url: string }).url, events: (call.input as { events: string[] }).events, secret: SECRET } },
    });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Aún no tienes webhooks.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Nuevo webhook' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Registrar webhook' }));
    expect(await within(section).findByText('Escribe una URL https válida')).toBeTruthy();
    expect(within(section).getByText('Elige al menos un evento')).toBeTruthy();
    expect(calls.some((call) => call.path === 'webhooks.create')).toBe(false);

    fireEvent.change(within(section).getByLabelText('URL'), { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Acción completada/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Registrar webhook' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('No se pudo completar. La URL del webhook apunta a una dirección privada, local o reservada: usa una dirección pública');

    fireEvent.change(within(section).getByLabelText('URL'), { target: { value: URL_A } });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Semana cerrada/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Registrar webhook' }));
    const secret = await within(section).findByLabelText<HTMLInputElement>('Secreto de firma (solo se muestra ahora)');
    expect(secret.value).toBe(SECRET);
    expect(calls.filter((call) => call.path === 'webhooks.create').at(-1)?.input).toEqual({ url: URL_A, events: ['action.completed', 'week.closed'] });
    fireEvent.click(within(section).getByRole('button', { name: 'Copiar secreto' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(section).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(within(section).queryByLabelText('Secreto de firma (solo se muestra ahora)')).toBeNull());
    expect(section.textContent).not.toContain(SECRET);
  }, 30_000);

  it('lists an endpoint with its events in words, sends a test, switches it off, and shows and redelivers its log', async () => {
    signedInUser();
    const { calls } = serve([existing]);
    renderApp('/profile');
    const section = await card();
    const list = await within(section).findByRole('list', { name: 'Tus webhooks' });
    expect(within(list).getByText(URL_A)).toBeTruthy();
    const events = within(list).getByRole('list', { name: `Eventos de ${URL_A}` });
    expect(within(events).getAllByRole('listitem').map((event) => event.textContent)).toEqual(['Acción completada', 'Semana cerrada (su puntuación)']);
    expect(within(list).getByText(/^Activo · Registrado el/)).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Enviar prueba' }));
    expect(await screen.findByText('Evento de prueba en camino')).toBeTruthy();
    expect(calls.find((call) => call.path === 'webhooks.ping')?.input).toEqual({ id: existing.id });

    fireEvent.click(within(list).getByRole('button', { name: 'Desactivar' }));
    expect(await within(list).findByText(/^Desactivado por su dueño · Registrado el/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'webhooks.update')?.input).toEqual({ id: existing.id, enabled: false });
    expect(within(list).getByRole('button', { name: 'Enviar prueba' })).toMatchObject({ disabled: true });

    const show = within(list).getByRole('button', { name: 'Ver entregas' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const log = await within(list).findByRole('list', { name: `Entregas a ${URL_A}` });
    const rows = within(log).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Entregado');
    expect(rows[0]!.textContent).toContain('1 intento · respondió 200 en 1234 ms');
    expect(rows[1]!.textContent).toContain('Fallido');
    // The reason in Spanish, the sender's technical detail beside it.
    expect(rows[1]!.textContent).toContain('3 intentos · El servidor no respondió a tiempo (timeout after 10 s)');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Reenviar action.completed del/ }));
    expect(await screen.findByText('Entrega en camino de nuevo')).toBeTruthy();
    expect(calls.find((call) => call.path === 'webhooks.redeliver')?.input).toEqual({ id: existing.id, deliveryId: delivery(2).id });
  }, 30_000);

  it('deletes an endpoint after a confirmation', async () => {
    signedInUser();
    const { calls } = serve([existing]);
    renderApp('/profile');
    const section = await card();
    const list = await within(section).findByRole('list', { name: 'Tus webhooks' });
    fireEvent.click(within(list).getByRole('button', { name: `Borrar el webhook ${URL_A}` }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar este webhook?' });
    expect(dialog.textContent).toContain(`${URL_A} dejará de recibir eventos`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('Webhook borrado: no recibirá más entregas')).toBeTruthy();
    expect(await within(section).findByText('Aún no tienes webhooks.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'webhooks.delete')?.input).toEqual({ id: existing.id });
  }, 30_000);

  it('shows an error with a retry when the list cannot be loaded', async () => {
    signedInUser();
    let fail = true;
    serve([existing], { 'webhooks.list': () => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: { endpoints: [existing] } }) });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('No se pudieron cargar tus webhooks.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText(URL_A)).toBeTruthy();
  }, 30_000);
});
