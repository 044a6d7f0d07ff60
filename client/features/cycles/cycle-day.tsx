import { useTranslation } from 'react-i18next';
import { CYCLE_LENGTH_DAYS } from '../../../domain/rules/cycles';
import type { CycleState } from '../../../domain/schemas/cycles';
import { formatCalendarDate } from '../../lib/format';
import './cycles.css';

/** The header line of /home and /dashboard: the cycle's number, its day of 90, the days left and its last day (day 90). */
export function CycleDay({ cycle }: { cycle: CycleState | undefined }) {
  const { t } = useTranslation();
  if (!cycle) return null;
  return (
    <p className="cycle-day" data-testid="cycle-day">
      <span className="cycle-day__number">{t('cycles.number', { number: cycle.number })}</span>{' '}
      {cycle.day === null || cycle.daysLeft === null ? (
        <span>{t('cycles.notStarted')}</span>
      ) : (
        <>
          <span className="cycle-day__day">{t('cycles.day', { day: cycle.day, total: CYCLE_LENGTH_DAYS })}</span>
          {/* Weight and colour part the two for the eye; a comma does it for a screen reader. */}
          <span className="visually-hidden">, </span>
          <span className="cycle-day__left">{cycle.daysLeft === 0 ? t('cycles.over') : t('cycles.daysLeft', { count: cycle.daysLeft })}</span>
          {cycle.daysLeft > 0 && cycle.lastDay ? (
            <>
              <span className="visually-hidden">, </span>
              <span className="cycle-day__left">{t('cycles.lastDay', { date: formatCalendarDate(cycle.lastDay) })}</span>
            </>
          ) : null}
        </>
      )}
    </p>
  );
}
