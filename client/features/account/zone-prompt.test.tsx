import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../domain/schemas/notifications';
import i18n from '../../i18n';
import { wheelWith } from '../../test-fixtures/wheel';
import { fakeServer, renderApp, signedInUser, type FakeCall } from '../../test-support';
import { ZONE_PROMPT_DISMISSED_KEY } from './zone-prompt';

// The browser of these tests is in Madrid.
vi.mock('../../lib/time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));

const FIRST_LOAD = { timeout: 10_000 };
const SETTINGS: NotificationSettings = { weeklyDigest: true, dueReminders: true, reassessInvitation: true, planLapseWarning: true, dueRemindersChannel: 'EMAIL', weeklyDigestChannel: 'EMAIL', reassessInvitationChannel: 'EMAIL', notifyHour: 8, timeZone: 'America/Mexico_City', language: 'es' };

function serve(timeZone: string | null) {
  let stored: NotificationSettings = { ...SETTINGS, timeZone };
  return fakeServer((call: FakeCall) => {
    if (call.path === 'wheel.me') return { data: wheelWith({}) };
    if (call.path === 'account.notifications') return { data: stored };
    if (call.path === 'account.updateNotifications') {
      stored = { ...stored, ...(call.input as Partial<NotificationSettings>) };
      return { data: stored };
    }
    return { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

beforeEach(() => localStorage.removeItem(ZONE_PROMPT_DISMISSED_KEY));

describe('the offer to update the zone of record on /home', () => {
  it('says the device is elsewhere and, when accepted, stores the device zone and goes', async () => {
    signedInUser();
    const { calls } = serve('America/Mexico_City');
    renderApp('/home');
    const prompt = await screen.findByTestId('zone-prompt', undefined, FIRST_LOAD);
    expect(prompt.textContent).toMatch(/Este dispositivo está en Madrid · hora de Europa central \(GMT\+[12]\), pero tus fechas, semanas y correos siguen la zona Mexico City · hora estándar central \(GMT-6\)\. ¿La cambiamos\?/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Usar Madrid' })));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === 'account.updateNotifications').map((call) => call.input)).toEqual([{ timeZone: 'Europe/Madrid' }]));
    await vi.waitFor(() => expect(screen.queryByTestId('zone-prompt')).toBeNull());
  }, 20_000);

  it('"Ahora no" hides it for this device zone without changing anything', async () => {
    signedInUser();
    const { calls } = serve('America/Mexico_City');
    const view = renderApp('/home');
    await screen.findByTestId('zone-prompt', undefined, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByTestId('zone-prompt')).toBeNull();
    expect(localStorage.getItem(ZONE_PROMPT_DISMISSED_KEY)).toBe('Europe/Madrid');
    expect(calls.some((call) => call.path === 'account.updateNotifications')).toBe(false);
    view.unmount();
    renderApp('/home');
    await screen.findByRole('link', { name: 'Comenzar la evaluación' }, FIRST_LOAD);
    expect(screen.queryByTestId('zone-prompt')).toBeNull();
  }, 20_000);

  it('offers the device zone when none is stored, and says nothing when the zones agree', async () => {
    signedInUser();
    serve(null);
    const view = renderApp('/home');
    expect((await screen.findByTestId('zone-prompt', undefined, FIRST_LOAD)).textContent).toMatch(
      /Aún no sabemos en qué zona horaria estás\. ¿Usamos la de este dispositivo \(Madrid · hora de Europa central \(GMT\+[12]\)\) para tus fechas, semanas y correos\?/,
    );
    view.unmount();

    serve('Europe/Madrid');
    renderApp('/home');
    await screen.findByRole('link', { name: 'Comenzar la evaluación' }, FIRST_LOAD);
    expect(screen.queryByTestId('zone-prompt')).toBeNull();
  }, 20_000);

  it('is in English too', async () => {
    signedInUser();
    await i18n.changeLanguage('en');
    serve('America/Mexico_City');
    renderApp('/home');
    const prompt = await screen.findByTestId('zone-prompt', undefined, FIRST_LOAD);
    expect(prompt.textContent).toMatch(/This device is in Madrid · Central European Time \(GMT\+[12]\), but your dates, weeks and e-mails follow Mexico City · Central Standard Time \(GMT-6\)\. Shall we change it\?/);
    expect(screen.getByRole('button', { name: 'Use Madrid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  }, 20_000);
});
