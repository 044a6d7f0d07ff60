import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { ActionsIcon, DashboardIcon, ProfileIcon, ProjectsIcon } from '../components/icons';
import { LanguageSwitch } from '../components/language-switch';
import { useSession } from '../features/auth/session-provider';

const shortcuts = [
  { to: '/dashboard', key: 'dashboard', Icon: DashboardIcon },
  { to: '/projects', key: 'projects', Icon: ProjectsIcon },
  { to: '/actions', key: 'actions', Icon: ActionsIcon },
  { to: '/profile', key: 'profile', Icon: ProfileIcon },
] as const;

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <div className="plain-page">
      <header className="plain-page__bar">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="not-found" id="main">
        <p className="not-found__code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="not-found__text">{t('notFound.text')}</p>
        <div className="not-found__buttons">
          <button type="button" className="button button--secondary" onClick={() => void navigate(-1)}>
            {t('notFound.goBack')}
          </button>
          <Link to={user ? '/home' : '/'} className="button button--primary">
            {t('notFound.goHome')}
          </Link>
        </div>
        <nav aria-labelledby="not-found-shortcuts" className="not-found__shortcuts">
          <h2 id="not-found-shortcuts" className="section-title">
            {t('notFound.shortcuts')}
          </h2>
          <ul className="shortcut-grid">
            {shortcuts.map(({ to, key, Icon }) => (
              <li key={key}>
                <Link to={to} className="shortcut">
                  <Icon />
                  <span>{t(`nav.${key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
