import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/accounts';
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

/**
 * Reset password (/reset-password?token=…), opened from the mail: a new password with the registration's rules;
 * success goes to /login. An unknown, used or expired link says which and offers a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm({
    initial: (): NewPasswordValues => ({ password: '', confirmPassword: '' }),
    check: async (values: NewPasswordValues) => (await loadRules()).checkNewPassword(values),
    send: async (input) => {
      await reset.mutateAsync({ token, password: input.password });
      toast.success(t('auth.reset.success'));
      void navigate('/login', { replace: true });
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const deadLink = token === '' || (form.failure !== null && DEAD_LINK_CODES.has(errorInfo(form.failure).code ?? ''));

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
