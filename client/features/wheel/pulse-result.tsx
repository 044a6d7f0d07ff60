import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PulseState } from '../../../domain/schemas/pulse';
import { formatInstantDateShort } from '../../lib/format';
import { useAreaColor } from '../../lib/theme';
import './wheel-pulse.css';

type Result = NonNullable<PulseState['result']>;

/**
 * A taken pulse: per targeted question still NO or now YES beside the actions aimed at it, and the projects whose
 * execution is high while nothing moved, with the suggestion the server words.
 */
export function PulseResult({ pulse, result, headingLevel = 2 }: { pulse: PulseState; result: Result; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const areaColor = useAreaColor();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const flagged = result.projects.filter((project) => project.flagged);
  return (
    <section className="pulse-result" aria-labelledby={titleId} data-testid="pulse-result">
      <Heading id={titleId} className="pulse-result__title">
        {t('cycles.pulse.resultTitle')}
      </Heading>
      <p className="pulse-result__meta">
        <span data-testid="pulse-summary">{t('cycles.pulse.resultSummary', { yes: result.nowYes, no: result.stillNo })}</span>
        <span>{t('cycles.pulse.takenOn', { date: formatInstantDateShort(result.takenAt) })}</span>
      </p>
      <ul className="pulse-result__questions">
        {pulse.questions.map((question) => (
          <li key={question.questionId} className="pulse-result__question" data-testid={`pulse-question-${question.questionId}`}>
            <span className="pulse-area" style={{ borderColor: areaColor(question.area.color) }}>
              <span aria-hidden="true">{question.area.emoji}</span> {question.area.name}
            </span>
            <span className="pulse-result__text">{question.text}</span>
            <span className="pulse-result__row">
              <span className={`pulse-outcome pulse-outcome--${(question.outcome ?? 'NOT_ASKED').toLowerCase()}`}>{outcomeText(question.outcome, t)}</span>
              <span className="pulse-result__execution">
                {question.actionsAimed === 0 ? t('cycles.pulse.noActions') : t('cycles.pulse.execution', { done: question.actionsDone, count: question.actionsAimed })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {flagged.length > 0 ? (
        <div className="pulse-flags" role="note" data-testid="pulse-flags">
          <p className="pulse-flags__title">{t('cycles.pulse.flaggedTitle')}</p>
          <ul>
            {flagged.map((project) => (
              <li key={project.projectId} className="pulse-flag" data-testid={`pulse-flag-${project.projectId}`}>
                <strong>{project.title}</strong> · {t('cycles.pulse.projectExecution', { percent: project.executionPercent ?? 0 })}
                <p>{project.suggestion}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function outcomeText(outcome: PulseState['questions'][number]['outcome'], t: TFunction): string {
  if (outcome === 'NOW_YES') return t('cycles.pulse.nowYes');
  if (outcome === 'STILL_NO') return t('cycles.pulse.stillNo');
  return t('cycles.pulse.notAsked');
}
