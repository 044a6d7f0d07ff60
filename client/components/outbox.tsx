// The offline outbox on screen (docs/decisions/2026-12-02-offline-writes.md): the count of writes waiting to be
// sent (inside the offline notice's status region, so it is announced), the "Pendiente" mark of an item a waiting
// write changes, and the card of each write the server refused, with the person's three choices.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';
import { currentLanguage } from '../i18n';
// Its texts are the signed-in screens' (i18n/es/outbox.ts), added with them.
import '../i18n/features';
import { errorMessage } from '../lib/errors';
import type { Write } from '../lib/outbox';
import { useOutboxWrites } from '../lib/outbox-app';
import { outbox, resolveRefusal } from '../lib/trpc';
import './tags.css';
import './outbox.css';

const WHAT: Record<string, 'complete' | 'addAction' | 'editAction' | 'addContext' | 'addReview' | 'editReview'> = {
  'actions.complete': 'complete',
  'actions.add': 'addAction',
  'actions.update': 'editAction',
  'account.addContext': 'addContext',
  'weekly.addReview': 'addReview',
  'weekly.updateReview': 'editReview',
};

/** A cost given to a completed action is a change to it, though it goes by the complete call. */
const givesCost = (write: Write) => typeof write.input === 'object' && write.input !== null && 'actualCost' in write.input;

/** What a write does, in the person's language ('Completar «Devolver dos libros»'). */
function useWhat(): (write: Write) => string {
  const { t } = useTranslation();
  return (write) => t(`outbox.what.${givesCost(write) ? 'editAction' : (WHAT[write.path] ?? 'editAction')}`, { label: write.label ?? t('outbox.untitled') });
}

/** The writes waiting to be sent, for the offline notice: their count and what each does. */
export function OutboxWaiting() {
  const { t } = useTranslation();
  const what = useWhat();
  const waiting = useOutboxWrites(outbox).filter((write) => !write.refusal);
  if (waiting.length === 0) return null;
  return (
    <details className="outbox-waiting" data-testid="outbox-waiting">
      <summary>{t('outbox.waiting', { count: waiting.length })}</summary>
      <ul className="outbox-waiting__list">
        {waiting.map((write) => (
          <li key={write.id}>{what(write)}</li>
        ))}
      </ul>
    </details>
  );
}

/** Whether a waiting or refused write changes this item, or is the item (a creation listed under the write's id). */
export function usePending(id: string): boolean {
  return useOutboxWrites(outbox).some((write) => write.target === id || write.id === id);
}

/** Whether the item is a creation the server does not have yet: nothing else can be done to it until it does. */
export function useUnsentCreation(id: string): boolean {
  return useOutboxWrites(outbox).some((write) => write.id === id);
}

/** "Pendiente": the item shows a change not yet on the server. */
export function PendingMark({ id }: { id: string }) {
  const { t } = useTranslation();
  return usePending(id) ? (
    <span className="tag pending-mark" data-testid="pending-mark">
      {t('outbox.pending')}
    </span>
  ) : null;
}

function RefusalCard({ write }: { write: Write }) {
  const { t } = useTranslation();
  const toast = useToast();
  const what = useWhat();
  const [busy, setBusy] = useState(false);
  const refusal = write.refusal;
  if (!refusal) return null;
  const choose = (choice: 'keepMine' | 'takeServer' | 'discard') => {
    setBusy(true);
    resolveRefusal(write, choice).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        toast.error(t('outbox.resolveFailed', { reason: errorMessage(error, t, currentLanguage()) }));
      },
    );
  };
  const reason = refusal.status === 412 ? t('outbox.changedElsewhere') : t('outbox.refusedReason', { reason: refusal.message });
  return (
    <li className="card outbox-refusal" data-testid="outbox-refusal">
      <p className="outbox-refusal__title">{t('outbox.refusedTitle', { what: what(write) })}</p>
      <p className="outbox-refusal__reason">{reason}</p>
      <div className="outbox-refusal__actions">
        <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => choose('keepMine')}>
          {t('outbox.keepMine')}
        </button>
        {write.target !== null ? (
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => choose('takeServer')}>
            {t('outbox.takeServer')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => choose('discard')}>
          {t('outbox.discard')}
        </button>
      </div>
    </li>
  );
}

/**
 * The writes the server refused, one card each, above the screen: nothing waits unseen. The list is an alert, put in
 * the page when the first card comes, so screen readers announce it at once.
 */
export function OutboxRefusals() {
  const refused = useOutboxWrites(outbox).filter((write) => write.refusal);
  if (refused.length === 0) return null;
  return (
    <div role="alert" data-testid="outbox-refusals">
      <ul className="outbox-refusals">
        {refused.map((write) => (
          <RefusalCard key={write.id} write={write} />
        ))}
      </ul>
    </div>
  );
}
