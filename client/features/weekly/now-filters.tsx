// The filters of "what can I do now" behind a disclosure on a phone (so the first actions are on its first screen),
// always open beside the results on a desktop (weekly.css).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Context } from '../../../domain/schemas/accounts';
import { ANY_ANSWERS, NowQuestions, nowInput, type NowAnswers } from './now-questions';

type NowFiltersProps = { contexts: readonly Context[]; answers: NowAnswers; onChange: (answers: NowAnswers) => void };

export function NowFilters({ contexts, answers, onChange }: NowFiltersProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // How many questions filter: those the query asks (an unanswered one does not).
  const active = Object.keys(nowInput(answers)).length;
  return (
    <div className={`now-filters${open ? ' now-filters--open' : ''}`}>
      <div className="now-filters__bar">
        <button type="button" className="button button--secondary now-filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          {t('weekly.now.filters')}
          {active > 0 ? <span className="now-filters__count">{t('weekly.now.filtersActive', { count: active })}</span> : null}
        </button>
        {active > 0 ? (
          <button type="button" className="link-button now-filters__clear" onClick={() => onChange(ANY_ANSWERS)}>
            {t('weekly.now.clearFilters')}
          </button>
        ) : null}
      </div>
      <div id={panelId} className="now-filters__panel">
        <NowQuestions contexts={contexts} answers={answers} onChange={onChange} />
      </div>
    </div>
  );
}
