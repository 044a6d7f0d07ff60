import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '../components/form-field';
import { Modal } from '../components/modal';
import { AuthLayout } from '../features/auth/auth-layout';
import { loadRules } from '../features/auth/rules-loader';
import { useSession } from '../features/auth/session-provider';
import type { LoginValues } from '../features/auth/validation';
import type { SignInProvider } from '../../domain/schemas/accounts';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { rememberEmail, rememberedEmail, TokenRefusedError } from '../lib/session';
import { useTRPC } from '../lib/trpc';

const SUPPORT_EMAIL = 'legal@prospera.app';

const providerNames: Record<SignInProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Login (/login): email, password, remember my email; the mapped server error above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const forgotTitleId = useId();
  const given = (location.state as { email?: unknown } | null)?.email;
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [forgotOpen, setForgotOpen] = useState(false);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const providers = useQuery(trpc.auth.providers.queryOptions({}));
  const available = providers.data?.providers ?? [];
  const form = useForm({
    initial: (): LoginValues => ({ email: typeof given === 'string' ? given : rememberedEmail(), password: '' }),
    check: async (values: LoginValues) => (await loadRules()).checkLogin(values),
    send: async (input) => {
      const result = await login.mutateAsync(input);
      signIn(result, input.email, result.user);
      rememberEmail(remember ? input.email : null);
      void navigate('/home', { replace: true });
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const { failure } = form;
  const failureText =
    failure === null ? null : failure instanceof TokenRefusedError ? t(`auth.session.${failure.problem}`) : errorMessage(failure, t, currentLanguage());

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.createAccount')}</Link>
        </>
      }
    >
      {failureText ? (
        <div className="form-alert" role="alert">
          {failureText}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={form.submit}>
        <EmailField label={t('auth.login.email')} placeholder={t('auth.login.emailPlaceholder')} {...form.field('email')} />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <div className="form__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            <span>{t('auth.login.remember')}</span>
          </label>
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            {t('auth.login.forgot')}
          </button>
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      {available.length > 0 ? (
        <div className="providers">
          <p className="divider">
            <span>{t('auth.login.orContinueWith')}</span>
          </p>
          {available.map((provider) => (
            <a key={provider} href={`/api/v1/auth/${provider}`} className="button button--secondary button--block">
              {t('auth.login.provider', { provider: providerNames[provider] })}
            </a>
          ))}
        </div>
      ) : null}
      <Modal open={forgotOpen} labelledBy={forgotTitleId} onDismiss={() => setForgotOpen(false)}>
        <h2 id={forgotTitleId} className="modal__title">
          {t('auth.login.forgotTitle')}
        </h2>
        <p className="modal__text">{t('auth.login.forgotText', { email: SUPPORT_EMAIL })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => setForgotOpen(false)}>
            {t('common.close')}
          </button>
        </div>
      </Modal>
    </AuthLayout>
  );
}
