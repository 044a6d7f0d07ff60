import { useTranslation } from 'react-i18next';
import './pagination.css';

const PAGE_WINDOW = 5;

type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/** Up to five consecutive pages around the current one, with a gap mark where pages are left out. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'gap', key: 'before' });
  for (let number = start; number <= end; number += 1) items.push({ type: 'page', page: number });
  if (end < total) items.push({ type: 'gap', key: 'after' });
  return items;
}

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Hidden with 0 or 1 pages. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const items = pageWindow(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="pagination__step" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
        ‹
      </button>
      <ul className="pagination__pages">
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label={t('pagination.next')}>
        ›
      </button>
    </nav>
  );
}
