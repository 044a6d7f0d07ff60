import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInIdentity } from '../../../domain/schemas/oauth';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatInstantDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

/**
 * "Sign-in methods" (issue 35): the ways into the account, the password and each linked provider identity, so the
 * owner sees an identity they did not link; one can be removed while another remains (the server refuses the last).
 * `active` false stops its read.
 */
export function SignInMethodsCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const titleId = useId();
  const methods = useQuery({ ...trpc.account.signInMethods.queryOptions({}), enabled: active });
  const remove = useMutation(trpc.account.removeSignInMethod.mutationOptions());
  const [removing, setRemoving] = useState<SignInIdentity | null>(null);

  const confirmRemove = async (identity: SignInIdentity) => {
    try {
      const left = await remove.mutateAsync({ id: identity.id });
      queryClient.setQueryData(trpc.account.signInMethods.queryKey({}), left);
      toast.success(t('account.signInMethods.removed', { provider: identity.providerName }));
    } catch (error) {
      toast.error(t('account.signInMethods.removeFailed', { reason: errorMessage(error, t, language) }));
      void queryClient.invalidateQueries({ queryKey: trpc.account.signInMethods.queryKey({}) });
    } finally {
      setRemoving(null);
    }
  };

  const body = () => {
    if (methods.isPending) return <PanelLoading text={t('account.signInMethods.loading')} />;
    if (methods.isError) {
      return (
        <LoadFailure
          title={t('account.signInMethods.loadFailed')}
          detail={errorMessage(methods.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void methods.refetch()}
          busy={methods.isFetching}
        />
      );
    }
    const { password, identities } = methods.data;
    const count = identities.length + (password ? 1 : 0);
    return (
      <>
        <ul className="sign-in-methods">
          <li className="sign-in-methods__item">
            <span className="sign-in-methods__name">{t('account.signInMethods.password')}</span>
            <span className="sign-in-methods__detail">{password ? t('account.signInMethods.passwordSet') : t('account.signInMethods.passwordNone')}</span>
          </li>
          {identities.map((identity) => (
            <li key={identity.id} className="sign-in-methods__item">
              <span className="sign-in-methods__name">{identity.providerName}</span>
              <span className="sign-in-methods__detail">
                {t('account.signInMethods.linked', { email: identity.email ?? t('common.notProvided'), date: formatInstantDate(identity.linkedAt, language) })}
              </span>
              {identity.verified ? null : <span className="sign-in-methods__warning">{t('account.signInMethods.unverified')}</span>}
              {count > 1 ? (
                <button
                  type="button"
                  className="button button--danger-outline button--small"
                  onClick={() => setRemoving(identity)}
                  disabled={remove.isPending}
                  aria-label={t('account.signInMethods.removeLabel', { provider: identity.providerName, email: identity.email ?? '' })}
                >
                  {t('account.signInMethods.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {identities.length === 0 ? <p className="account-data__text">{t('account.signInMethods.noIdentities')}</p> : null}
        {count === 1 && identities.length === 1 ? <p className="account-data__text">{t('account.signInMethods.onlyOne')}</p> : null}
      </>
    );
  };

  return (
    <section className="card account-data" aria-labelledby={titleId} aria-busy={remove.isPending}>
      <h2 id={titleId} className="section-title">
        {t('account.signInMethods.title')}
      </h2>
      <p className="account-data__text">{t('account.signInMethods.text')}</p>
      {body()}
      <ConfirmDialog
        open={removing !== null}
        title={t('account.signInMethods.confirmTitle', { provider: removing?.providerName ?? '' })}
        message={t('account.signInMethods.confirmMessage', { provider: removing?.providerName ?? '' })}
        confirmLabel={t('account.signInMethods.remove')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
