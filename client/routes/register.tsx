import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/accounts';
import { EmailField, PasswordField } from '../components/form-field';
import { emptyPersonalDetails, PersonalDetailsFields } from '../components/personal-details-fields';
import { useToast } from '../components/toast';
import { AuthLayout } from '../features/auth/auth-layout';
import { ProviderButtons } from '../features/auth/provider-buttons';
import { TermsAcceptance, type ReadState } from '../features/documents/terms-acceptance';
import { checkRegistration, type RegisterValues } from '../features/auth/validation';
import { errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { useTRPC } from '../lib/trpc';

const initialValues = (): RegisterValues => ({
  ...emptyPersonalDetails(),
  email: '',
  password: '',
  confirmPassword: '',
  acceptTermsAndPolicies: false,
});

/** Register (/register): every field of SPEC section 5 checked with the shared rules; success goes to /login. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const [read, setRead] = useState<ReadState>({ terms: false, privacy: false });
  const register = useMutation(trpc.account.register.mutationOptions());
  const form = useForm({
    initial: initialValues,
    check: (values) => checkRegistration({ ...values, acceptTermsAndPolicies: values.acceptTermsAndPolicies && read.terms && read.privacy }),
    send: async (input) => {
      const created = await register.mutateAsync(input);
      if (!created.id || !created.email) throw new Error(t('auth.register.noUserInfo'));
      if (!created.profile.firstName) throw new Error(t('auth.register.profileFailed'));
      toast.success(t('auth.register.success'));
      void navigate('/login', { replace: true, state: { email: created.email } });
    },
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const { values } = form;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signIn')}</Link>
        </>
      }
    >
      {form.failure ? (
        <div className="form-alert" role="alert">
          {errorMessage(form.failure, t)}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={form.submit}>
        <EmailField label={t('auth.register.email')} placeholder={t('auth.login.emailPlaceholder')} {...form.field('email')} />
        <PersonalDetailsFields form={form} />
        <PasswordField
          label={t('auth.register.password')}
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
          required
        />
        <PasswordField
          label={t('auth.register.confirmPassword')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          required
        />
        <TermsAcceptance
          read={read}
          onRead={(type) => setRead((current) => ({ ...current, [type]: true }))}
          accepted={values.acceptTermsAndPolicies}
          onAcceptedChange={(acceptTermsAndPolicies) => form.set({ acceptTermsAndPolicies })}
          error={form.error('acceptTermsAndPolicies')}
        />
        <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <ProviderButtons />
    </AuthLayout>
  );
}
