import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { Modal } from '../../components/modal';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorInfo, errorMessage } from '../../lib/errors';
import { formatInstantDate } from '../../lib/format';
import { useForm } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';

type DeletionSummary = {
  projects: number;
  actions: number;
  cycles: number;
  hasPassword: boolean;
  paidPlan: { name: string; renewalDate: string; daysRemaining: number } | null;
};

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
type DeletionDetailsProps = {
  summary: DeletionSummary;
  /** The id of the text that names what goes: the dialog's description. */
  textId: string;
  token: string | null;
  email: string;
  password: { value: string; onChange: (value: string) => void; error: string | undefined; disabled: boolean };
  /** The server's refusal of the deletion, in words. */
  refusal: string | null;
  /** The request for a mailed link: its refusal, or that it was sent. */
  linkRequest: { error: string | null; sent: boolean };
};

/** What goes (the counts), and how the person confirms: the password, the opened link, or asking for a link. */
function DeletionDetails({ summary, textId, token, email, password, refusal, linkRequest }: DeletionDetailsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div id={textId}>
        <p className="modal__text">{t('account.delete.loses')}</p>
        <ul className="delete-account__losses">
          <li>{t('account.delete.projects', { count: summary.projects })}</li>
          <li>{t('account.delete.actions', { count: summary.actions })}</li>
          <li>{t('account.delete.cycles', { count: summary.cycles })}</li>
        </ul>
        {summary.paidPlan ? (
          <p className="modal__text delete-account__plan">
            {t('account.delete.paidPlan', {
              count: summary.paidPlan.daysRemaining,
              plan: t(`subscriptions.names.${summary.paidPlan.name}`, { defaultValue: summary.paidPlan.name }),
              date: formatInstantDate(summary.paidPlan.renewalDate),
            })}
          </p>
        ) : null}
        <p className="modal__text">{t('account.delete.irreversible')}</p>
      </div>
      {summary.hasPassword ? (
        <PasswordField
          label={t('account.delete.password')}
          hint={t('account.delete.passwordHint')}
          autoComplete="current-password"
          value={password.value}
          onChange={(event) => password.onChange(event.target.value)}
          error={password.error}
          disabled={password.disabled}
        />
      ) : token ? (
        <p className="modal__text">{t('account.delete.fromLink')}</p>
      ) : (
        <p className="modal__text">{t('account.delete.noPassword')}</p>
      )}
      {!summary.hasPassword && refusal ? (
        <div className="form-alert" role="alert">
          <p>{refusal}</p>
        </div>
      ) : null}
      {linkRequest.error ? (
        <div className="form-alert" role="alert">
          <p>{linkRequest.error}</p>
        </div>
      ) : null}
      {linkRequest.sent ? (
        <p className="notice notice--success" role="status">
          {t('account.delete.checkEmail', { email })}
        </p>
      ) : null}
    </>
  );
}

export function DeleteAccountDialog({ token, email, active, onDeleting, onDeleted, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const titleId = useId();
  const textId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const summary = useQuery({ ...trpc.account.deletionSummary.queryOptions({}), enabled: active });
  const deleteMe = useMutation(trpc.account.deleteMe.mutationOptions());
  const requestLink = useMutation(trpc.account.requestDeletion.mutationOptions());
  const busy = deleteMe.isPending || deleteMe.isSuccess;
  const hasPassword = summary.data?.hasPassword;

  const form = useForm({
    initial: { password: '' },
    check: ({ password }) => {
      if (busy || !summary.data) return { ok: false, problems: {} };
      if (summary.data.hasPassword && password === '') return { ok: false, problems: { password: { code: 'ACCOUNT_DELETION_PASSWORD_REQUIRED' } } };
      return { ok: true, input: summary.data.hasPassword ? { password } : { confirmationToken: token ?? '' } };
    },
    send: async (input) => {
      onDeleting(true);
      try {
        await deleteMe.mutateAsync(input);
      } catch (error) {
        onDeleting(false);
        throw error;
      }
      onDeleted();
    },
  });

  // The password field takes the focus once it appears (the summary arrives after the dialog opened), and again
  // after a refusal, so its error (tied to it) is read out.
  const refused = form.failure;
  useEffect(() => {
    if (hasPassword) bodyRef.current?.querySelector<HTMLInputElement>('input[type="password"], input[autocomplete="current-password"]')?.focus();
  }, [hasPassword, refused]);

  const refusal = refused ? errorMessage(refused, t, language) : null;
  const deadLink = errorInfo(refused).code === 'ACCOUNT_DELETION_LINK_INVALID';

  const body = () => {
    if (summary.isPending) return <PanelLoading text={t('account.delete.loading')} />;
    if (summary.isError) {
      return (
        <LoadFailure
          title={t('account.delete.loadFailed')}
          detail={errorMessage(summary.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void summary.refetch()}
          busy={summary.isFetching}
        />
      );
    }
    return (
      <DeletionDetails
        summary={summary.data}
        textId={textId}
        token={token}
        email={email}
        password={{ value: form.values.password, onChange: (password) => form.set({ password }), error: form.error('password') ?? refusal ?? undefined, disabled: busy }}
        refusal={refusal}
        linkRequest={{ error: requestLink.isError ? errorMessage(requestLink.error, t, language) : null, sent: requestLink.isSuccess }}
      />
    );
  };

  // Without a password and without a (usable) link, the way on is to ask for one.
  const asksForLink = summary.data !== undefined && !summary.data.hasPassword && (!token || deadLink);

  return (
    <Modal open role="alertdialog" labelledBy={titleId} describedBy={summary.data ? textId : undefined} {...(busy ? {} : { onDismiss: onClose })}>
      <form className="delete-account" noValidate onSubmit={form.submit}>
        <h2 id={titleId} className="modal__title">
          {t('account.delete.dialogTitle')}
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
              {requestLink.isPending ? t('account.delete.sending') : t('account.delete.sendLink')}
            </button>
          ) : summary.data ? (
            <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
              {busy ? t('account.delete.deleting') : t('account.delete.confirm')}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
