import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { BackIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import './auth.css';

/** The frame of the sign-in and registration screens: back to the landing, language, brand, title. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <header className="auth__bar">
        <Link to="/" className="link-button auth__back">
          <BackIcon />
          {t('auth.login.backHome')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="auth__main" id="main">
        <div className="auth__card">
          <div className="auth__brand">
            <BrandMark size={48} />
          </div>
          <h1 className="auth__title">{title}</h1>
          <p className="auth__subtitle">{subtitle}</p>
          {children}
        </div>
        <p className="auth__footer">{footer}</p>
      </main>
    </div>
  );
}
