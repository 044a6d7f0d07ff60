import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true the dialog cannot be dismissed (Escape, backdrop, cancel) and confirm shows progress. */
  loading?: boolean;
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot be undone. Escape closes it unless an operation is running. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, loading = false, tone = 'default', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal open={open} role="alertdialog" labelledBy={titleId} describedBy={messageId} {...(loading ? {} : { onDismiss: onCancel })}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <p id={messageId} className="modal__text">
        {message}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={loading}>
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button
          type="button"
          className={`button ${tone === 'danger' ? 'button--danger' : 'button--primary'}`}
          onClick={onConfirm}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('common.working') : (confirmLabel ?? t('common.confirm'))}
        </button>
      </div>
    </Modal>
  );
}
