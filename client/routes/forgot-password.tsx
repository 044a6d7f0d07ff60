import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmailField } from '../components/form-field';
import { AuthLayout } from '../features/auth/auth-layout';
import { loadRules } from '../features/auth/rules-loader';
import { errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { useTRPC } from '../lib/trpc';

/**
 * Forgot password (/forgot-password): the e-mail, then a confirmation that never says whether an account has it
 * (the server answers every address alike).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const location = useLocation();
  const given = (location.state as { email?: unknown } | null)?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm({
    initial: { email: typeof given === 'string' ? given : '' },
    check: async (values: { email: string }) => (await loadRules()).checkForgotPassword(values),
    send: async (input) => {
      await forgot.mutateAsync(input);
      setSentTo(input.email);
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={sentTo === null ? t('auth.forgot.subtitle') : t('auth.forgot.sentSubtitle')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      {sentTo === null ? (
        <>
          {form.failure ? (
            <div className="form-alert" role="alert">
              {errorMessage(form.failure, t)}
            </div>
          ) : null}
          <form className="form" noValidate onSubmit={form.submit}>
            <EmailField label={t('auth.login.email')} placeholder={t('auth.login.emailPlaceholder')} {...form.field('email')} />
            <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
              {form.submitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </button>
          </form>
        </>
      ) : (
        <div className="form">
          <p role="status">{t('auth.forgot.sent', { email: sentTo })}</p>
          <button type="button" className="button button--secondary button--block" onClick={() => setSentTo(null)}>
            {t('auth.forgot.again')}
          </button>
        </div>
      )}
    </AuthLayout>
  );
}
