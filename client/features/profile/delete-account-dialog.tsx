import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../domain/messages';
import { PasswordField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { Modal } from '../../components/modal';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorInfo, errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

type DeleteAccountDialogProps = {
  /** The token of the e-mailed link (/profile?delete-account=…), for an account without a password. */
  token: string | null;
  email: string;
  /** While false nothing is read (the account is being deleted, or is gone). */
  active: boolean;
  /** The deletion is under way (true) or was refused (false): the screen stops its reads meanwhile. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
  onClose: () => void;
};

/**
 * Confirms the deletion of the account (issue 22), naming what goes: the counts of projects, actions and cycles.
 * An account with a password confirms with it; one without confirms through a mailed link, whose token arrives
 * here when the person opens it. Mount it to open it.
 */
export function DeleteAccountDialog({ token, email, active, onDeleting, onDeleted, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const titleId = useId();
  const textId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const summary = useQuery({ ...trpc.users.deletionSummary.queryOptions({}), enabled: active });
  const deleteMe = useMutation(trpc.users.deleteMe.mutationOptions());
  const requestLink = useMutation(trpc.users.requestDeletion.mutationOptions());
  const busy = deleteMe.isPending || deleteMe.isSuccess;
  const hasPassword = summary.data?.hasPassword;

  const focusPassword = () => bodyRef.current?.querySelector<HTMLInputElement>('input[type="password"], input[autocomplete="current-password"]')?.focus();
  // The password field takes the focus once it appears (the summary arrives after the dialog opened), and again
  // after a refusal, so its error (tied to it) is read out.
  const { error: refused } = deleteMe;
  useEffect(() => {
    if (hasPassword) focusPassword();
  }, [hasPassword, refused]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !summary.data) return;
    if (summary.data.hasPassword && password === '') {
      setMissingPassword(true);
      focusPassword();
      return;
    }
    setMissingPassword(false);
    onDeleting(true);
    deleteMe.mutate(summary.data.hasPassword ? { password } : { confirmationToken: token ?? '' }, {
      onSuccess: onDeleted,
      onError: () => onDeleting(false),
    });
  };

  const refusal = deleteMe.error ? errorMessage(deleteMe.error, t, language) : null;
  const deadLink = errorInfo(deleteMe.error).code === 'ACCOUNT_DELETION_LINK_INVALID';

  const body = () => {
    if (summary.isPending) return <PanelLoading text={t('profile.delete.loading')} />;
    if (summary.isError) {
      return (
        <LoadFailure
          title={t('profile.delete.loadFailed')}
          detail={errorMessage(summary.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void summary.refetch()}
          busy={summary.isFetching}
        />
      );
    }
    const { projects, actions, cycles } = summary.data;
    return (
      <>
        <div id={textId}>
          <p className="modal__text">{t('profile.delete.loses')}</p>
          <ul className="delete-account__losses">
            <li>{t('profile.delete.projects', { count: projects })}</li>
            <li>{t('profile.delete.actions', { count: actions })}</li>
            <li>{t('profile.delete.cycles', { count: cycles })}</li>
          </ul>
          <p className="modal__text">{t('profile.delete.irreversible')}</p>
        </div>
        {summary.data.hasPassword ? (
          <PasswordField
            label={t('profile.delete.password')}
            hint={t('profile.delete.passwordHint')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missingPassword ? translate('ACCOUNT_DELETION_PASSWORD_REQUIRED', language) : (refusal ?? undefined)}
            disabled={busy}
          />
        ) : token ? (
          <p className="modal__text">{t('profile.delete.fromLink')}</p>
        ) : (
          <p className="modal__text">{t('profile.delete.noPassword')}</p>
        )}
        {!summary.data.hasPassword && refusal ? (
          <div className="form-alert" role="alert">
            <p>{refusal}</p>
          </div>
        ) : null}
        {requestLink.isError ? (
          <div className="form-alert" role="alert">
            <p>{errorMessage(requestLink.error, t, language)}</p>
          </div>
        ) : null}
        {requestLink.isSuccess ? (
          <p className="notice notice--success" role="status">
            {t('profile.delete.checkEmail', { email })}
          </p>
        ) : null}
      </>
    );
  };

  // Without a password and without a (usable) link, the way on is to ask for one.
  const asksForLink = summary.data !== undefined && !summary.data.hasPassword && (!token || deadLink);

  return (
    <Modal open role="alertdialog" labelledBy={titleId} describedBy={summary.data ? textId : undefined} {...(busy ? {} : { onDismiss: onClose })}>
      <form className="delete-account" noValidate onSubmit={confirm}>
        <h2 id={titleId} className="modal__title">
          {t('profile.delete.dialogTitle')}
        </h2>
        <div ref={bodyRef} className="delete-account__body">
          {body()}
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          {asksForLink ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => requestLink.mutate({})}
              disabled={requestLink.isPending}
              aria-busy={requestLink.isPending}
            >
              {requestLink.isPending ? t('profile.delete.sending') : t('profile.delete.sendLink')}
            </button>
          ) : summary.data ? (
            <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
              {busy ? t('profile.delete.deleting') : t('profile.delete.confirm')}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
