// The actions-budget summary of a project: its income goal per currency and how many actions are done.
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../domain/schemas/goals';
import type { Project } from '../../../domain/schemas/projects';
import { formatMoney } from '../../lib/format';
import { currentLanguage } from '../../i18n';
import { budgetSummary } from './budget';

export function BudgetSummary({ budget, goals }: { budget: Project['budget']; goals: readonly Goal[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const summary = budgetSummary(budget, goals);
  return (
    <section className="card budget-summary" aria-labelledby="budget-summary-title">
      <h2 id="budget-summary-title" className="section-title">
        <span aria-hidden="true">💰 </span>
        {t('goals.budget.title')}
      </h2>
      <p className="muted">{t('goals.budget.actions', { completed: summary.completedActions, count: summary.totalActions })}</p>
      {summary.totals.length === 0 ? (
        <p className="budget-summary__empty">{t('goals.budget.none')}</p>
      ) : (
        <table className="budget-table">
          <thead>
            <tr>
              <th scope="col">{t('goals.budget.currency')}</th>
              <th scope="col">{t('goals.budget.total')}</th>
              <th scope="col">{t('goals.budget.monthly')}</th>
              <th scope="col">{t('goals.budget.daily')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.totals.map((total) => (
              <tr key={total.currencyCode}>
                <th scope="row">{total.currencyCode}</th>
                <td>{formatMoney(total.totalCapital, total.currencyCode, language)}</td>
                <td>{formatMoney(total.monthlyBudget, total.currencyCode, language)}</td>
                <td>{formatMoney(total.dailyBudget, total.currencyCode, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
