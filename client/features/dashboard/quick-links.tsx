import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionsIcon, ProfileIcon, ProjectsIcon, WheelIcon } from '../../components/icons';
import { HISTORY_PATH } from '../../lib/paths';

function StarIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

function HistoryIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function ChartIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 6-6" />
    </svg>
  );
}

const links = [
  { to: '/home', key: 'wheel', Icon: WheelIcon },
  { to: '/projects', key: 'projects', Icon: ProjectsIcon },
  { to: '/actions', key: 'actions', Icon: ActionsIcon },
  { to: '/profile', key: 'profile', Icon: ProfileIcon },
  { to: '/subscription', key: 'plans', Icon: StarIcon },
  { to: HISTORY_PATH, key: 'history', Icon: HistoryIcon },
  { to: '/analytics', key: 'analytics', Icon: ChartIcon },
] as const;

export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="quick-links-title" className="quick-links">
      <h2 id="quick-links-title" className="section-title">
        {t('dashboard.quickLinks.title')}
      </h2>
      <ul className="shortcut-grid">
        {links.map(({ to, key, Icon }) => (
          <li key={key}>
            <Link to={to} className="shortcut">
              <Icon />
              <span>{t(`dashboard.quickLinks.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
