// The overdue count (issue 37): how many actions are past due and not settled, as the lists count them, read from
// one compact page of the list (its counters cover the whole list), with the way to settle them in the review.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import './weekly.css';

/** The caller's overdue actions, undefined while unknown. */
export function useOverdueCount(): number | undefined {
  const trpc = useTRPC();
  const page = useQuery(trpc.actions.me.queryOptions({ limit: 1 }));
  return page.data?.overdueActions;
}

/** "Tienes N acciones atrasadas" with the link to the review; nothing when none is overdue. */
export function OverdueNotice({ count, card = true }: { count: number | undefined; card?: boolean }) {
  const { t } = useTranslation();
  if (!count) return null;
  const body = (
    <>
      <p className="overdue-notice__text" data-testid="overdue-count">
        <span aria-hidden="true">⏰</span> {t('weekly.overdueNotice.count', { count, shown: formatNumber(count, currentLanguage()) })}
      </p>
      <Link to="/review" className="button button--secondary">
        {t('weekly.overdueNotice.link')}
      </Link>
    </>
  );
  return card ? (
    <section className="card overdue-notice" role="status">
      {body}
    </section>
  ) : (
    <div className="overdue-notice" role="status">
      {body}
    </div>
  );
}
