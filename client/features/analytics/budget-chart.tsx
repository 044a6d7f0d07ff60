import { scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../domain/schemas/analytics';
import { formatMoney } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const WIDTH = 320;
const BAR = 16;
const LABEL = 72;

/**
 * Planned against spent, one pair of bars per currency, each currency on its own scale: amounts in different
 * currencies are never converted, so they are never drawn against each other either.
 */
export function BudgetChart({ budgets }: { budgets: Analytics['budgets'] }) {
  const { t } = useTranslation();

  const chart = (
    <div className="budget-rows">
      {budgets.map((budget) => {
        const x = scaleLinear()
          .domain([0, Math.max(budget.planned, budget.spent, 0.01)])
          .range([0, WIDTH - LABEL]);
        const rows = [
          { key: 'planned', label: t('analytics.budgets.planned'), amount: budget.planned },
          { key: 'spent', label: t('analytics.budgets.spent'), amount: budget.spent },
        ] as const;
        return (
          <div key={budget.currencyCode} className="budget-rows__currency">
            <p className="budget-rows__code">{budget.currencyCode}</p>
            <svg className="chart" viewBox={`0 0 ${WIDTH} ${2 * BAR + 24}`} focusable="false">
              {rows.map((row, index) => (
                <g key={row.key} transform={`translate(0, ${index * (BAR + 12)})`}>
                  <text className="chart__tick" x={0} y={BAR / 2} dy="0.32em">
                    {row.label}
                  </text>
                  <rect className={`chart__budget chart__budget--${row.key}`} x={LABEL} y={0} width={Math.max(x(row.amount), row.amount > 0 ? 2 : 0)} height={BAR} rx={3} />
                </g>
              ))}
            </svg>
            <p className="budget-rows__figures">
              {formatMoney(budget.spent, budget.currencyCode)} / {formatMoney(budget.planned, budget.currencyCode)}
            </p>
          </div>
        );
      })}
    </div>
  );

  const table = (
    <table className="data-table">
      <caption className="visually-hidden">{t('analytics.tableOf', { title: t('analytics.budgets.title') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.budgets.currency')}</th>
          <th scope="col">{t('analytics.budgets.planned')}</th>
          <th scope="col">{t('analytics.budgets.spent')}</th>
        </tr>
      </thead>
      <tbody>
        {budgets.map((budget) => (
          <tr key={budget.currencyCode}>
            <th scope="row">{budget.currencyCode}</th>
            <td>{formatMoney(budget.planned, budget.currencyCode)}</td>
            <td>{formatMoney(budget.spent, budget.currencyCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return <ChartFigure title={t('analytics.budgets.title')} description={t('analytics.budgets.description')} chart={chart} table={table} />;
}
