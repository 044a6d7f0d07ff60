import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField, PasswordField } from '../components/form-field';
import { AuthLayout } from '../features/auth/auth-layout';
import { loadRules } from '../features/auth/rules-loader';
import { useSession } from '../features/auth/session-provider';
import type { LoginValues } from '../features/auth/validation';
import { isMessageCode, translate } from '../../domain/messages';
import { ProviderButtons } from '../features/auth/provider-buttons';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { rememberEmail, rememberedEmail, TokenRefusedError } from '../lib/session';
import { useTRPC } from '../lib/trpc';
import { returnPath } from '../lib/return-path';

/** A provider sign-in that failed comes back to /login with its error code (server/operations/oauth.ts). */
function oauthErrorText(search: string): string | null {
  const code = new URLSearchParams(search).get('oauthError');
  return code && isMessageCode(code) ? translate(code, currentLanguage()) : null;
}

/** Login (/login): email, password, remember my email; the mapped server error above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const given = (location.state as { email?: unknown } | null)?.email;
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm({
    initial: (): LoginValues => ({ email: typeof given === 'string' ? given : rememberedEmail(), password: '' }),
    check: async (values: LoginValues) => (await loadRules()).checkLogin(values),
    send: async (input) => {
      const result = await login.mutateAsync(input);
      signIn(result, input.email, result.user);
      rememberEmail(remember ? input.email : null);
      void navigate(returnPath('/home'), { replace: true });
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const { failure } = form;
  const failureText =
    failure === null
      ? oauthErrorText(location.search)
      : failure instanceof TokenRefusedError
        ? t(`auth.session.${failure.problem}`)
        : errorMessage(failure, t, currentLanguage());

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
          <Link to="/forgot-password" state={{ email: form.values.email }} className="link-button">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <ProviderButtons />
    </AuthLayout>
  );
}
