import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { countries, type Country } from '../../domain/content/countries';
import { DEFAULT_DIAL_CODE } from '../../domain/rules/phone';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/accounts';
import { PasswordField, TextField } from '../components/form-field';
import { useToast } from '../components/toast';
import { AuthLayout } from '../features/auth/auth-layout';
import { DEFAULT_COUNTRY_CODE } from '../features/auth/country-picker';
import { PhoneField } from '../features/auth/phone-field';
import { TermsAcceptance, type ReadState } from '../features/auth/terms-acceptance';
import { problemText, registrationPayload, validateRegistration, type FieldProblems, type RegisterField, type RegisterValues } from '../features/auth/validation';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  dialCode: countries.find((country) => country.code === DEFAULT_COUNTRY_CODE)?.dialCode ?? DEFAULT_DIAL_CODE,
  phoneDigits: '',
  address: '',
  password: '',
  confirmPassword: '',
  acceptTermsAndPolicies: false,
};

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'address';

/** Register (/register): every field of SPEC section 5 checked with the shared rules; success goes to /login. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(initialValues);
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [read, setRead] = useState<ReadState>({ terms: false, privacy: false });
  const [problems, setProblems] = useState<FieldProblems<RegisterField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const register = useMutation(trpc.users.register.mutationOptions());
  const language = currentLanguage();

  const edit = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K], field: RegisterField) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const errorOf = (field: RegisterField) => {
    const problem = problems[field];
    return problem ? problemText(problem, t, language) : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateRegistration({ ...values, acceptTermsAndPolicies: values.acceptTermsAndPolicies && read.terms && read.privacy });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const created = await register.mutateAsync(registrationPayload(values));
      if (!created.id || !created.email) throw new Error(t('auth.register.noUserInfo'));
      if (!created.profile.firstName) throw new Error(t('auth.register.profileFailed'));
      toast.success(t('auth.register.success'));
      void navigate('/login', { replace: true, state: { email: created.email } });
    } catch (error) {
      setFailure(errorMessage(error, t, language));
    }
  };

  const text = (name: TextFieldName, label: string, extra: { type?: string; autoComplete: string; placeholder?: string; inputMode?: 'email' }) => (
    <TextField
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      value={values[name]}
      onChange={(event) => edit(name, event.target.value, name)}
      error={errorOf(name)}
      required
    />
  );

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
      {failure ? (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form__pair">
          {text('firstName', t('auth.register.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('auth.register.lastName'), { autoComplete: 'family-name' })}
        </div>
        {text('email', t('auth.register.email'), { type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: t('auth.login.emailPlaceholder') })}
        <PhoneField
          countryCode={countryCode}
          dialCode={values.dialCode}
          digits={values.phoneDigits}
          error={errorOf('phone')}
          onCountryChange={(country: Country) => {
            setCountryCode(country.code);
            setValues((current) => ({ ...current, dialCode: country.dialCode }));
            setProblems((current) => ({ ...current, phone: undefined }));
          }}
          onDigitsChange={(digits) => edit('phoneDigits', digits, 'phone')}
        />
        {text('address', t('auth.register.address'), { autoComplete: 'street-address', placeholder: t('auth.register.addressPlaceholder') })}
        <PasswordField
          label={t('auth.register.password')}
          name="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          onChange={(event) => edit('password', event.target.value, 'password')}
          error={errorOf('password')}
          required
        />
        <PasswordField
          label={t('auth.register.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => edit('confirmPassword', event.target.value, 'confirmPassword')}
          error={errorOf('confirmPassword')}
          required
        />
        <TermsAcceptance
          read={read}
          onRead={(type) => setRead((current) => ({ ...current, [type]: true }))}
          accepted={values.acceptTermsAndPolicies}
          onAcceptedChange={(accepted) => edit('acceptTermsAndPolicies', accepted, 'acceptTermsAndPolicies')}
          error={errorOf('acceptTermsAndPolicies')}
        />
        <button type="submit" className="button button--primary button--block button--large" disabled={register.isPending} aria-busy={register.isPending}>
          {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
