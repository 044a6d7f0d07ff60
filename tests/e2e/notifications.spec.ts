import { expect, test } from './fixtures';
import { arrangeFullUser } from './support/arrange';
import { TIME_ZONE } from './support/ui';


type Settings = { dueReminders: boolean };

test.describe('notification mails', () => {
  // The clock fixture puts the server's clock back whatever happened.
  test("a due reminder arrives once, and its links turn reminders off and on without signing in", async ({ baseUrl, page, clock, outbox }) => {
    // 'Sacar el carné de la biblioteca' is due in three days. Today's reminder was settled while the person was being
    // arranged; three days on, with reminders at hour 0, one is owed at once, and the server looks every half second.
    const { account, api } = await arrangeFullUser(baseUrl, TIME_ZONE);
    await api.call('PUT', '/users/notifications', { notifyHour: 0, weeklyDigest: false, reassessInvitation: false });
    clock.moveServer(3);
    const reminders = async () => (await outbox(account.email)).filter((mail) => mail.text?.includes('Sacar el carné de la biblioteca'));
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
    // Back to now: the person's access token is valid again.
    clock.moveServer(0);
    const [mail] = await reminders();
    expect(mail?.subject).toBe('Hoy vence 1 acción en Prospera');
    const link = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){4}/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const oneClick = /<([^>]+)>/.exec(mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/v1\/notifications\/unsubscribe\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){4}$/);

    const { pathname, search } = new URL(link ?? '');
    await page.goto(`${baseUrl}${pathname}${search}`);
    await page.getByRole('heading', { name: 'Ya no recibirás recordatorios de acciones que vencen' }).waitFor();
    expect((await api.call<Settings>('GET', '/users/notifications')).dueReminders).toBe(false);
    await page.getByRole('button', { name: 'Volver a activarlo' }).click();
    await page.getByRole('heading', { name: 'Volverás a recibir recordatorios de acciones que vencen' }).waitFor();
    expect((await api.call<Settings>('GET', '/users/notifications')).dueReminders).toBe(true);

    // What a mail client's one-click button sends (RFC 8058).
    const { pathname: oneClickPath } = new URL(oneClick ?? '');
    const posted = await fetch(`${baseUrl}${oneClickPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect((await api.call<Settings>('GET', '/users/notifications')).dueReminders).toBe(false);

    // More passes of the worker send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await reminders()).toHaveLength(1);
  });
});
