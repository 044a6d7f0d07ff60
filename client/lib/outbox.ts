// The offline outbox of issue 40 (docs/decisions/2026-12-02-offline-writes.md): the writes a person made without a
// connection, kept in IndexedDB under their user id, sent in order when the connection returns, each with its own
// Idempotency-Key (the same on every retry, so nothing is applied twice) and, for an update, the If-Match of the
// version it was made on. A write the server refuses stays, marked refused, until the person decides. Every change
// of the stored list, sending included, runs under one lock shared by the tabs (Web Locks), and each run reads the
// list again inside it: two tabs never send the same write.

/** The writes that may wait in the outbox (tRPC procedure paths). */
export const QUEUED_WRITES: ReadonlySet<string> = new Set(['actions.complete', 'actions.add', 'actions.update', 'account.addContext', 'weekly.addReview', 'weekly.updateReview']);

/** Why the server refused a write: its status, code and message (already in the person's language). */
export type Refusal = { status: number; code: string | null; message: string };

export type Write = {
  id: string;
  /** The procedure and its input, as the screen called it. */
  path: string;
  input: unknown;
  /** Sent as Idempotency-Key on every attempt; a new one only when the person resends on a newer version. */
  key: string;
  /** The version of the item the write was made on (If-Match), for an update; null otherwise. */
  ifMatch: number | null;
  /** The id of the item it changes (updates), to mark it pending and chain versions; null for a creation. */
  target: string | null;
  /** What the write is about, as the screen showed it (an action's title, a context's name). */
  label: string | null;
  /** What the screen that made a creation knew of where it goes (an action's goal, project and context), to list it until the server has it. */
  shown?: unknown;
  queuedAt: number;
  attempts: number;
  /** Not sent again before this time (backoff after a failed attempt). */
  nextAt: number;
  refusal: Refusal | null;
};

/** An attempt's outcome: sent (with the server's answer), to try again after a backoff, or refused. */
export type SendResult = { kind: 'sent'; data: unknown } | { kind: 'retry' } | { kind: 'refused'; refusal: Refusal };

/** Where the writes live: IndexedDB in the browser; tests give a memory of their own. */
export type OutboxStorage = {
  load(userId: string): Promise<Write[]>;
  save(userId: string, writes: Write[]): Promise<void>;
  clear(): Promise<void>;
};

/** Runs `work` while holding the outbox's lock, shared by every tab of the origin. */
export type Lock = <T>(work: () => Promise<T>) => Promise<T>;

export type OutboxOptions = {
  storage: OutboxStorage;
  send: (write: Write) => Promise<SendResult>;
  lock: Lock;
  /** The signed-in person now: writes are kept and sent only for them. */
  currentUserId: () => string | null;
  /** Another tab changed the list (BroadcastChannel): tell them, and listen for theirs. */
  announce?: () => void;
  /** A write was sent (the screens read again). */
  onSent?: (write: Write, data: unknown) => void;
  now?: () => number;
  newId?: () => string;
};

export type Outbox = {
  /** The person's writes as last read or written, in order (refused ones included). */
  writes: () => readonly Write[];
  subscribe: (listener: () => void) => () => void;
  /** Reads the list again from storage (start-up, another tab changed it). */
  reload(): Promise<void>;
  /** A new write, ready to be sent now or kept. */
  create(path: string, input: unknown, details: { ifMatch: number | null; target: string | null; label: string | null; shown?: unknown }): Write;
  /** Keeps the write when others wait before it (order); false when nothing waits and it may be sent at once. */
  queueBehindOthers(write: Write): Promise<boolean>;
  /** Keeps a write whose first attempt got no answer (it keeps its key: a retry of what may have arrived). */
  keep(write: Write): Promise<void>;
  /** Sends the waiting writes in order; `now` ignores the backoff (the connection just came back). */
  flush(options?: { now?: boolean }): Promise<void>;
  /** Keep mine: the refused write goes again on the item's current version, with a new key. */
  resend(id: string, version: number | null): Promise<void>;
  /** Take the server's, or discard: the write goes. */
  drop(id: string): Promise<void>;
  /** When the next waiting write may be tried, if one waits. */
  nextAttemptAt(): number | null;
  /** Logout, account deletion, a lost session: every write goes. */
  forgetAll(): Promise<void>;
};

/** 1 s, 2 s, 4 s... after each failed attempt, at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

const NONE: readonly Write[] = [];

function versionOf(data: unknown): number | null {
  return typeof data === 'object' && data !== null && typeof (data as { version?: unknown }).version === 'number' ? (data as { version: number }).version : null;
}

export function createOutbox({ storage, send, lock, currentUserId, announce, onSent, now = Date.now, newId = () => crypto.randomUUID() }: OutboxOptions): Outbox {
  let held: { userId: string | null; writes: readonly Write[] } = { userId: null, writes: NONE };
  const listeners = new Set<() => void>();

  /** The list the screens see; they hear of it only when it changed. */
  const show = (userId: string | null, writes: readonly Write[]) => {
    if (userId === held.userId && JSON.stringify(writes) === JSON.stringify(held.writes)) return;
    held = { userId, writes: writes.length > 0 ? structuredClone(writes) : NONE };
    for (const listener of listeners) listener();
  };

  /** Reads, changes and stores the person's list under the lock; nothing when nobody is signed in. */
  const change = (work: (userId: string, writes: Write[]) => Promise<void> | void): Promise<void> =>
    lock(async () => {
      const userId = currentUserId();
      if (!userId) return;
      const writes = await storage.load(userId);
      await work(userId, writes);
      if (currentUserId() !== userId) return;
      await storage.save(userId, writes);
      show(userId, writes);
      announce?.();
    });

  /** One pass in order: a write waiting for its backoff holds those after it; refused ones are set aside. */
  const sendInOrder = async (userId: string, writes: Write[], ignoreBackoff: boolean) => {
    let index = 0;
    while (index < writes.length) {
      const write = writes[index] as Write;
      if (write.refusal) {
        index += 1;
        continue;
      }
      if (!ignoreBackoff && write.nextAt > now()) return;
      const result = await send(write);
      if (currentUserId() !== userId) return;
      if (result.kind === 'sent') {
        writes.splice(index, 1);
        // Later writes made on the same version of the same item now stand on the version this one produced.
        const version = versionOf(result.data);
        for (const later of writes) if (version !== null && later.target === write.target && later.ifMatch === write.ifMatch && later.ifMatch !== null) later.ifMatch = version;
        await storage.save(userId, writes);
        onSent?.(write, result.data);
        continue;
      }
      if (result.kind === 'refused') {
        write.refusal = result.refusal;
        await storage.save(userId, writes);
        index += 1;
        continue;
      }
      write.attempts += 1;
      write.nextAt = now() + backoffMs(write.attempts);
      return;
    }
  };

  return {
    writes: () => (held.userId !== null && held.userId === currentUserId() ? held.writes : NONE),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Sending, reading again and forgetting never fail: storage out of use (no IndexedDB) holds nothing to send.
    async reload() {
      const userId = currentUserId();
      show(userId, userId ? await storage.load(userId).catch(() => NONE) : NONE);
    },
    create: (path, input, { ifMatch, target, label, shown }) => ({ id: newId(), path, input, key: newId(), ifMatch, target, label, shown, queuedAt: now(), attempts: 0, nextAt: 0, refusal: null }),
    async queueBehindOthers(write) {
      let queued = false;
      await change((_userId, writes) => {
        queued = writes.some((waiting) => !waiting.refusal);
        if (queued) writes.push(write);
      });
      return queued;
    },
    keep: (write) =>
      change((_userId, writes) => {
        if (!writes.some((kept) => kept.id === write.id)) writes.push({ ...write, attempts: 1, nextAt: now() + backoffMs(1) });
      }),
    flush: ({ now: ignoreBackoff = false } = {}) => change((userId, writes) => sendInOrder(userId, writes, ignoreBackoff)).catch(() => undefined),
    resend: (id, version) =>
      change((_userId, writes) => {
        const write = writes.find((kept) => kept.id === id);
        if (!write) return;
        Object.assign(write, { key: newId(), ifMatch: write.ifMatch === null ? null : version, refusal: null, attempts: 0, nextAt: 0 });
      }),
    drop: (id) =>
      change((_userId, writes) => {
        const index = writes.findIndex((kept) => kept.id === id);
        if (index >= 0) writes.splice(index, 1);
      }),
    nextAttemptAt() {
      const waiting = held.writes.filter((write) => !write.refusal);
      return waiting.length > 0 ? Math.min(...waiting.map((write) => write.nextAt)) : null;
    },
    async forgetAll() {
      await lock(() => storage.clear()).catch(() => undefined);
      show(null, NONE);
      announce?.();
    },
  };
}
