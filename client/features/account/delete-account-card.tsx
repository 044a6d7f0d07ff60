import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The query parameter of the link the deletion e-mail carries: /profile?delete-account=<token>. */
export const DELETE_ACCOUNT_PARAM = 'delete-account';

type DeleteAccountCardProps = {
  email: string;
  active: boolean;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
};

/** "Delete my account": the way to the confirmation, which the e-mailed link opens directly. */
export function DeleteAccountCard({ email, active, onDeleting, onDeleted }: DeleteAccountCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const token = search.get(DELETE_ACCOUNT_PARAM);
  const [open, setOpen] = useState(() => token !== null);

  const close = () => {
    setOpen(false);
    // A dismissed link is spent for this screen: the address no longer reopens the dialog on a reload.
    if (token !== null) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(DELETE_ACCOUNT_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <section className="card delete-account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('account.delete.title')}
      </h2>
      <p className="delete-account-card__text">{t('account.delete.text')}</p>
      <button type="button" className="button button--danger-outline button--block" onClick={() => setOpen(true)} disabled={!active}>
        {t('account.delete.open')}
      </button>
      {open ? <DeleteAccountDialog token={token} email={email} active={active} onDeleting={onDeleting} onDeleted={onDeleted} onClose={close} /> : null}
    </section>
  );
}
