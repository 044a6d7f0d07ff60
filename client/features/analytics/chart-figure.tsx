import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartFigureProps = {
  title: string;
  description: string;
  /** The chart itself: a picture of the table, hidden from assistive technology. */
  chart: ReactNode;
  /** The chart's numbers; always read by screen readers, shown on demand. */
  table: ReactNode;
  legend?: ReactNode;
};

/**
 * One chart of /analytics: its title and what it shows, the drawing, and its numbers as a table. The table stays
 * in the page for screen readers (visually hidden) and the "show as table" button reveals it to everyone.
 */
export function ChartFigure({ title, description, chart, table, legend }: ChartFigureProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  return (
    <section className="card chart-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chart-card__title">
        {title}
      </h2>
      <p className="chart-card__description">{description}</p>
      <div className="chart-card__chart" aria-hidden="true">
        {chart}
      </div>
      {legend}
      <button type="button" className="link-button chart-card__toggle" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable((shown) => !shown)}>
        {showTable ? t('analytics.hideTable') : t('analytics.showTable')}
      </button>
      {/* Shown, it scrolls within the card on a phone, so it takes the focus to scroll by keyboard; hidden, it does not scroll. */}
      {showTable ? (
        <div id={`${id}-table`} className="chart-card__table" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          {table}
        </div>
      ) : (
        <div id={`${id}-table`} className="visually-hidden">
          {table}
        </div>
      )}
    </section>
  );
}
