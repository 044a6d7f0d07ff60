import { useTranslation } from 'react-i18next';
import { LANGS } from '../../domain/messages/format';
import { currentLanguage } from '../i18n';

/** The ES/EN switch: two toggle buttons; the choice is stored by i18n (SPEC section 1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGS.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === active}
          title={t(`language.${language}`)}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
