import { useTranslation } from 'react-i18next';
import type { ActionList } from '../../../domain/schemas/actions';
import { formatNumber } from '../../lib/format';

/** The three totals of the listed actions: pending, completed and overdue (a part of the pending ones). */
export function ActionsSummary({ list }: { list: Pick<ActionList, 'pendingActions' | 'completedActions' | 'overdueActions'> }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'pending', value: list.pendingActions },
    { key: 'completed', value: list.completedActions },
    { key: 'overdue', value: list.overdueActions },
  ] as const;
  return (
    <section aria-label={t('actions.totals.label')}>
      <dl className="stat-tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className={`stat-tile stat-tile--${tile.key}`}>
            <dt className="stat-tile__label">{t(`actions.totals.${tile.key}`)}</dt>
            <dd className="stat-tile__value" data-testid={`total-${tile.key}`}>
              {formatNumber(tile.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
