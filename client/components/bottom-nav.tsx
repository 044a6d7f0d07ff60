import { useEffect, useId, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from './brand-mark';
import {
  ActionsIcon,
  AnalyticsIcon,
  DashboardIcon,
  HistoryIcon,
  MoreIcon,
  NowIcon,
  ProfileIcon,
  ProjectsIcon,
  ReviewIcon,
  WheelIcon,
} from './icons';
import './bottom-nav.css';

type Key = 'dashboard' | 'wheel' | 'projects' | 'actions' | 'now' | 'review' | 'history' | 'analytics' | 'profile';

type Destination = { key: Key; to: string; Icon: ComponentType; activeOn: readonly string[] };

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The four tabs of the phone's bar before "Más", and the paths each one is current on. */
const tabs: readonly Destination[] = [
  { key: 'dashboard', to: '/dashboard', Icon: DashboardIcon, activeOn: ['/dashboard'] },
  { key: 'wheel', to: '/home', Icon: WheelIcon, activeOn: ['/home', '/assessment'] },
  { key: 'projects', to: '/projects', Icon: ProjectsIcon, activeOn: ['/projects', '/area'] },
  { key: 'actions', to: '/actions', Icon: ActionsIcon, activeOn: ['/actions'] },
];

/** Behind "Más" on a phone; in the side rail after the tabs from 64rem. */
const more: readonly Destination[] = [
  { key: 'now', to: '/now', Icon: NowIcon, activeOn: ['/now'] },
  { key: 'review', to: '/review', Icon: ReviewIcon, activeOn: ['/review'] },
  { key: 'history', to: '/history', Icon: HistoryIcon, activeOn: ['/history'] },
  { key: 'analytics', to: '/analytics', Icon: AnalyticsIcon, activeOn: ['/analytics'] },
  { key: 'profile', to: '/profile', Icon: ProfileIcon, activeOn: ['/profile', '/subscription'] },
];

function currentDestination(pathname: string): Key | null {
  return [...tabs, ...more].find((destination) => destination.activeOn.some((base) => within(pathname, base)))?.key ?? null;
}

type DestinationLinkProps = { destination: Destination; current: Key | null; className: string; onClick?: () => void };

function DestinationLink({ destination, current, className, onClick }: DestinationLinkProps) {
  const { t } = useTranslation();
  const { key, to, Icon } = destination;
  return (
    <Link to={to} className={className} aria-current={current === key ? 'page' : undefined} onClick={onClick}>
      <Icon />
      <span className="bottom-nav__label">{t(`nav.${key}`)}</span>
    </Link>
  );
}

/**
 * The main navigation. On phones and tablets a bar of five tabs at the bottom: four destinations and "Más", a
 * disclosure button whose sheet holds the rest (Escape, a choice, a tap elsewhere or leaving it with Tab closes it).
 * From 64rem a side rail with the brand and every destination, the sheet's ones after a line. One list of links in
 * the DOM either way; the current page's link carries aria-current.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentDestination(pathname);
  // Open on the page it was opened on: going elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (opened: boolean) => setOpenOn(opened ? pathname : null);
  const moreItem = useRef<HTMLLIElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const sheetId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!moreItem.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    moreButton.current?.focus();
  };
  const closeOnLeave = (event: FocusEvent) => {
    if (!moreItem.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <div className="bottom-nav__brand" aria-hidden="true">
        <BrandMark size={28} />
        {t('app.name')}
      </div>
      <ul className="bottom-nav__tabs">
        {tabs.map((destination) => (
          <li key={destination.key}>
            <DestinationLink destination={destination} current={current} className="bottom-nav__tab" />
          </li>
        ))}
        <li ref={moreItem} className="bottom-nav__more" onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
          <button
            ref={moreButton}
            type="button"
            className={more.some(({ key }) => key === current) ? 'bottom-nav__tab bottom-nav__tab--holds-current' : 'bottom-nav__tab'}
            aria-expanded={open}
            aria-controls={sheetId}
            onClick={() => setOpen(!open)}
          >
            <MoreIcon />
            <span className="bottom-nav__label">{t('nav.more')}</span>
          </button>
          <ul id={sheetId} className={open ? 'bottom-nav__sheet bottom-nav__sheet--open' : 'bottom-nav__sheet'}>
            {more.map((destination) => (
              <li key={destination.key}>
                <DestinationLink destination={destination} current={current} className="bottom-nav__tab bottom-nav__tab--row" onClick={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
