import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, DocumentIcon } from '../../components/icons';
import { currentLanguage } from '../../i18n';
import { LegalDocumentModal } from './legal-document-modal';
import type { LegalDocumentType } from './pdf-cache';
import './documents.css';

export type ReadState = Record<LegalDocumentType, boolean>;

type TermsAcceptanceProps = {
  read: ReadState;
  onRead: (type: LegalDocumentType) => void;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string | undefined;
};

/** The two documents to read to the end, then the acceptance checkbox (enabled only after both). */
export function TermsAcceptance({ read, onRead, accepted, onAcceptedChange, error }: TermsAcceptanceProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const [opened, setOpened] = useState<LegalDocumentType | null>(null);
  const bothRead = read.terms && read.privacy;
  const documents: { type: LegalDocumentType; label: string }[] = [
    { type: 'terms', label: t('documents.termsTitle') },
    { type: 'privacy', label: t('documents.privacyTitle') },
  ];
  return (
    <fieldset className={`terms${error ? ' terms--invalid' : ''}`}>
      <legend className="visually-hidden">{t('documents.acceptance.accept')}</legend>
      <div className="terms__documents">
        {documents.map(({ type, label }) => (
          <button key={type} type="button" className={`document-button${read[type] ? ' document-button--read' : ''}`} onClick={() => setOpened(type)}>
            <DocumentIcon />
            <span className="document-button__label">{label}</span>
            <span className="document-button__state">
              {read[type] ? <CheckIcon /> : null}
              {read[type] ? t('documents.acceptance.read') : t('documents.acceptance.unread')}
            </span>
          </button>
        ))}
      </div>
      {bothRead ? null : (
        <p id={hintId} className="field__hint">
          {t('documents.acceptance.readBoth')}
        </p>
      )}
      <label className={`checkbox${bothRead ? '' : ' checkbox--disabled'}`}>
        <input
          type="checkbox"
          name="acceptTermsAndPolicies"
          checked={accepted}
          disabled={!bothRead}
          aria-invalid={error ? true : undefined}
          aria-describedby={[bothRead ? '' : hintId, error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onAcceptedChange(event.target.checked)}
        />
        <span>{t('documents.acceptance.accept')}</span>
      </label>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {opened ? (
        <LegalDocumentModal
          key={`${opened}-${currentLanguage()}`}
          type={opened}
          onRead={() => {
            onRead(opened);
            setOpened(null);
          }}
          onDismiss={() => setOpened(null)}
        />
      ) : null}
    </fieldset>
  );
}
