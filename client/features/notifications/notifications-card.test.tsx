import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../domain/schemas/notifications';
import i18n from '../../i18n';
import { profileCard, profileReads, unexpectedCall } from '../../test-fixtures/account';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

// The browser of these tests is in Madrid.
vi.mock('../../lib/time-zone', () => ({ browserTimeZone: () => 'Europe/Madrid' }));

const FIRST_LOAD = { timeout: 10_000 };
const DEFAULTS: NotificationSettings = { weeklyDigest: true, dueReminders: true, reassessInvitation: true, planLapseWarning: true, dueRemindersChannel: 'EMAIL', weeklyDigestChannel: 'EMAIL', reassessInvitationChannel: 'EMAIL', notifyHour: 8, timeZone: null, language: null };

function serve(settings: () => FakeReply, onSave: (call: FakeCall) => FakeReply = (call) => ({ data: call.input })) {
  return fakeServer((call) => {
    if (call.path === 'account.notifications') return settings();
    if (call.path === 'account.updateNotifications') return onSave(call);
    return profileReads(call.path, []) ?? unexpectedCall(call.path);
  });
}

/** A server that keeps what is saved and reads it back; `stored()` is what it holds now. */
function serveStored(initial: NotificationSettings) {
  let stored = initial;
  const server = serve(
    () => ({ data: stored }),
    (call) => {
      stored = { ...stored, ...(call.input as Partial<NotificationSettings>) };
      return { data: stored };
    },
  );
  return { ...server, stored: () => stored };
}

const card = async () => within(await profileCard('Notificaciones'));

// The profile screen renders every card: give each test the time a loaded machine needs.
describe('the notifications card', { timeout: 20_000 }, () => {
  it('shows the settings as labelled switches, the hour in the language and the device zone suggested; saves them all', async () => {
    signedInUser();
    const { calls } = serveStored(DEFAULTS);
    renderApp('/profile');
    const section = await card();
    const digest = await section.findByRole<HTMLInputElement>('switch', { name: 'Resumen semanal' }, FIRST_LOAD);
    const reminders = section.getByRole<HTMLInputElement>('switch', { name: 'Recordatorios de vencimiento' });
    const invitation = section.getByRole<HTMLInputElement>('switch', { name: 'Invitación a reevaluar' });
    expect(digest.checked).toBe(true);
    expect(reminders.checked).toBe(true);
    expect(invitation.checked).toBe(true);
    expect(invitation.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(invitation.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Un correo desde el día 76 de tu ciclo/);
    const hour = section.getByRole<HTMLSelectElement>('combobox', { name: 'Hora de envío' });
    expect(hour.selectedOptions[0]?.textContent).toBe('8:00');
    expect(hour.options).toHaveLength(24);
    const zone = section.getByRole<HTMLSelectElement>('combobox', { name: 'Zona horaria' });
    expect(zone.value).toBe('Europe/Madrid');
    expect(zone.selectedOptions[0]?.textContent).toMatch(/^Madrid · hora de Europa central \(GMT\+[12]\) \(este dispositivo\)$/);
    // Every zone has its name in the reader's language, sorted by it; the IANA id stays the value.
    const names = [...zone.options].map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names.some((name) => name.includes('/'))).toBe(false);
    expect(section.getByText(/Aún no conocíamos tu zona horaria/)).toBeTruthy();
    // No mails' language stored yet: the one in use is suggested.
    const mailLanguage = section.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma de los correos' });
    expect(mailLanguage.value).toBe('es');
    expect([...mailLanguage.options].map((option) => option.textContent)).toEqual(['Español', 'English']);
    expect(section.getByText(/te proponemos el idioma en que usas Prospera/)).toBeTruthy();

    fireEvent.click(reminders);
    fireEvent.click(invitation);
    fireEvent.change(mailLanguage, { target: { value: 'en' } });
    fireEvent.change(hour, { target: { value: '21' } });
    fireEvent.change(zone, { target: { value: 'America/Mexico_City' } });
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Guardar notificaciones' }));
    });
    expect(await screen.findByText('Tus notificaciones se han guardado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.updateNotifications')?.input).toEqual({
      weeklyDigest: true,
      dueReminders: false,
      reassessInvitation: false,
      planLapseWarning: true,
      dueRemindersChannel: 'EMAIL',
      weeklyDigestChannel: 'EMAIL',
      reassessInvitationChannel: 'EMAIL',
      notifyHour: 21,
      timeZone: 'America/Mexico_City',
      language: 'en',
    });
    expect(section.getByRole<HTMLInputElement>('switch', { name: 'Invitación a reevaluar' }).checked).toBe(false);
    expect(section.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma de los correos' }).value).toBe('en');
    expect(section.queryByText(/te proponemos el idioma en que usas Prospera/)).toBeNull();
    expect(section.getByRole<HTMLSelectElement>('combobox', { name: 'Hora de envío' }).selectedOptions[0]?.textContent).toBe('21:00');
    expect(section.getByText(/^Este dispositivo está en Madrid · hora de Europa central \(GMT\+[12]\)\.$/)).toBeTruthy();
    // Saved: nothing left to save until something changes.
    expect(section.getByRole<HTMLButtonElement>('button', { name: 'Guardar notificaciones' }).disabled).toBe(true);
  });

  it('saves the re-assessment invitation and the stored mails\' language, each change alone enabling the save', async () => {
    signedInUser();
    const { calls, stored } = serveStored({ ...DEFAULTS, timeZone: 'Europe/Madrid', language: 'en' });
    renderApp('/profile');
    const section = await card();
    const invitation = await section.findByRole<HTMLInputElement>('switch', { name: 'Invitación a reevaluar' }, FIRST_LOAD);
    const mailLanguage = section.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma de los correos' });
    const save = () => section.getByRole<HTMLButtonElement>('button', { name: 'Guardar notificaciones' });
    // The stored language wins over the one in use, and nothing is suggested.
    expect(mailLanguage.value).toBe('en');
    expect(section.queryByText(/te proponemos el idioma en que usas Prospera/)).toBeNull();
    expect(save().disabled).toBe(true);

    fireEvent.change(mailLanguage, { target: { value: 'es' } });
    expect(save().disabled).toBe(false);
    fireEvent.change(mailLanguage, { target: { value: 'en' } });
    expect(save().disabled).toBe(true);

    fireEvent.click(invitation);
    expect(save().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(save());
    });
    expect(await screen.findByText('Tus notificaciones se han guardado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.updateNotifications')?.input).toMatchObject({ reassessInvitation: false, language: 'en' });
    expect(stored().reassessInvitation).toBe(false);
    expect(save().disabled).toBe(true);
  });

  it('saves the warning before a paid plan ends, a switch of its own', async () => {
    signedInUser();
    const { calls, stored } = serveStored({ ...DEFAULTS, timeZone: 'Europe/Madrid', language: 'es' });
    renderApp('/profile');
    const section = await card();
    const warning = await section.findByRole<HTMLInputElement>('switch', { name: 'Aviso antes de que termine tu plan' }, FIRST_LOAD);
    expect(warning.checked).toBe(true);
    expect(section.getByText('Un correo 7 días antes de que termine tu plan de pago, con lo que cambia ese día y cómo seguir.')).toBeTruthy();
    fireEvent.click(warning);
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Guardar notificaciones' }));
    });
    expect(await screen.findByText('Tus notificaciones se han guardado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.updateNotifications')?.input).toMatchObject({ planLapseWarning: false, reassessInvitation: true });
    expect(stored().planLapseWarning).toBe(false);
    expect(section.getByRole<HTMLInputElement>('switch', { name: 'Aviso antes de que termine tu plan' }).checked).toBe(false);
  });

  it('saves how each kind arrives, offered while the kind is on, and says push is mailed while no device has reminders', async () => {
    signedInUser();
    const { calls, stored } = serveStored({ ...DEFAULTS, timeZone: 'Europe/Madrid', language: 'es' });
    renderApp('/profile');
    const section = await card();
    const digest = within(await section.findByRole('group', { name: 'Resumen semanal: cómo llega' }, FIRST_LOAD));
    expect(digest.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Correo', 'Push', 'Ambos']);
    expect(digest.getByRole<HTMLInputElement>('radio', { name: 'Correo' }).checked).toBe(true);
    expect(section.queryByText(/lo que elijas por push llegará por correo/)).toBeNull();

    fireEvent.click(digest.getByRole('radio', { name: 'Ambos' }));
    fireEvent.click(within(section.getByRole('group', { name: 'Recordatorios de vencimiento: cómo llega' })).getByRole('radio', { name: 'Push' }));
    expect(section.getByText('Aún no hay ningún dispositivo con avisos: lo que elijas por push llegará por correo hasta que actives uno abajo.')).toBeTruthy();
    // A kind turned off has no channel to choose.
    fireEvent.click(section.getByRole('switch', { name: 'Invitación a reevaluar' }));
    expect(section.queryByRole('group', { name: 'Invitación a reevaluar: cómo llega' })).toBeNull();
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Guardar notificaciones' }));
    });
    expect(await screen.findByText('Tus notificaciones se han guardado')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account.updateNotifications')?.input).toMatchObject({
      weeklyDigestChannel: 'BOTH',
      dueRemindersChannel: 'PUSH',
      reassessInvitationChannel: 'EMAIL',
      reassessInvitation: false,
    });
    expect(stored()).toMatchObject({ weeklyDigestChannel: 'BOTH', dueRemindersChannel: 'PUSH' });
    expect(within(section.getByRole('group', { name: 'Resumen semanal: cómo llega' })).getByRole<HTMLInputElement>('radio', { name: 'Ambos' }).checked).toBe(true);
  });

  it('says why a save failed and keeps what was chosen', async () => {
    signedInUser();
    serve(
      () => ({ data: { ...DEFAULTS, timeZone: 'Europe/Madrid', language: 'es' } }),
      () => ({ status: 400, code: 'TIME_ZONE_INVALID', message: 'No conocemos esa zona horaria' }),
    );
    renderApp('/profile');
    const section = await card();
    const digest = await section.findByRole<HTMLInputElement>('switch', { name: 'Resumen semanal' }, FIRST_LOAD);
    expect(section.getByRole<HTMLButtonElement>('button', { name: 'Guardar notificaciones' }).disabled).toBe(true);
    fireEvent.click(digest);
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Guardar notificaciones' }));
    });
    expect(await screen.findByText(/^No se pudieron guardar tus notificaciones\./)).toBeTruthy();
    expect(digest.checked).toBe(false);
  });

  it('offers a retry when the settings cannot be read', async () => {
    signedInUser();
    let fail = true;
    serve(() => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: DEFAULTS }));
    renderApp('/profile');
    const section = await card();
    expect(await section.findByText('No se pudieron cargar tus notificaciones.', undefined, FIRST_LOAD)).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(section.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await section.findByRole('switch', { name: 'Resumen semanal' })).toBeTruthy();
  });

  it('writes the hours as English clock times in English', async () => {
    signedInUser();
    serve(() => ({ data: { ...DEFAULTS, notifyHour: 13, timeZone: 'Asia/Tokyo' } }));
    await i18n.changeLanguage('en');
    renderApp('/profile');
    const heading = await screen.findByRole('heading', { name: 'Notifications' }, FIRST_LOAD);
    const section = within(heading.closest('section')!);
    const hour = await section.findByRole<HTMLSelectElement>('combobox', { name: 'Sending time' });
    expect(hour.selectedOptions[0]?.textContent).toBe('1:00 PM');
    expect(section.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }).value).toBe('Asia/Tokyo');
    expect(section.getByRole('switch', { name: 'Re-assessment invitation' })).toBeTruthy();
    // No mails' language stored: the one in use is suggested.
    expect(section.getByRole<HTMLSelectElement>('combobox', { name: 'Language of the e-mails' }).value).toBe('en');
  });
});
