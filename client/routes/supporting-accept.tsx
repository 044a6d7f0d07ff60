import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../components/error-alert';
import { useToast } from '../components/toast';
import { AuthLayout } from '../features/auth/auth-layout';
import { useSession } from '../features/auth/session-provider';
import '../features/companions/companions.css';
import '../i18n/features';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { SUPPORTING_PATH, supportedPath } from '../lib/paths';
import { forgetReturnPath, rememberReturnPath } from '../lib/return-path';
import { useTRPC } from '../lib/trpc';

/** Signed out: sign in or register with the invited address, and come back to this link afterwards. */
function SignInFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const go = (path: '/login' | '/register') => {
    rememberReturnPath(pathname + search);
    void navigate(path);
  };
  return (
    <div className="companions-form">
      <p>{t('companions.accept.signedOut')}</p>
      <button type="button" className="button button--primary button--block" onClick={() => go('/login')}>
        {t('companions.accept.login')}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={() => go('/register')}>
        {t('companions.accept.register')}
      </button>
    </div>
  );
}

/** Signed in: accepts with the link's token; a refusal (another address, a spent link) says why in the server's words. */
function AcceptButton({ token }: { token: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const accept = useMutation(trpc.companions.accept.mutationOptions());
  useEffect(() => forgetReturnPath(), []);
  const run = async () => {
    const person = await accept.mutateAsync({ token });
    toast.success(t('companions.accept.accepted', { name: person.firstName }));
    void navigate(supportedPath(person.id), { replace: true });
  };
  return (
    <div className="companions-form">
      <FormAlert text={accept.isError ? t('companions.accept.failed', { reason: errorMessage(accept.error, t, currentLanguage()) }) : null} />
      <button type="button" className="button button--primary button--block" disabled={accept.isPending} aria-busy={accept.isPending} onClick={() => void run().catch(() => undefined)}>
        {accept.isPending ? t('companions.accept.accepting') : t('companions.accept.accept')}
      </button>
    </div>
  );
}

/**
 * /supporting/accept?token=…&lang=… (issue 41), the invitation mail's link, open signed in or out: a visitor signs
 * in or registers and comes back here; a signed-in user accepts and goes to the person's view.
 */
export default function SupportingAcceptPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const body = () => {
    if (!token) return <p role="alert">{t('companions.accept.missing')}</p>;
    return user ? <AcceptButton token={token} /> : <SignInFirst />;
  };
  return (
    <AuthLayout title={t('companions.accept.title')} subtitle={t('companions.accept.text')} footer={user ? <Link to={SUPPORTING_PATH}>{t('companions.accept.toSupporting')}</Link> : null}>
      {body()}
    </AuthLayout>
  );
}
