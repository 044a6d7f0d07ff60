import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Screen } from '../components/screen';
import { useSession } from '../features/auth/session-provider';

function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const details = [
    { label: t('profile.email'), value: user.email },
    { label: t('profile.phone'), value: user.phone },
    { label: t('profile.address'), value: user.address },
  ];

  const logout = async () => {
    setLeaving(true);
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Screen title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <section className="card profile-card">
        <span className="avatar" aria-hidden="true">
          {initialsOf(user.firstName, user.lastName, user.email)}
        </span>
        <div>
          <h2 className="profile-card__name">{fullName || user.email}</h2>
          <dl className="details">
            {details.map((detail) => (
              <div key={detail.label} className="details__row">
                <dt>{detail.label}</dt>
                <dd>{detail.value || t('common.notProvided')}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="stack">
        <Link to="/subscription" className="button button--secondary button--block">
          {t('profile.subscription')}
        </Link>
        <button type="button" className="button button--danger-outline button--block" onClick={() => void logout()} disabled={leaving}>
          {leaving ? t('profile.loggingOut') : t('profile.logout')}
        </button>
      </div>
    </Screen>
  );
}
