// The offline outbox's rules (lib/outbox): order, the same Idempotency-Key on every retry, a refusal kept for the
// person (412 included) and their choices, versions chained between writes on one item, and two tabs sharing one
// outbox without sending a write twice.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { backoffMs, createOutbox, type Lock, type OutboxStorage, type SendResult, type Write } from './outbox';
import { sendFailure } from './outbox-app';

const USER = 'user-1';

/** IndexedDB's behaviour that matters: each load is a copy of what was last saved. */
function memoryStorage(): OutboxStorage & { saved: Map<string, Write[]> } {
  const saved = new Map<string, Write[]>();
  return {
    saved,
    load: async (userId) => structuredClone(saved.get(userId) ?? []),
    save: async (userId, writes) => void saved.set(userId, structuredClone(writes)),
    clear: async () => saved.clear(),
  };
}

/** One lock for several outboxes, as navigator.locks is for the tabs of an origin. */
function sharedLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

type Sent = { path: string; key: string; ifMatch: number | null };

function setup(answers: (write: Write, attempt: number) => SendResult, storage = memoryStorage(), lock = sharedLock()) {
  let clock = 1_000;
  let ids = 0;
  const sent: Sent[] = [];
  const outbox = createOutbox({
    storage,
    lock,
    currentUserId: () => USER,
    now: () => clock,
    newId: () => `id-${(ids += 1)}`,
    send: async (write) => {
      sent.push({ path: write.path, key: write.key, ifMatch: write.ifMatch });
      await Promise.resolve();
      return answers(write, sent.filter((one) => one.key === write.key).length);
    },
  });
  return { outbox, storage, sent, advance: (ms: number) => (clock += ms) };
}

const complete = (id: string, version: number) => ['actions.complete', { id }, { ifMatch: version, target: id, label: id }] as const;

describe('the outbox', () => {
  it('sends the kept writes in the order they were made', async () => {
    const { outbox, sent, storage } = setup(() => ({ kind: 'sent', data: {} }));
    for (const id of ['a', 'b', 'c']) await outbox.keep(outbox.create(...complete(id, 1)));
    await outbox.flush({ now: true });
    expect(sent.map((one) => one.path + ':' + one.key)).toEqual(['actions.complete:id-2', 'actions.complete:id-4', 'actions.complete:id-6']);
    expect(storage.saved.get(USER) ?? []).toEqual([]);
    expect(outbox.writes()).toEqual([]);
  });

  it('stops at a write that got no answer, and retries it after its backoff with the same Idempotency-Key', async () => {
    const { outbox, sent, advance } = setup((write, attempt) => (write.input as { id: string }).id === 'a' && attempt === 1 ? { kind: 'retry' } : { kind: 'sent', data: {} });
    await outbox.keep(outbox.create(...complete('a', 1)));
    await outbox.keep(outbox.create(...complete('b', 1)));
    await outbox.flush({ now: true });
    expect(sent.map((one) => one.key)).toEqual(['id-2']);
    expect(outbox.writes().map((write) => write.attempts)).toEqual([2, 1]);

    await outbox.flush();
    expect(sent).toHaveLength(1);
    advance(backoffMs(2));
    await outbox.flush();
    expect(sent.map((one) => one.key)).toEqual(['id-2', 'id-2', 'id-4']);
    expect(outbox.writes()).toEqual([]);
  });

  it('a new write waits behind those already waiting; with none waiting it may go at once', async () => {
    const { outbox } = setup(() => ({ kind: 'sent', data: {} }));
    expect(await outbox.queueBehindOthers(outbox.create(...complete('a', 1)))).toBe(false);
    await outbox.keep(outbox.create(...complete('a', 1)));
    expect(await outbox.queueBehindOthers(outbox.create(...complete('b', 1)))).toBe(true);
    expect(outbox.writes().map((write) => (write.input as { id: string }).id)).toEqual(['a', 'b']);
  });

  it('a 412 becomes a refusal the person decides on; the writes after it still go', async () => {
    const changed: SendResult = { kind: 'refused', refusal: { status: 412, code: 'PRECONDITION_FAILED', message: 'Changed' } };
    const { outbox, sent } = setup((write) => ((write.input as { id: string }).id === 'a' && write.ifMatch === 1 ? changed : { kind: 'sent', data: { version: 9 } }));
    await outbox.keep(outbox.create(...complete('a', 1)));
    await outbox.keep(outbox.create(...complete('b', 1)));
    await outbox.flush({ now: true });
    expect(sent.map((one) => one.key)).toEqual(['id-2', 'id-4']);
    const [refused] = outbox.writes();
    expect(refused?.refusal).toEqual(changed.refusal);
    expect(outbox.writes()).toHaveLength(1);

    // Nothing is sent again until the person chooses; keep mine goes on the current version with a new key.
    await outbox.flush({ now: true });
    expect(sent).toHaveLength(2);
    await outbox.resend(refused?.id ?? '', 7);
    await outbox.flush({ now: true });
    expect(sent.at(-1)).toEqual({ path: 'actions.complete', key: 'id-5', ifMatch: 7 });
    expect(outbox.writes()).toEqual([]);
  });

  it("take the server's or discard: the refused write goes, unsent", async () => {
    const { outbox, sent } = setup(() => ({ kind: 'refused', refusal: { status: 422, code: 'VALIDATION_ERROR', message: 'Bad' } }));
    await outbox.keep(outbox.create('actions.add', { title: 'x' }, { ifMatch: null, target: null, label: 'x' }));
    await outbox.flush({ now: true });
    await outbox.drop(outbox.writes()[0]?.id ?? '');
    await outbox.flush({ now: true });
    expect(sent).toHaveLength(1);
    expect(outbox.writes()).toEqual([]);
  });

  it('writes made on one version of an item go on the version the earlier one produced', async () => {
    const { outbox, sent } = setup(() => ({ kind: 'sent', data: { version: 4 } }));
    await outbox.keep(outbox.create('actions.update', { id: 'a', title: 'New' }, { ifMatch: 2, target: 'a', label: 'a' }));
    await outbox.keep(outbox.create(...complete('a', 2)));
    await outbox.flush({ now: true });
    expect(sent.map((one) => one.ifMatch)).toEqual([2, 4]);
  });

  it('two tabs flushing at once send each write exactly once', async () => {
    const storage = memoryStorage();
    const lock = sharedLock();
    const first = setup(() => ({ kind: 'sent', data: {} }), storage, lock);
    const second = setup(() => ({ kind: 'sent', data: {} }), storage, lock);
    for (const id of ['a', 'b', 'c']) await first.outbox.keep(first.outbox.create(...complete(id, 1)));
    await Promise.all([first.outbox.flush({ now: true }), second.outbox.flush({ now: true }), first.outbox.flush({ now: true })]);
    expect([...first.sent, ...second.sent].map((one) => one.key).sort()).toEqual(['id-2', 'id-4', 'id-6']);
    await second.outbox.reload();
    expect(second.outbox.writes()).toEqual([]);
  });
});

describe('an attempt that failed', () => {
  const answered = (status: number, code: string) => TRPCClientError.from({ error: { code: -32000, message: code, data: { httpStatus: status, appCode: code } } });

  it('is tried again when there was no answer, a server error, a key still running or too many requests', () => {
    expect(sendFailure(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({ kind: 'retry' });
    expect(sendFailure(answered(503, 'INTERNAL_SERVER_ERROR'))).toEqual({ kind: 'retry' });
    expect(sendFailure(answered(409, 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toEqual({ kind: 'retry' });
    expect(sendFailure(answered(429, 'TOO_MANY_REQUESTS'))).toEqual({ kind: 'retry' });
  });

  it('waits for the person when the server refused it (412 changed elsewhere, a plan limit, validation)', () => {
    expect(sendFailure(answered(412, 'PRECONDITION_FAILED'))).toMatchObject({ kind: 'refused', refusal: { status: 412 } });
    expect(sendFailure(answered(403, 'PLAN_LIMIT'))).toMatchObject({ kind: 'refused', refusal: { status: 403 } });
    expect(sendFailure(answered(422, 'VALIDATION_ERROR'))).toMatchObject({ kind: 'refused', refusal: { status: 422 } });
  });
});
