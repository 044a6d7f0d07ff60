// The outbox's tRPC link (docs/decisions/2026-12-02-offline-writes.md), outermost in the client's chain:
// - a write the outbox may keep (QUEUED_WRITES) gets its Idempotency-Key (and If-Match) from its first attempt; with
//   writes already waiting it waits behind them, and when it gets no answer at all it is kept; either way the screen's
//   call fails with a QueuedWrite (isQueuedWrite), which the screens take as "saved on this device, pending";
// - every read's answer shows the waiting writes (outbox-overlay), whether the server, SPEC's cache or the offline
//   copy gave it.
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { isNetworkFailure } from './links';
import { QUEUED_WRITES, type Outbox, type Write } from './outbox';
import { withPendingWrites } from './outbox-overlay';

/** The screen's call was kept in the outbox, to be sent when the connection allows. */
class QueuedWrite extends Error {
  constructor() {
    super('Kept in the outbox');
    this.name = 'QueuedWrite';
  }
}

export function isQueuedWrite(error: unknown): boolean {
  return error instanceof TRPCClientError && error.cause instanceof QueuedWrite;
}

/** A screen's `.catch`: a write kept in the outbox answers null; any other failure stays one. */
export function keptOffline(error: unknown): null {
  if (isQueuedWrite(error)) return null;
  throw error;
}

/** The request context of a keyed call: the terminating link sends these as Idempotency-Key and If-Match. */
export type WriteContext = { idempotencyKey: string; ifMatch: number | null };

export function writeContextOf(context: Record<string, unknown>): WriteContext | null {
  return typeof context.idempotencyKey === 'string' ? { idempotencyKey: context.idempotencyKey, ifMatch: typeof context.ifMatch === 'number' ? context.ifMatch : null } : null;
}

/** The headers of a keyed call. */
export function writeHeaders({ idempotencyKey, ifMatch }: WriteContext): Record<string, string> {
  return ifMatch === null ? { 'idempotency-key': idempotencyKey } : { 'idempotency-key': idempotencyKey, 'if-match': `"${ifMatch}"` };
}

type OutboxLinkOptions = {
  outbox: Outbox;
  /** What the screens show of the item a write changes: its version (If-Match), id and title. */
  describe: (path: string, input: unknown) => Pick<Write, 'ifMatch' | 'target' | 'label'>;
};

export function outboxLink<TRouter extends AnyRouter>({ outbox, describe }: OutboxLinkOptions): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (op.type !== 'mutation' || !QUEUED_WRITES.has(op.path)) {
          const subscription = next(op).subscribe({
            next(envelope) {
              const { result } = envelope;
              if (op.type !== 'query' || (result.type !== 'data' && result.type !== undefined)) return observer.next(envelope);
              observer.next({ ...envelope, result: { ...result, data: withPendingWrites(result.data, outbox.writes()) } });
            },
            error: (error) => observer.error(error),
            complete: () => observer.complete(),
          });
          return () => subscription.unsubscribe();
        }
        // A screen may pass what it knows of a creation's place (the request context's `shown`), to list it meanwhile.
        const write = outbox.create(op.path, op.input, { ...describe(op.path, op.input), shown: op.context.shown });
        const kept = () => {
          observer.error(TRPCClientError.from(new QueuedWrite()));
        };
        let closed = false;
        let subscription: Unsubscribable | null = null;
        const sendNow = () => {
          subscription = next({ ...op, context: { ...op.context, idempotencyKey: write.key, ifMatch: write.ifMatch } }).subscribe({
            next: (envelope) => observer.next(envelope),
            error(error) {
              if (!isNetworkFailure(error)) return observer.error(error);
              // No answer: it may have arrived; kept with its key, a retry of it is answered once.
              outbox.keep(write).then(kept, () => observer.error(error));
            },
            complete: () => observer.complete(),
          });
        };
        // Storage out of use (no IndexedDB): the write goes as it would without an outbox.
        outbox.queueBehindOthers(write).then(
          (waiting) => {
            if (closed) return;
            if (waiting) kept();
            else sendNow();
          },
          () => {
            if (!closed) sendNow();
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
}
