import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };

/** How many of the list's actions are shown and, while more remain, the button that loads the next page. */
export function LoadMore({ query, shown, total }: { query: PagedQuery; shown: number; total: number }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className="actions-more">
      <p className="actions-more__shown" aria-live="polite">
        {t('actions.more.shown', { shown: formatNumber(shown), count: total })}
      </p>
      {query.isFetchNextPageError ? (
        <p className="actions-more__error" role="alert">
          {t('actions.more.error')}
        </p>
      ) : null}
      <button type="button" className="button button--secondary actions-more__button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? t('actions.more.loading') : t('actions.more.button')}
      </button>
    </div>
  );
}
