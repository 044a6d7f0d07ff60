import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../domain/schemas/notifications';
import type { PushDevice, PushSubscribeInput } from '../../../domain/schemas/push';
import i18n from '../../i18n';
import { profileCard, profileReads, unexpectedCall } from '../../test-fixtures/account';
import { uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser } from '../../test-support';
import { browserLabel } from './browser-push';

vi.mock('../../lib/time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));

const FIRST_LOAD = { timeout: 10_000 };
const SETTINGS: NotificationSettings = { weeklyDigest: true, dueReminders: true, reassessInvitation: true, planLapseWarning: true, dueRemindersChannel: 'PUSH', weeklyDigestChannel: 'EMAIL', reassessInvitationChannel: 'EMAIL', notifyHour: 8, timeZone: 'Europe/Madrid', language: 'es' };
const PUBLIC_KEY = 'BPublicKeyOfTheServer';
const ENDPOINT = 'https://push.example/send/this-browser';
const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const device = (n: number, label: string, endpoint: string, lastSuccessAt: string | null = null): PushDevice => ({
  id: uuid(n),
  label,
  endpoint,
  createdAt: '2026-11-02T10:00:00.000Z',
  lastSuccessAt,
  failureCount: 0,
});

/** A server holding the person's devices: subscribe adds one, remove takes it away. */
function serve(initial: PushDevice[]) {
  let devices = initial;
  const server = fakeServer((call) => {
    switch (call.path) {
      case 'account.notifications':
        return { data: SETTINGS };
      case 'notifications.devices':
        return { data: { devices } };
      case 'notifications.pushKey':
        return { data: { publicKey: PUBLIC_KEY } };
      case 'notifications.subscribeDevice': {
        const input = call.input as PushSubscribeInput;
        const added = device(50, input.label ?? 'Dispositivo sin nombre', input.endpoint);
        devices = [...devices, added];
        return { data: added };
      }
      case 'notifications.removeDevice':
        devices = devices.filter((kept) => kept.id !== (call.input as { id: string }).id);
        return { data: { success: true, message: 'Dispositivo quitado: no recibirá más avisos' } };
      default:
        return profileReads(call.path, []) ?? unexpectedCall(call.path);
    }
  });
  return { ...server, devices: () => devices, sent: (path: string) => server.calls.filter((call) => call.path === path) };
}

type FakeSubscription = { endpoint: string; toJSON: () => PushSubscriptionJSON; unsubscribe: () => Promise<boolean> };

/**
 * A browser with the Push API; its permission starts as `permission` and the prompt answers `answer`. Its service
 * worker is active unless `worker` is false (the development server registers none: `ready` never settles).
 */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted', worker = true) {
  let current: FakeSubscription | null = null;
  const unsubscribed: string[] = [];
  const subscription = (endpoint: string): FakeSubscription => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: async () => {
      unsubscribed.push(endpoint);
      current = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription(ENDPOINT);
      return current;
    }),
  };
  const registration = { pushManager };
  const ready = worker ? Promise.resolve(registration) : new Promise<never>(() => undefined);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready, getRegistration: async () => (worker ? registration : undefined) } });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ANDROID_CHROME });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { pushManager, notification, unsubscribed, subscribed: (endpoint: string) => (current = subscription(endpoint)) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

const card = async () => within(await profileCard('Notificaciones'));

describe('reminders on this device', { timeout: 20_000 }, () => {
  it('asks the permission only when turned on, subscribes this browser with the server key and sends its subscription with a short label; off removes it', async () => {
    signedInUser();
    const server = serve([]);
    const browser = fakeBrowser('default');
    renderApp('/profile');
    const section = await card();
    const toggle = await section.findByRole<HTMLInputElement>('switch', { name: 'Avisos en este dispositivo' }, FIRST_LOAD);
    expect(await section.findByText('Aún no hay ningún dispositivo con avisos.')).toBeTruthy();
    expect(toggle.checked).toBe(false);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(await section.findByText('Los avisos llegarán a este dispositivo.')).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: PUBLIC_KEY });
    expect(server.sent('notifications.subscribeDevice').map((call) => call.input)).toEqual([{ endpoint: ENDPOINT, keys: KEYS, label: 'Chrome · Android' }]);
    const list = within(await section.findByRole('list', { name: 'Tus dispositivos con avisos' }));
    expect(list.getByText('Chrome · Android')).toBeTruthy();
    expect(list.getByText('Este dispositivo')).toBeTruthy();
    expect(section.getByRole<HTMLInputElement>('switch', { name: 'Avisos en este dispositivo' }).checked).toBe(true);

    await act(async () => {
      fireEvent.click(section.getByRole('switch', { name: 'Avisos en este dispositivo' }));
    });
    expect(await section.findByText('Este dispositivo ya no recibirá avisos.')).toBeTruthy();
    expect(server.sent('notifications.removeDevice').map((call) => call.input)).toEqual([{ id: uuid(50) }]);
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    expect(server.devices()).toEqual([]);
    expect(await section.findByText('Aún no hay ningún dispositivo con avisos.')).toBeTruthy();
    expect(section.getByRole<HTMLInputElement>('switch', { name: 'Avisos en este dispositivo' }).checked).toBe(false);
  });

  it('explains a refused permission and sends nothing', async () => {
    signedInUser();
    const server = serve([]);
    const browser = fakeBrowser('default', 'denied');
    renderApp('/profile');
    const section = await card();
    const toggle = await section.findByRole('switch', { name: 'Avisos en este dispositivo' }, FIRST_LOAD);
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(await section.findByText(/^Bloqueaste las notificaciones de Prospera en este navegador\./)).toBeTruthy();
    expect(section.queryByRole('switch', { name: 'Avisos en este dispositivo' })).toBeNull();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.sent('notifications.pushKey')).toEqual([]);
    expect(server.sent('notifications.subscribeDevice')).toEqual([]);
  });

  it('explains, after waiting 10 s, a page whose service worker never becomes active, and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInUser();
      const server = serve([]);
      const browser = fakeBrowser('default', 'granted', false);
      renderApp('/profile');
      const section = await card();
      const toggle = await section.findByRole('switch', { name: 'Avisos en este dispositivo' }, FIRST_LOAD);
      await act(async () => {
        fireEvent.click(toggle);
      });
      expect(await section.findByText('Activando los avisos...')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      expect(await section.findByText(/^Este navegador no puede recibir avisos push\./)).toBeTruthy();
      expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
      expect(server.sent('notifications.subscribeDevice')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a browser without a service worker or the Push API, and still lists the devices', async () => {
    signedInUser();
    serve([device(1, 'Firefox · Windows', 'https://push.example/send/other')]);
    renderApp('/profile');
    const section = await card();
    expect(await section.findByText(/^Este navegador no puede recibir avisos push\./, undefined, FIRST_LOAD)).toBeTruthy();
    expect(section.queryByRole('switch', { name: 'Avisos en este dispositivo' })).toBeNull();
    expect(await section.findByText('Firefox · Windows')).toBeTruthy();
  });

  it('lists the devices with since when and their last reminder, this one marked; removing one says so', async () => {
    signedInUser();
    const server = serve([device(1, 'Firefox · Windows', 'https://push.example/send/other', '2026-11-20T08:00:00.000Z'), device(2, 'Chrome · Android', ENDPOINT)]);
    const browser = fakeBrowser('granted');
    browser.subscribed(ENDPOINT);
    renderApp('/profile');
    const section = await card();
    const list = within(await section.findByRole('list', { name: 'Tus dispositivos con avisos' }, FIRST_LOAD));
    const [other, mine] = list.getAllByRole('listitem');
    expect(other!.textContent).toContain('Desde el 2 de noviembre de 2026 · Último aviso entregado el 20 de noviembre de 2026');
    expect(within(other!).queryByText('Este dispositivo')).toBeNull();
    expect(mine!.textContent).toContain('Aún sin avisos entregados');
    expect(within(mine!).getByText('Este dispositivo')).toBeTruthy();
    expect((await section.findByRole<HTMLInputElement>('switch', { name: 'Avisos en este dispositivo' })).checked).toBe(true);

    await act(async () => {
      fireEvent.click(list.getByRole('button', { name: 'Quitar Firefox · Windows' }));
    });
    expect(await screen.findByText('Firefox · Windows ya no recibirá avisos')).toBeTruthy();
    expect(server.sent('notifications.removeDevice').map((call) => call.input)).toEqual([{ id: uuid(1) }]);
    expect(browser.unsubscribed).toEqual([]);
    await vi.waitFor(() => expect(section.queryByRole('button', { name: 'Quitar Firefox · Windows' })).toBeNull());

    // This browser's own entry: its subscription ends too, and the switch goes off.
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Quitar Chrome · Android' }));
    });
    expect(await screen.findByText('Chrome · Android ya no recibirá avisos')).toBeTruthy();
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    expect(section.getByRole<HTMLInputElement>('switch', { name: 'Avisos en este dispositivo' }).checked).toBe(false);
  });

  it('speaks English', async () => {
    signedInUser();
    serve([device(1, 'Safari · iOS', 'https://push.example/send/other', '2026-11-20T08:00:00.000Z')]);
    fakeBrowser('denied');
    await i18n.changeLanguage('en');
    renderApp('/profile');
    const heading = await screen.findByRole('heading', { name: 'Notifications' }, FIRST_LOAD);
    const section = within(heading.closest('section')!);
    expect(await section.findByRole('heading', { name: 'Reminders on this device' })).toBeTruthy();
    expect(section.getByText(/^You blocked Prospera's notifications in this browser\./)).toBeTruthy();
    const list = within(await section.findByRole('list', { name: 'Your devices with reminders' }));
    expect(list.getByRole('listitem').textContent).toContain('Since November 2, 2026 · Last reminder delivered on November 20, 2026');
    expect(list.getByRole('button', { name: 'Remove Safari · iOS' })).toBeTruthy();
    const channel = within(section.getByRole('group', { name: 'Due-date reminders: how it arrives' }));
    expect(channel.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Email', 'Push', 'Both']);
    expect(channel.getByRole<HTMLInputElement>('radio', { name: 'Push' }).checked).toBe(true);
  });
});

describe("a device's label", () => {
  it('names the browser and the system in short', () => {
    expect(browserLabel(ANDROID_CHROME)).toBe('Chrome · Android');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox · Windows');
    expect(browserLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
    expect(browserLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge · macOS');
    expect(browserLabel('curl/8.0')).toBeUndefined();
  });
});
