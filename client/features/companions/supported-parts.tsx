import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { SharedView } from '../../../domain/schemas/companions';
import { AreaAvatar } from '../../components/area-avatar';
import { currentLanguage } from '../../i18n';
import { formatCalendarDate, formatNumber, formatPercent, formatScore } from '../../lib/format';
import { useAreaColor } from '../../lib/theme';

type Wheel = NonNullable<SharedView['wheel']>;
type Cycles = NonNullable<SharedView['cycles']>;
type Plan = NonNullable<SharedView['plan']>;
type Weekly = NonNullable<SharedView['weekly']>;

/** A part of the shared view: a card with its heading; `full` spans both columns on a desktop. */
function Part({ title, full = false, testId, children }: { title: string; full?: boolean; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`card supported-part${full ? ' supported-part--full' : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The wheel as its scores: each area with its emoji and colour, a bar to its score, and the focus areas marked. */
export function SharedWheelPart({ wheel }: { wheel: Wheel }) {
  const { t } = useTranslation();
  const areaColor = useAreaColor();
  const { cycle } = wheel;
  return (
    <Part title={t('companions.view.wheel.title')} testId="shared-wheel">
      <p>{wheel.globalScore === null ? t('companions.view.wheel.globalPending') : t('companions.view.wheel.global', { score: formatScore(wheel.globalScore) })}</p>
      {cycle.day === null ? null : <p className="supported-muted">{t('companions.view.wheel.day', { day: cycle.day, number: cycle.number })}</p>}
      <ul className="supported-areas" aria-label={t('companions.view.wheel.scoresLabel')}>
        {wheel.areas.map((area) => {
          const color = areaColor(areaStyle(area.key).color);
          return (
            <li key={area.id} className="supported-area" data-testid={`shared-area-${area.key}`}>
              <AreaAvatar areaKey={area.key} />
              <span className="supported-area__name">
                {area.areaName}
                {area.isFocus ? <span className="supported-muted"> · {t('companions.view.wheel.focus')}</span> : null}
              </span>
              <span>{area.score === null ? t('companions.view.wheel.notAssessed') : t('wheel.outOfTen', { score: area.score })}</span>
              <span className="supported-area__bar" aria-hidden="true">
                <span className="supported-area__fill" style={{ width: `${(area.score ?? 0) * 10}%`, backgroundColor: color }} />
              </span>
            </li>
          );
        })}
      </ul>
    </Part>
  );
}

/**
 * The cycles: each with its global score and its day-45 pulse, then the last re-assessment's comparison, plan
 * against result per question (`comparison`: the cycles feature draws it, the route composes both).
 */
export function SharedCyclesPart({ cycles, comparison }: { cycles: Cycles; comparison: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Part title={t('companions.view.cycles.title')} testId="shared-cycles">
      <ul className="supported-list">
        {cycles.history.cycles.map((cycle) => (
          <li key={cycle.id} className="supported-item">
            <span className="supported-item__title">{t('companions.view.cycles.cycle', { number: cycle.number })}</span>
            <span>{cycle.globalScore === null ? t('companions.view.cycles.globalPending') : t('companions.view.cycles.global', { score: formatScore(cycle.globalScore) })}</span>
            <span className="supported-muted">
              {cycle.pulse ? t('companions.view.cycles.pulse', { nowYes: cycle.pulse.nowYes, asked: cycle.pulse.asked }) : t('companions.view.cycles.noPulse')}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="section-title">{t('companions.view.cycles.comparisonTitle')}</h3>
      {cycles.comparison ? comparison : <p className="supported-muted">{t('companions.view.cycles.noComparison')}</p>}
    </Part>
  );
}

function money(amount: number, symbol: string): string {
  return `${symbol}${formatNumber(amount, currentLanguage())}`;
}

/** The active projects with their goals and actions: titles and status, and their budgets when shared. */
export function SharedPlanPart({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const areaColor = useAreaColor();
  const projectOfGoal = new Map(plan.goals.map((goal) => [goal.id, goal.projectId]));
  return (
    <Part title={t('companions.view.plan.title')} full testId="shared-plan">
      {plan.projects.length === 0 ? <p className="supported-muted">{t('companions.view.plan.none')}</p> : null}
      {plan.projects.map((project) => {
        const style = areaStyle(project.areaKey);
        const goals = plan.goals.filter((goal) => goal.projectId === project.id);
        const actions = plan.actions.filter((action) => projectOfGoal.get(action.goalId) === project.id);
        const symbol = project.budget?.currencySymbol ?? '';
        return (
          <article key={project.id} className="supported-project" style={{ borderLeftColor: areaColor(style.color) }} aria-label={project.title}>
            <h3>
              <span aria-hidden="true">{style.emoji}</span> {project.title}
            </h3>
            <p className="supported-muted">{t('companions.view.plan.progress', { percent: formatPercent(project.progressPercentage, language) })}</p>
            {project.budget ? (
              <p>
                {t('companions.view.plan.incomeTarget', {
                  daily: money(project.budget.dailyIncomeTarget, symbol),
                  monthly: money(project.budget.monthlyIncomeTarget, symbol),
                })}
              </p>
            ) : null}
            {goals.length > 0 ? (
              <ul className="supported-list" aria-label={t('companions.view.plan.goals')}>
                {goals.map((goal) => (
                  <li key={goal.id} className="supported-item">
                    <span className="supported-item__title">{goal.title}</span>
                    <span className="supported-muted">{goal.completed ? t('companions.view.plan.done') : t('companions.view.plan.pending')}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {actions.length > 0 ? (
              <ul className="supported-list" aria-label={t('companions.view.plan.actions')}>
                {actions.map((action) => (
                  <li key={action.id} className="supported-item">
                    <span className="supported-item__title">{action.title}</span>
                    <span className="supported-muted">
                      {action.completed ? t('companions.view.plan.done') : t('companions.view.plan.pending')} ·{' '}
                      {t('companions.view.plan.due', { date: formatCalendarDate(action.dueDate, language) })}
                    </span>
                    {action.budget ? (
                      <span className="supported-muted">
                        {t('companions.view.plan.capital', { amount: money(action.budget.baseCapital, symbol) })}
                        {action.budget.actualCost === null ? null : ` · ${t('companions.view.plan.cost', { amount: money(action.budget.actualCost, symbol) })}`}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        );
      })}
    </Part>
  );
}

/**
 * The weekly execution, this week's first, with each week's review (its text when shared) and the companion's own
 * note; `noteForm` is the form to write one.
 */
export function SharedWeeklyPart({ weekly, noteForm }: { weekly: Weekly; noteForm: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const weeks = [...weekly.weeks].reverse();
  const thisWeek = weeks[0]?.weekStart;
  return (
    <Part title={t('companions.view.weekly.title')} full testId="shared-weekly">
      {noteForm}
      <ul className="supported-list">
        {weeks.map((week) => {
          const review = weekly.reviews.find((candidate) => candidate.weekStart === week.weekStart);
          const note = weekly.notes.find((candidate) => candidate.weekStart === week.weekStart);
          return (
            <li key={week.weekStart} className="supported-item" data-testid={`shared-week-${week.weekStart}`}>
              <span className="supported-item__title">
                {week.weekStart === thisWeek ? t('companions.view.weekly.thisWeek') : t('companions.view.weekly.weekOf', { date: formatCalendarDate(week.weekStart, language) })}
              </span>
              <span>
                {week.score === null
                  ? t('companions.view.weekly.noScore')
                  : t('companions.view.weekly.score', { score: formatPercent(week.score, language), done: formatNumber(week.done, language), due: formatNumber(week.due, language) })}
              </span>
              {review ? <span className="supported-muted">{t('companions.view.weekly.rating', { rating: review.rating })}</span> : null}
              {review?.text ? (
                <dl className="details">
                  {(['wins', 'obstacles', 'changes'] as const).map((field) =>
                    review.text?.[field] ? (
                      <div key={field} className="details__row">
                        <dt>{t(`companions.view.weekly.${field}`)}</dt>
                        <dd>{review.text[field]}</dd>
                      </div>
                    ) : null,
                  )}
                </dl>
              ) : null}
              {note ? <p className="supported-note">{t('companions.view.weekly.yourNote', { text: note.text })}</p> : null}
            </li>
          );
        })}
      </ul>
    </Part>
  );
}
