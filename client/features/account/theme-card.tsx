import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/choice-field';
import { chooseTheme, THEME_CHOICES, useThemeChoice } from '../../lib/theme';

/** "Appearance": System / Light / Dark, kept on this device (client/lib/theme.ts). */
export function ThemeCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const choice = useThemeChoice();
  return (
    <section className="card theme-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('account.theme.title')}
      </h2>
      <p className="theme-card__hint">
        {t('account.theme.hint')}
      </p>
      <ChoiceField
        legend={t('account.theme.legend')}
        name="theme"
        options={THEME_CHOICES.map((value) => ({ value, label: t(`account.theme.${value}`) }))}
        value={choice}
        onChange={chooseTheme}
      />
    </section>
  );
}
