import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../i18n';
import { loadLegalPdf, type LegalDocumentType } from './pdf-cache';
import { renderPdf } from './pdf-renderer';
import './legal.css';

/** How close to the end (px) the reader must scroll before the document counts as read. */
export const READ_THRESHOLD_PX = 50;

type Status = 'loading' | 'ready' | 'error';

type LegalDocumentModalProps = {
  type: LegalDocumentType;
  /** The close button, enabled once the end is reached: the document is read. */
  onRead: () => void;
  /** Escape, the backdrop or the corner button: closed without confirming. */
  onDismiss: () => void;
};

export function reachedEnd(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= READ_THRESHOLD_PX;
}

/**
 * The terms or the privacy policy rendered with pdf.js in a scrollable pane. Mount it to open it (keyed by
 * type and language, so each opening starts from a fresh state).
 */
export function LegalDocumentModal({ type, onRead, onDismiss }: LegalDocumentModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const paneRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [atEnd, setAtEnd] = useState(false);
  const language = currentLanguage();

  const check = useCallback(() => {
    if (paneRef.current && reachedEnd(paneRef.current)) setAtEnd(true);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    loadLegalPdf(type, language)
      .then((bytes) => {
        if (controller.signal.aborted || !pagesRef.current) return;
        return renderPdf(bytes, pagesRef.current, (number, total) => t('auth.legal.pageLabel', { number, total }), controller.signal).then(() => {
          if (controller.signal.aborted) return;
          setStatus('ready');
          // A document shorter than the pane is read as soon as it is shown.
          requestAnimationFrame(check);
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`The ${type} document could not be shown`, error);
        setStatus('error');
      });
    return () => controller.abort();
  }, [type, language, t, check]);

  const title = type === 'terms' ? t('auth.legal.termsTitle') : t('auth.legal.privacyTitle');
  return (
    <Modal open labelledBy={titleId} describedBy={hintId} size="large" onDismiss={onDismiss} className="legal-modal">
      <div className="legal-modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('auth.legal.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={paneRef} className="legal-modal__pane" onScroll={check} tabIndex={0} aria-busy={status === 'loading'} data-testid="legal-pane">
        {status === 'loading' ? (
          <p className="legal-modal__status" role="status">
            <span className="spinner" aria-hidden="true" /> {t('auth.legal.loading')}
          </p>
        ) : null}
        {status === 'error' ? (
          <p className="legal-modal__status legal-modal__status--error" role="alert">
            {type === 'terms' ? t('auth.legal.termsLoadError') : t('auth.legal.privacyLoadError')}
          </p>
        ) : null}
        <div ref={pagesRef} className="legal-modal__pages" hidden={status === 'error'} />
      </div>
      <div className="legal-modal__foot">
        {status === 'error' ? (
          <button type="button" className="button button--secondary button--block" onClick={onDismiss}>
            {t('common.close')}
          </button>
        ) : (
          <>
            <p id={hintId} className="legal-modal__hint">
              {atEnd ? '' : t('auth.legal.scrollHint')}
            </p>
            <button type="button" className="button button--primary button--block" disabled={!atEnd || status !== 'ready'} onClick={onRead}>
              {t('auth.legal.done')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
