import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/accounts';
import type { SignInIdentity } from '../../domain/schemas/oauth';
import type { ResetPasswordResult } from '../../domain/schemas/password-reset';
import { PasswordField } from '../components/form-field';
import { useToast } from '../components/toast';
import { AuthLayout } from '../features/auth/auth-layout';
import { loadRules } from '../features/auth/rules-loader';
import type { NewPasswordValues } from '../features/auth/validation';
import { errorInfo, errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { useTRPC } from '../lib/trpc';

/** The refusals that mean the link itself is spent: the way out is a new link, not another password. */
const DEAD_LINK_CODES = new Set(['RESET_TOKEN_INVALID', 'RESET_TOKEN_USED', 'RESET_TOKEN_EXPIRED']);

const identityText = (identity: SignInIdentity) => (identity.email ? `${identity.providerName} (${identity.email})` : identity.providerName);

/**
 * After a reset of an account with provider identities: which ones still open it, and which the reset removed
 * because they never proved the e-mail, so the owner sees every way into the account before signing in.
 */
function SignInMethodsAfterReset({ result }: { result: ResetPasswordResult }) {
  const { t } = useTranslation();
  const { identities } = result.signInMethods;
  return (
    <div className="form">
      <p role="status">{t('auth.reset.success')}</p>
      <h2 className="section-title">{t('auth.reset.methodsTitle')}</h2>
      <ul>
        <li>{t('auth.reset.methodPassword')}</li>
        {identities.map((identity) => (
          <li key={identity.id}>{identityText(identity)}</li>
        ))}
      </ul>
      {result.removedIdentities.length > 0 ? (
        <>
          <p>{t('auth.reset.removedIntro')}</p>
          <ul>
            {result.removedIdentities.map((identity) => (
              <li key={identity.id}>{identityText(identity)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {identities.length > 0 ? <p>{t('auth.reset.methodsHint')}</p> : null}
      <Link to="/login" replace className="button button--primary button--block">
        {t('auth.reset.toLogin')}
      </Link>
    </div>
  );
}

/**
 * Reset password (/reset-password?token=…), opened from the mail: a new password with the registration's rules;
 * success goes to /login, or first lists the account's sign-in methods when provider identities were linked or
 * removed. An unknown, used or expired link says which and offers a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [done, setDone] = useState<ResetPasswordResult | null>(null);
  const form = useForm({
    initial: (): NewPasswordValues => ({ password: '', confirmPassword: '' }),
    check: async (values: NewPasswordValues) => (await loadRules()).checkNewPassword(values),
    send: async (input) => {
      const result = await reset.mutateAsync({ token, password: input.password });
      if (result.signInMethods.identities.length > 0 || result.removedIdentities.length > 0) {
        setDone(result);
        return;
      }
      toast.success(t('auth.reset.success'));
      void navigate('/login', { replace: true });
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const deadLink = token === '' || (form.failure !== null && DEAD_LINK_CODES.has(errorInfo(form.failure).code ?? ''));

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.doneTitle')} subtitle="" footer={null}>
        <SignInMethodsAfterReset result={done} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      {form.failure || token === '' ? (
        <div className="form-alert" role="alert">
          {form.failure ? errorMessage(form.failure, t) : t('auth.reset.noToken')}
        </div>
      ) : null}
      {deadLink ? (
        <div className="form">
          <Link to="/forgot-password" className="button button--primary button--block">
            {t('auth.reset.askAgain')}
          </Link>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={form.submit}>
          <PasswordField
            label={t('auth.reset.password')}
            autoComplete="new-password"
            hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            {...form.field('password')}
            required
          />
          <PasswordField label={t('auth.register.confirmPassword')} autoComplete="new-password" {...form.field('confirmPassword')} required />
          <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
