import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../i18n';
import { legalPdfUrl, loadLegalPdf, type LegalDocumentType } from './pdf-cache';
import { LegalText } from './legal-text';
import { loadLegalText, type LoadedLegalText } from './legal-texts';
import './documents.css';

/** How close to the end (px) the reader must scroll before the document counts as read. */
const READ_THRESHOLD_PX = 50;

type Status = 'loading' | 'ready' | 'error';
type Loaded = { status: 'loading' } | { status: 'ready'; text: LoadedLegalText } | { status: 'error' };

type LegalDocumentModalProps = {
  type: LegalDocumentType;
  /** The close button, enabled once the end is reached: the document is read. */
  onRead: () => void;
  /** Escape, the backdrop or the corner button: closed without confirming. */
  onDismiss: () => void;
};

/**
 * The PDF through the 24 h cache of SPEC section 7, saved from memory; the link's own address when that fails.
 */
function downloadPdf(event: MouseEvent<HTMLAnchorElement>, type: LegalDocumentType, language: string): void {
  event.preventDefault();
  const { href } = event.currentTarget;
  loadLegalPdf(type, language)
    .then((bytes) => {
      const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `prospera-${type}-${language}.pdf` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    })
    .catch(() => window.location.assign(href));
}

function reachedEnd(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= READ_THRESHOLD_PX;
}

/**
 * The terms or the privacy policy as HTML in a scrollable pane (its texts loaded on opening), with the PDF as a
 * download. Mount it to open it (keyed by type and language, so each opening starts from a fresh state).
 */
export function LegalDocumentModal({ type, onRead, onDismiss }: LegalDocumentModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const paneRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const status: Status = loaded.status;
  const [atEnd, setAtEnd] = useState(false);
  const language = currentLanguage();

  const check = useCallback(() => {
    if (paneRef.current && reachedEnd(paneRef.current)) setAtEnd(true);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadLegalText(type, language)
      .then((text) => {
        if (!cancelled) setLoaded({ status: 'ready', text });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(`The ${type} document could not be shown`, error);
        setLoaded({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [type, language]);

  // A document shorter than the pane is read as soon as it is shown.
  useEffect(() => {
    if (status !== 'ready') return;
    const frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [status, check]);

  const title = type === 'terms' ? t('documents.termsTitle') : t('documents.privacyTitle');
  return (
    <Modal open labelledBy={titleId} describedBy={hintId} size="large" onDismiss={onDismiss} className="legal-modal">
      <div className="legal-modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('documents.document.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={paneRef} className="legal-modal__pane" onScroll={check} tabIndex={0} aria-busy={status === 'loading'} data-testid="legal-pane">
        {status === 'loading' ? (
          <p className="legal-modal__status" role="status">
            <span className="spinner" aria-hidden="true" /> {t('documents.document.loading')}
          </p>
        ) : null}
        {status === 'error' ? (
          <p className="legal-modal__status legal-modal__status--error" role="alert">
            {type === 'terms' ? t('documents.document.termsLoadError') : t('documents.document.privacyLoadError')}
          </p>
        ) : null}
        {loaded.status === 'ready' ? <LegalText document={loaded.text.document} updated={loaded.text.updated} showTitle={false} /> : null}
      </div>
      <div className="legal-modal__foot">
        <a className="legal-modal__download" href={legalPdfUrl(type, language)} download onClick={(event) => downloadPdf(event, type, language)}>
          {t('documents.document.download')}
        </a>
        {status === 'error' ? (
          <button type="button" className="button button--secondary button--block" onClick={onDismiss}>
            {t('common.close')}
          </button>
        ) : (
          <>
            <p id={hintId} className="legal-modal__hint">
              {atEnd ? '' : t('documents.document.scrollHint')}
            </p>
            <button type="button" className="button button--primary button--block" disabled={!atEnd || status !== 'ready'} onClick={onRead}>
              {t('documents.document.done')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
