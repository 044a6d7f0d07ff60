import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from './brand-mark';
import { ActionsIcon, DashboardIcon, ProfileIcon, ProjectsIcon, WheelIcon } from './icons';
import './bottom-nav.css';

type TabKey = 'dashboard' | 'wheel' | 'projects' | 'actions' | 'profile';

type Tab = { key: TabKey; to: string; Icon: ComponentType; activeOn: readonly string[] };

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The five tabs (DECISIONS: no sixth Home tab) and the paths each one is active on. */
const tabs: readonly Tab[] = [
  { key: 'dashboard', to: '/dashboard', Icon: DashboardIcon, activeOn: ['/dashboard', '/review', '/analytics'] },
  { key: 'wheel', to: '/home', Icon: WheelIcon, activeOn: ['/home', '/assessment'] },
  { key: 'projects', to: '/projects', Icon: ProjectsIcon, activeOn: ['/projects', '/area'] },
  { key: 'actions', to: '/actions', Icon: ActionsIcon, activeOn: ['/actions', '/now'] },
  { key: 'profile', to: '/profile', Icon: ProfileIcon, activeOn: ['/profile', '/subscription'] },
];

function activeTab(pathname: string): TabKey | null {
  return tabs.find((tab) => tab.activeOn.some((base) => within(pathname, base)))?.key ?? null;
}

/** The main navigation: a tab bar at the bottom on phones and tablets, a side rail with the brand from 64rem. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <div className="bottom-nav__brand" aria-hidden="true">
        <BrandMark size={28} />
        {t('app.name')}
      </div>
      <ul className="bottom-nav__tabs">
        {tabs.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className="bottom-nav__tab" aria-current={active === key ? 'page' : undefined}>
              <Icon />
              <span className="bottom-nav__label">{t(`nav.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
