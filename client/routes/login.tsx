import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField, TextField } from '../components/form-field';
import { Modal } from '../components/modal';
import { AuthLayout } from '../features/auth/auth-layout';
import { loadRules, type Rules } from '../features/auth/rules-loader';
import { useSession } from '../features/auth/session-provider';
import type { FieldProblems, LoginField, LoginValues } from '../features/auth/validation';
import type { SignInProvider } from '../../domain/schemas/accounts';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { rememberEmail, rememberedEmail, TokenRefusedError } from '../lib/session';
import { useTRPC } from '../lib/trpc';

export const SUPPORT_EMAIL = 'legal@prospera.app';

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
  const [values, setValues] = useState<LoginValues>(() => ({ email: typeof given === 'string' ? given : rememberedEmail(), password: '' }));
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [problems, setProblems] = useState<FieldProblems<LoginField>>({});
  const [rules, setRules] = useState<Rules | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const providers = useQuery(trpc.auth.providers.queryOptions({}));
  const available = providers.data?.providers ?? [];

  const edit = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const loaded = await loadRules();
    setRules(loaded);
    const found = loaded.validateLogin(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      signIn(result, values.email.trim(), result.user);
      rememberEmail(remember ? values.email.trim() : null);
      void navigate('/home', { replace: true });
    } catch (error) {
      setFailure(error);
    }
  };

  const failureText =
    failure === null ? null : failure instanceof TokenRefusedError ? t(`auth.session.${failure.problem}`) : errorMessage(failure, t, currentLanguage());
  const fieldError = (field: LoginField) => {
    const problem = problems[field];
    return problem && rules ? rules.problemText(problem, t, currentLanguage()) : undefined;
  };

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
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.login.emailPlaceholder')}
          value={values.email}
          onChange={(event) => edit('email', event.target.value)}
          error={fieldError('email')}
          required
        />
        <PasswordField
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
          error={fieldError('password')}
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
        <button type="submit" className="button button--primary button--block button--large" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
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
