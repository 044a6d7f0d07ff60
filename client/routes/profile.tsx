import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { checkPhone, formatPhoneDigits } from '../../domain/rules/phone';
import { AVATAR_PLACEHOLDER_URL } from '../../domain/schemas/accounts';
import { translate } from '../../domain/messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { useSession } from '../features/auth/session-provider';
import { CompanionsCard } from '../features/companions/companions-card';
import { ContextsCard } from '../features/contexts/contexts-card';
import { AccountDataCard } from '../features/account/account-data-card';
import { ApiTokensCard } from '../features/account/api-tokens-card';
import { CalendarFeedCard } from '../features/account/calendar-feed-card';
import { DeleteAccountCard } from '../features/account/delete-account-card';
import { NotificationsCard } from '../features/notifications/notifications-card';
import { ProfileEditForm } from '../features/account/profile-edit-form';
import { SignInMethodsCard } from '../features/account/sign-in-methods-card';
import { ThemeCard } from '../features/account/theme-card';
import { WebhooksCard } from '../features/account/webhooks-card';
import { profileEditValues } from '../features/account/profile-edit-model';
import { SubscriptionSummary } from '../features/subscriptions/subscription-summary';
import '../features/account/account.css';
import { currentLanguage } from '../i18n';
import { useTRPC } from '../lib/trpc';

/** The stored phone ('+1 5551234567') as people read it ('+1 (555) 123-4567'). */
function displayPhone(phone: string): string {
  const checked = checkPhone(phone);
  return checked.ok ? `${checked.dialCode} ${formatPhoneDigits(checked.dialCode, checked.digits)}` : phone;
}

function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

/** The avatar: the user's photo when they set one that loads, else their initials. */
function Avatar({ url, initials }: { url: string | undefined; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && url !== AVATAR_PLACEHOLDER_URL && failed !== url) {
    return <img className="avatar avatar--photo" src={url} alt="" onError={() => setFailed(url)} />;
  }
  return (
    <span className="avatar" aria-hidden="true">
      {initials}
    </span>
  );
}

/**
 * Profile (/profile): the user's details and the edit form, the plan in force, the contexts, the sign-in methods, the
 * downloads of the user's data, logout, and the deletion of the account.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, signOut, forget } = useSession();
  const [editing, setEditing] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // While logging out (or deleting the account) the screen's reads stop: logout makes them stale, and refetching
  // them with the revoked session would only answer 401.
  const reading = !leaving && !deleting;
  const me = useQuery({ ...trpc.auth.me.queryOptions({}), enabled: reading });
  const [deleted, setDeleted] = useState(false);
  // The account is gone: the session is forgotten here as logout does (the server has already ended it) once
  // this screen has left for the landing page. Forgotten earlier, the signed-in guard would send a visitor to
  // /login before the navigation (a transition) lands.
  useEffect(() => (deleted ? forget : undefined), [deleted, forget]);
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const details = [
    { label: t('account.email'), value: user.email },
    { label: t('account.phone'), value: user.phone ? displayPhone(user.phone) : '' },
    { label: t('account.address'), value: user.address },
  ];

  const logout = async () => {
    setLeaving(true);
    await signOut();
    void navigate('/login', { replace: true });
  };

  const accountDeleted = () => {
    setDeleted(true);
    toast.success(translate('ACCOUNT_DELETED', currentLanguage()));
    void navigate('/', { replace: true });
  };

  return (
    <Screen title={t('account.title')} subtitle={t('account.subtitle')} wide="profile">
      <section className="card profile-card">
        <Avatar url={me.data?.avatarUrl} initials={initialsOf(user.firstName, user.lastName, user.email)} />
        <div className="profile-card__body">
          <h2 className="profile-card__name">{fullName || user.email}</h2>
          <dl className="details">
            {details.map((detail) => (
              <div key={detail.label} className="details__row">
                <dt>{detail.label}</dt>
                <dd>{detail.value || t('common.notProvided')}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button button--secondary button--small profile-card__edit" onClick={() => setEditing(true)}>
            {t('account.edit.open')}
          </button>
        </div>
      </section>
      <SubscriptionSummary active={reading} />
      <ContextsCard active={reading} />
      <CompanionsCard active={reading} />
      <SignInMethodsCard active={reading} />
      <NotificationsCard active={reading} />
      <CalendarFeedCard active={reading} />
      <ApiTokensCard active={reading} />
      <WebhooksCard active={reading} />
      <ThemeCard />
      <AccountDataCard />
      <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirmingLogout(true)} disabled={!reading}>
        {leaving ? t('account.loggingOut') : t('account.logout')}
      </button>
      <DeleteAccountCard email={user.email} active={reading} onDeleting={setDeleting} onDeleted={accountDeleted} />
      <nav className="profile-legal" aria-label={t('onboarding.footer.legal')}>
        <Link to="/terms">{t('documents.termsTitle')}</Link>
        <Link to="/privacy">{t('documents.privacyTitle')}</Link>
      </nav>
      {editing ? <ProfileEditForm initial={profileEditValues(user, me.data?.avatarUrl ?? '')} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirmingLogout}
        title={t('account.logoutConfirm.title')}
        message={t('account.logoutConfirm.message')}
        confirmLabel={t('account.logout')}
        tone="danger"
        loading={leaving}
        onConfirm={() => void logout()}
        onCancel={() => setConfirmingLogout(false)}
      />
    </Screen>
  );
}
