import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '../../domain/schemas/accounts';
import type { OAuthExchangeResult } from '../../domain/schemas/oauth';
import { LoadingScreen } from '../components/loading-screen';
import { AuthLayout } from '../features/auth/auth-layout';
import { useSession } from '../features/auth/session-provider';
import { errorMessage } from '../lib/errors';
import { CompleteProfileForm, LinkAccountForm, VerifyEmailForm } from './oauth-forms';
import { useTRPC } from '../lib/trpc';
import { returnPath } from '../lib/return-path';

type Step = { kind: 'exchanging' } | { kind: 'failed'; error: unknown } | Exclude<OAuthExchangeResult, { status: 'signedIn' }>;

/**
 * /oauth: where a provider sign-in lands (server/operations/oauth.ts). The one-time code of the address is exchanged
 * once and dropped from it; then the account is opened, completed (a first sign-in) or linked (its password), after
 * the code Prospera mails to an e-mail the provider did not verify.
 */
export default function OAuthPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [params] = useSearchParams();
  const exchange = useMutation(trpc.auth.oauthExchange.mutationOptions());
  const [step, setStep] = useState<Step>({ kind: 'exchanging' });
  // The code works once: an effect run twice (React's development check) must not spend it twice.
  const started = useRef(false);
  const code = params.get('code') ?? '';

  const open = useCallback(
    (result: LoginResult) => {
      signIn(result, result.user.email, result.user);
      void navigate(returnPath('/home'), { replace: true });
    },
    [signIn, navigate],
  );

  const next = useCallback((result: OAuthExchangeResult) => (result.status === 'signedIn' ? open(result) : setStep(result)), [open]);

  const { mutateAsync } = exchange;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate('/oauth', { replace: true });
    mutateAsync({ code }).then(next, (error: unknown) => setStep({ kind: 'failed', error }));
  }, [code, mutateAsync, navigate, next]);

  if ('kind' in step && step.kind === 'exchanging') return <LoadingScreen />;
  const footer = <Link to="/login">{t('auth.oauth.backToLogin')}</Link>;
  if ('kind' in step) {
    return (
      <AuthLayout title={t('auth.oauth.failedTitle')} subtitle="" footer={footer}>
        <div className="form-alert" role="alert">
          {errorMessage(step.error, t)}
        </div>
      </AuthLayout>
    );
  }
  if (step.status === 'verifyEmail') {
    return (
      <AuthLayout title={t('auth.oauth.verifyTitle')} subtitle={t('auth.oauth.verifySubtitle', { email: step.email })} footer={footer}>
        <VerifyEmailForm key={step.ticket} ticket={step.ticket} onResult={next} />
      </AuthLayout>
    );
  }
  if (step.status === 'linkAccount') {
    return (
      <AuthLayout title={t('auth.oauth.linkTitle')} subtitle={t('auth.oauth.linkSubtitle', { email: step.email })} footer={footer}>
        <LinkAccountForm ticket={step.ticket} onSignedIn={open} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.oauth.completeTitle')} subtitle={t('auth.oauth.completeSubtitle', { email: step.email })} footer={footer}>
      <CompleteProfileForm ticket={step.ticket} firstName={step.firstName} lastName={step.lastName} onSignedIn={open} />
    </AuthLayout>
  );
}
