import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CycleState } from '../../../domain/schemas/cycles';
import { formatCalendarDate } from '../../lib/format';
import { PULSE_PATH } from '../../lib/paths';
import { PulseResult } from './pulse-result';
import { pulseDue, usePulse } from './pulse-query';
import './wheel-pulse.css';

/**
 * /home from day 40 of the cycle: the invitation to the day-45 pulse while it is open and not taken, then its result
 * (with a way to answer again while the window lasts). A failed or pending load shows nothing: the pulse is an extra,
 * never in the way of the wheel.
 */
export function PulseCard({ cycle }: { cycle: CycleState | undefined }) {
  const { t } = useTranslation();
  const pulse = usePulse(undefined, pulseDue(cycle));
  const data = pulse.data;
  if (!data?.window) return null;
  if (data.result) {
    return (
      <section className="card pulse-card" data-testid="pulse-card">
        <PulseResult pulse={data} result={data.result} />
        {data.offered ? (
          <Link to={PULSE_PATH} className="button button--secondary">
            {t('cycles.pulse.retake')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (!data.window.open) return null;
  if (data.questions.length === 0) {
    return (
      <p className="cycle-note" data-testid="pulse-nothing">
        {t('cycles.pulse.nothingTargeted')}
      </p>
    );
  }
  return (
    <section className="card pulse-card pulse-card--invite" aria-labelledby="pulse-card-title" data-testid="pulse-card">
      <span className="pulse-card__icon" aria-hidden="true">
        💓
      </span>
      <div className="pulse-card__body">
        <h2 id="pulse-card-title" className="pulse-card__title">
          {t('cycles.pulse.cardTitle')}
        </h2>
        <p>{t('cycles.pulse.cardText', { count: data.questions.length })}</p>
        <p className="pulse-card__until">{t('cycles.pulse.cardUntil', { date: formatCalendarDate(data.window.closesOn) })}</p>
        <Link to={PULSE_PATH} className="button button--primary">
          {t('cycles.pulse.take')}
        </Link>
      </div>
    </section>
  );
}
