// The dashboard's week: this week's score so far against the target, the last 12 weeks, the streak, the review
// reminder from Friday until the week is reviewed, and the way to "what can I do now".
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDate } from '../../../domain/rules/dates';
import { weekStart } from '../../../domain/rules/weekly';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatPercent } from '../../lib/format';
import { NOW_PATH, reviewPath } from '../../lib/paths';
import { todayInBrowser } from '../../lib/today';
import { browserTimeZone } from '../../lib/time-zone';
import { useTRPC } from '../../lib/trpc';
import { OverdueNotice, useOverdueCount } from './overdue-notice';
import { reviewDue } from './week-of';
import { STRIP_WEEKS, WeekStrip } from './week-strip';
import './weekly.css';

function ReviewReminder({ monday }: { monday: string }) {
  const { t } = useTranslation();
  return (
    <section className="card review-card" aria-labelledby="review-card-title">
      <h2 id="review-card-title" className="section-title">
        <span aria-hidden="true">📝</span> {t('weekly.card.reviewTitle')}
      </h2>
      <p>{t('weekly.card.reviewText')}</p>
      <Link to={reviewPath(monday)} className="button button--primary">
        {t('weekly.card.reviewLink')}
      </Link>
    </section>
  );
}

export function WeekCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const weeks = useQuery(trpc.weekly.weeks.queryOptions({ weeks: STRIP_WEEKS }));
  // The person's first day, from the dashboard's own read (one request for both): no week before it is drawn.
  const me = useQuery(trpc.account.me.queryOptions({}));
  const firstDay = me.data ? localDate(new Date(me.data.user.createdAt), browserTimeZone()) : null;
  const reviews = useQuery(trpc.weekly.reviews.queryOptions({}));
  const overdue = useOverdueCount();
  const today = todayInBrowser();

  const body = () => {
    if (weeks.isPending) return <PanelLoading text={t('weekly.card.loading')} />;
    if (weeks.isError) {
      return (
        <LoadFailure
          title={t('weekly.card.loadError')}
          detail={errorMessage(weeks.error, t, language)}
          retryLabel={t('common.retry')}
          busy={weeks.isFetching}
          onRetry={() => void weeks.refetch()}
        />
      );
    }
    const { weeks: list, targetPercent, streak } = weeks.data;
    const current = list[list.length - 1];
    const target = formatPercent(targetPercent, language);
    const score = current?.score ?? null;
    return (
      <>
        <p className={`week-card__score${score !== null && score >= targetPercent ? ' week-card__score--on-target' : ''}`} data-testid="week-score">
          {score !== null
            ? t('weekly.card.score', { score: formatPercent(score, language) })
            : overdue
              ? t('weekly.card.noScoreOverdue', { count: overdue })
              : t('weekly.card.noScore')}
        </p>
        <div
          className="week-card__meter"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score ?? 0}
          aria-label={`${t('weekly.card.title')}. ${t('weekly.card.target', { target })}`}
        >
          <span className="week-card__fill" style={{ width: `${score ?? 0}%` }} />
          <span className="week-card__target" style={{ left: `${targetPercent}%` }} />
        </div>
        <p className="week-card__hint">
          {current && current.due > 0 ? `${t('weekly.card.done', { done: formatNumber(current.done, language), due: formatNumber(current.due, language) })} · ` : ''}
          {t('weekly.card.target', { target })}
        </p>
        {current?.provisional ? <p className="week-card__hint">{t('weekly.card.provisional')}</p> : null}
        <OverdueNotice count={overdue} card={false} />
        {firstDay ? <WeekStrip weeks={list} target={targetPercent} firstDay={firstDay} /> : null}
        <p className="week-card__streak" data-testid="week-streak">
          <span aria-hidden="true">🔥</span> {streak > 0 ? t('weekly.card.streak', { count: streak }) : t('weekly.card.noStreak', { target })}
        </p>
      </>
    );
  };

  return (
    <>
      {reviews.isSuccess && reviewDue(today, reviews.data.reviews) ? <ReviewReminder monday={weekStart(today)} /> : null}
      <section className="card week-card" aria-labelledby="week-card-title">
        <h2 id="week-card-title" className="summary-card__title">
          {t('weekly.card.title')}
        </h2>
        {body()}
        <div className="week-card__links">
          <Link to={NOW_PATH} className="button button--secondary">
            <span aria-hidden="true">⚡</span> {t('weekly.now.link')}
          </Link>
        </div>
      </section>
    </>
  );
}
