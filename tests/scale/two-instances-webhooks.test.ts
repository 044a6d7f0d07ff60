import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAcross, startProcessPair, type ProcessPair, type ServerProcess } from '../support/server-process';
import { startReceiver } from '../support/webhook-receiver';

// Webhook deliveries ride on leased claims (FOR UPDATE SKIP LOCKED, docs/decisions/2026-11-30-webhooks.md): two server
// processes on one PostgreSQL, each running the delivery pass every 100 ms, send each event to the receiver once.

const adminUrl = process.env.TEST_DATABASE_URL;
const EVENTS = 40;

describe.skipIf(!adminUrl)('webhook deliveries from two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // Outside production, so that the receiver on 127.0.0.1 may be reached (production refuses loopback addresses).
    pair = await startProcessPair(adminUrl!, { NODE_ENV: 'development', WEBHOOKS_INTERVAL_MS: '100' });
    ({ a, b } = pair);
    receiver = await startReceiver(() => new Date());
  }, 200_000);

  afterAll(async () => {
    await receiver?.close();
    await pair?.stop();
  }, 60_000);

  it('delivers each event once, signed, whichever process claims it', async () => {
    const { accessToken } = await registerAcross(pair);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    const created = await fetch(`${a.baseUrl}/api/v1/users/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url, events: ['action.created'] }) });
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as { id: string; secret: string };
    receiver.secret.value = endpoint.secret;

    // Events queued through both processes while both passes run.
    const pings = await Promise.all(
      Array.from({ length: EVENTS }, (_, index) => fetch(`${(index % 2 === 0 ? a : b).baseUrl}/api/v1/users/webhooks/${endpoint.id}/ping`, { method: 'POST', headers, body: '{}' })),
    );
    const eventIds = await Promise.all(pings.map(async (response) => ((await response.json()) as { eventId: string }).eventId));
    expect(new Set(eventIds).size).toBe(EVENTS);

    // Each claim adds an attempt: a delivery claimed twice (sent twice) would show 2. Waits for the passes to finish.
    type Row = { status: string; attempts: number };
    const readLog = async () => {
      const log = await fetch(`${b.baseUrl}/api/v1/users/webhooks/${endpoint.id}/deliveries?limit=100`, { headers });
      return ((await log.json()) as { deliveries: Row[] }).deliveries;
    };
    const deadline = Date.now() + 60_000;
    let deliveries = await readLog();
    while (deliveries.some((row) => row.status !== 'DELIVERED') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      deliveries = await readLog();
    }
    expect(deliveries).toHaveLength(EVENTS);
    expect(deliveries.every((row) => row.status === 'DELIVERED' && row.attempts === 1)).toBe(true);
    const received = receiver.received.map((request) => String(request.headers['webhook-id']));
    expect(received.sort()).toEqual([...eventIds].sort());
    expect(receiver.received.every((request) => request.verified)).toBe(true);
    expect([...a.errorLines(), ...b.errorLines()]).toEqual([]);
  });
});
