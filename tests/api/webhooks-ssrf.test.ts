import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, newWebhookSecret } from '../../server/infra/webhooks';
import { emitWebhookEvent } from '../../server/services/webhook-outbox';
import { runWebhookDeliveries } from '../../server/services/webhooks';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs } from '../support/plan-state';
import { createUserDirect } from '../support/users';
import { startReceiver } from '../support/webhook-receiver';

// In production no webhook reaches a private, loopback, link-local or otherwise special address (SSRF): refused at
// registration, and again at delivery, where the connection's own lookup refuses such an address (DNS rebinding).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', APP_URL: 'https://prospera.example' });
});
afterAll(async () => t.close());

describe('the addresses production may reach', () => {
  it('only public unicast ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '224.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

describe('registration in production', () => {
  it('refuses loopback, private, link-local and metadata addresses, and names resolving to loopback, translated, storing nothing', async () => {
    const user = await createUserDirect(t);
    const urls = ['https://127.0.0.1/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://localhost/hook', 'https://[::ffff:192.168.0.1]/x'];
    for (const url of urls) {
      const response = await apiAs(t, user.token).post('/users/webhooks', { url, events: ['action.created'] });
      expect(response.status, url).toBe(422);
      expect(response.body.code).toBe('WEBHOOK_URL_PRIVATE');
      expect(response.body.message).toContain('dirección privada, local o reservada');
    }
    const english = await apiAs(t, user.token, { lang: 'en' }).post('/users/webhooks', { url: 'https://localhost/hook', events: ['action.created'] });
    expect(english.body.message).toContain('private, local or reserved address');
    const http = await apiAs(t, user.token).post('/users/webhooks', { url: 'http://localhost:3000/hook', events: ['action.created'] });
    expect(http.body.code).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(await t.app.deps.db.webhookEndpoint.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('delivery in production', () => {
  it('does not connect to a name that now resolves to loopback, nor to a loopback address, and retries later', async () => {
    const user = await createUserDirect(t);
    const receiver = await startReceiver(() => new Date());
    const now = new Date();
    const port = new URL(receiver.url).port;
    const secretSealed = await t.app.deps.webhooks.seal(newWebhookSecret(), now);
    // As if these hosts had resolved to a public address at registration: the rows are written as it would have.
    for (const url of [`http://localhost:${port}/hook`, `http://127.0.0.1:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
      await t.app.deps.db.webhookEndpoint.create({ data: { userId: user.id, url, events: ['action.created'], secretSealed, createdAt: now, updatedAt: now } });
    }
    expect(await emitWebhookEvent(t.app.deps.db, { userId: user.id, type: 'action.created', data: {}, now })).toBe(3);
    expect(await runWebhookDeliveries(t.app.deps)).toMatchObject({ retried: 3, delivered: 0 });
    expect(receiver.received).toEqual([]);
    const rows = await t.app.deps.db.webhookDelivery.findMany({ where: { endpoint: { userId: user.id } } });
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', lastStatus: null });
      expect(row.lastError).toMatch(/refused: .* not a public address/);
      expect(row.lastErrorCode).toBe('WEBHOOK_SEND_REFUSED_ADDRESS');
    }
    await receiver.close();
  });
});
