import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BackIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import './header.css';

type HeaderProps = {
  title: string;
  subtitle?: string;
  /** A path to go back to, or 'history' for the browser's previous page. */
  back?: string;
  /** Extra controls beside the language switch. */
  actions?: ReactNode;
  /** A status line under the titles (the cycle's day on /home and /dashboard). */
  meta?: ReactNode;
  /** As wide as a wide screen's content, from 64rem. */
  wide?: boolean;
};

export const HISTORY_BACK = 'history';

/** The header of every screen: back, title and subtitle, and the ES/EN switch. */
export function Header({ title, subtitle, back, actions, meta, wide = false }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={wide ? 'app-header app-header--wide' : 'app-header'}>
      <div className="app-header__inner">
        {back === HISTORY_BACK ? (
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => void navigate(-1)}>
            <BackIcon />
          </button>
        ) : back ? (
          <Link to={back} className="icon-button" aria-label={t('common.back')}>
            <BackIcon />
          </Link>
        ) : null}
        <div className="app-header__titles">
          <h1 className="app-header__title">{title}</h1>
          {subtitle ? <p className="app-header__subtitle">{subtitle}</p> : null}
          {meta}
        </div>
        <div className="app-header__actions">
          {actions}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
