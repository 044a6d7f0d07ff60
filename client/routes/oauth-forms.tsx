import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../domain/schemas/accounts';
import { MAIL_CODE_LENGTH, mailCodeOf } from '../../domain/rules/mail-code';
import type { OAuthExchangeResult } from '../../domain/schemas/oauth';
import { PasswordField, TextField } from '../components/form-field';
import { emptyPersonalDetails, PersonalDetailsFields } from '../components/personal-details-fields';
import { errorInfo, errorMessage } from '../lib/errors';
import { refusalProblems, useForm } from '../lib/form';
import { useTRPC } from '../lib/trpc';
import { TermsAcceptance, type ReadState } from '../features/documents/terms-acceptance';
import { checkCompletion, type CompletionValues } from '../features/auth/oauth-validation';

type Props = { ticket: string; onSignedIn: (result: LoginResult) => void };

function FormFailure({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  if (failure === null) return null;
  return (
    <div className="form-alert" role="alert">
      {errorMessage(failure, t)}
    </div>
  );
}

/** A first provider sign-in: the registration's fields the provider did not give, then the new account opens. */
export function CompleteProfileForm({ ticket, firstName, lastName, onSignedIn }: Props & { firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const complete = useMutation(trpc.auth.oauthComplete.mutationOptions());
  const [read, setRead] = useState<ReadState>({ terms: false, privacy: false });
  const form = useForm({
    initial: (): CompletionValues => ({ ...emptyPersonalDetails({ firstName, lastName }), acceptTermsAndPolicies: false }),
    check: (values) => checkCompletion({ ...values, acceptTermsAndPolicies: values.acceptTermsAndPolicies && read.terms && read.privacy }, ticket),
    send: async (input) => onSignedIn(await complete.mutateAsync(input)),
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const { values } = form;
  return (
    <>
      <FormFailure failure={form.failure} />
      <form className="form" noValidate onSubmit={form.submit}>
        <PersonalDetailsFields form={form} />
        <TermsAcceptance
          read={read}
          onRead={(type) => setRead((current) => ({ ...current, [type]: true }))}
          accepted={values.acceptTermsAndPolicies}
          onAcceptedChange={(acceptTermsAndPolicies) => form.set({ acceptTermsAndPolicies })}
          error={form.error('acceptTermsAndPolicies')}
        />
        <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('auth.oauth.completeSubmitting') : t('auth.oauth.completeSubmit')}
        </button>
      </form>
    </>
  );
}

type LinkValues = { password: string };

/** The provider's verified e-mail has an account: its password, typed once, links the two. */
export function LinkAccountForm({ ticket, onSignedIn }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const link = useMutation(trpc.auth.oauthLink.mutationOptions());
  const form = useForm({
    initial: (): LinkValues => ({ password: '' }),
    check: (values: LinkValues) =>
      values.password === ''
        ? { ok: false as const, problems: { password: { key: 'passwordRequired' as const } } }
        : { ok: true as const, input: { ticket, password: values.password } },
    send: async (input) => onSignedIn(await link.mutateAsync(input)),
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  return (
    <>
      <FormFailure failure={form.failure} />
      <form className="form" noValidate onSubmit={form.submit}>
        <PasswordField label={t('auth.login.password')} autoComplete="current-password" {...form.field('password')} required />
        <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('auth.oauth.linkSubmitting') : t('auth.oauth.linkSubmit')}
        </button>
      </form>
    </>
  );
}

type CodeValues = { code: string };

/**
 * The provider did not verify the e-mail (or the identity predates that rule): Prospera mailed a code to it, and
 * the sign-in goes on only once it is typed here. A wrong code stays on the field; the next step is the page's.
 */
export function VerifyEmailForm({ ticket, onResult }: { ticket: string; onResult: (result: OAuthExchangeResult) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const verify = useMutation(trpc.auth.oauthVerifyEmail.mutationOptions());
  const form = useForm({
    initial: (): CodeValues => ({ code: '' }),
    check: (values: CodeValues) => {
      const code = mailCodeOf(values.code);
      return code === null
        ? { ok: false as const, problems: { code: { code: 'OAUTH_MAIL_CODE_FORMAT' as const } } }
        : { ok: true as const, input: { ticket, code } };
    },
    send: async (input) => onResult(await verify.mutateAsync(input)),
    refusal: (error) => refusalProblems(error, errorMessage(error, t), ['code'], { OAUTH_MAIL_CODE_WRONG: 'code' }),
  });
  const ended = errorInfo(form.failure).code === 'OAUTH_CODE_INVALID';
  return (
    <>
      <FormFailure failure={form.failure} />
      {ended ? null : (
        <form className="form" noValidate onSubmit={form.submit}>
          <TextField
            label={t('auth.oauth.verifyCode')}
            hint={t('auth.oauth.verifyHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={MAIL_CODE_LENGTH + 2}
            {...form.field('code')}
            required
          />
          <button type="submit" className="button button--primary button--block button--large" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('auth.oauth.verifySubmitting') : t('auth.oauth.verifySubmit')}
          </button>
        </form>
      )}
    </>
  );
}
