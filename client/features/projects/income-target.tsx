// The income-target note of a project: what its actions' budgets need per day and per month, one line per
// currency when they use several (amounts are never converted).
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../domain/schemas/projects';
import { formatMoney } from '../../lib/format';
import { currentLanguage } from '../../i18n';

export function IncomeTarget({ budget }: { budget: Project['budget'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const entries = budget.byCurrency.filter((entry) => entry.dailyIncomeTarget > 0 || entry.monthlyIncomeTarget > 0);
  if (entries.length === 0) {
    return (
      <p className="income-note income-note--empty">
        <span aria-hidden="true">💡</span> {t('projects.income.none')}
      </p>
    );
  }
  const line = (entry: (typeof entries)[number]) =>
    t('projects.income.amounts', {
      daily: formatMoney(entry.dailyIncomeTarget, entry.currencyCode, language),
      monthly: formatMoney(entry.monthlyIncomeTarget, entry.currencyCode, language),
    });
  const [only] = entries;
  return (
    <div className="income-note">
      <p className="income-note__title">
        <span aria-hidden="true">💰</span> {t('projects.income.title')}
      </p>
      {entries.length === 1 && only ? (
        <p>{line(only)}</p>
      ) : (
        <ul className="income-note__list">
          {entries.map((entry) => (
            <li key={entry.currencyCode}>{line(entry)}</li>
          ))}
        </ul>
      )}
      <p className="income-note__hint">{t('projects.income.hint')}</p>
    </div>
  );
}
