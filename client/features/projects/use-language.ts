import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../i18n';

/** The language in use, re-read whenever the ES/EN switch changes it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
}
