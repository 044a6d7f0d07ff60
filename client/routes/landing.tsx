import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { LanguageSwitch } from '../components/language-switch';
import { useSession } from '../features/auth/session-provider';
import { Carousel, type Slide } from '../features/onboarding/carousel';
import { ActionsVisual, FocusVisual, GoalsVisual, WheelVisual } from '../features/onboarding/slide-visuals';
import { formatNumber } from '../lib/format-number';
import '../features/onboarding/onboarding.css';

const SOCIAL_PROOF_COUNT = 10_000;

/** Onboarding (/): what the programme is, four slides, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const slides: Slide[] = [
    { key: 'assess', title: t('onboarding.slides.assess.title'), text: t('onboarding.slides.assess.text'), visual: <WheelVisual /> },
    { key: 'focus', title: t('onboarding.slides.focus.title'), text: t('onboarding.slides.focus.text'), visual: <FocusVisual /> },
    {
      key: 'plan',
      title: t('onboarding.slides.plan.title'),
      text: t('onboarding.slides.plan.text'),
      visual: <GoalsVisual labels={[t('onboarding.visual.be'), t('onboarding.visual.do'), t('onboarding.visual.have')]} />,
    },
    {
      key: 'act',
      title: t('onboarding.slides.act.title'),
      text: t('onboarding.slides.act.text'),
      visual: <ActionsVisual contexts={[t('onboarding.visual.contextHome'), t('onboarding.visual.contextOffice'), t('onboarding.visual.contextPhone')]} />,
    },
  ];

  return (
    <div className="landing">
      <header className="landing__bar">
        <span className="brand">
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </span>
        <LanguageSwitch />
        <div className="landing__account">
          {user ? (
            <>
              <span className="landing__welcome">{user.firstName ? t('onboarding.welcome', { name: user.firstName }) : t('onboarding.welcomeBack')}</span>
              <button type="button" className="button button--small button--secondary" onClick={() => void signOut()}>
                {t('onboarding.logout')}
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="button button--small button--ghost">
                {t('onboarding.haveAccount')}
              </Link>
              <Link to="/register" className="button button--small button--primary">
                {t('onboarding.signUp')}
              </Link>
            </>
          )}
        </div>
      </header>

      <main className="landing__main" id="main">
        <section className="landing__hero">
          <h1 className="landing__title">{t('app.name')}</h1>
          <p className="landing__tagline">{t('app.tagline')}</p>
          <p className="landing__intro">{t('onboarding.intro')}</p>
        </section>

        <Carousel slides={slides} />

        <div className="landing__cta">
          <Link to={user ? '/home' : '/login'} className="button button--primary button--large button--block">
            {user ? t('onboarding.goToApp') : t('onboarding.explore')}
          </Link>
          {user ? null : (
            <Link to="/register" className="button button--secondary button--block">
              {t('onboarding.signUp')}
            </Link>
          )}
        </div>

        <p className="social-proof">
          <span className="social-proof__faces" aria-hidden="true">
            <span>🙂</span>
            <span>😊</span>
            <span>😄</span>
          </span>
          {t('onboarding.socialProof', { people: `${formatNumber(SOCIAL_PROOF_COUNT)}+` })}
        </p>
      </main>

      <footer className="landing__footer">
        <p>{t('onboarding.footer.credit')}</p>
        <p>{t('onboarding.footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav className="landing__legal" aria-label={t('onboarding.footer.legal')}>
          <Link to="/terms">{t('documents.termsTitle')}</Link>
          <Link to="/privacy">{t('documents.privacyTitle')}</Link>
        </nav>
      </footer>
    </div>
  );
}
