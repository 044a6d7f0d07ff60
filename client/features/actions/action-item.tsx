import { useTranslation } from 'react-i18next';
import type { PagedAction as Action } from '../../../domain/rules/actions';
import { CheckIcon } from '../../components/icons';
import { ActionTags } from '../../components/action-tags';
import { CompleteButton } from '../../components/complete-button';
import { PendingMark, useUnsentCreation } from '../../components/outbox';
import { currentLanguage } from '../../i18n';
import { formatInstantDateShort, formatMoney } from '../../lib/format';
import { ActionSeriesControl } from './action-series';
import { ActionTargets } from './action-targets';
import { ActualCost } from './actual-cost';
import './actions-item.css';

function BudgetBox({ budget }: { budget: Action['budget'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (budget.totalCapital <= 0) return <p className="action-item__no-budget">{t('actions.budget.none')}</p>;
  const money = (amount: number) => formatMoney(amount, budget.currencyCode, language);
  // A one-off budget (due within its first month) is its total only: per month it is the whole amount and per day
  // it would invent a rhythm of spending.
  const rows = budget.oneOff
    ? ([{ key: 'totalCapital', amount: budget.totalCapital }] as const)
    : ([
        { key: 'baseCapital', amount: budget.baseCapital },
        { key: 'totalCapital', amount: budget.totalCapital },
        { key: 'monthlyBudget', amount: budget.monthlyBudget },
        { key: 'dailyBudget', amount: budget.dailyBudget },
      ] as const);
  return (
    <section className="budget-box" aria-label={`${t('actions.budget.title')} (${budget.currencyCode})`}>
      <h4 className="budget-box__title">
        {t('actions.budget.title')} <span className="budget-box__currency">{budget.currencyCode}</span>
      </h4>
      <dl className="budget-box__grid">
        {rows.map((row) => (
          <div key={row.key} className="budget-box__cell">
            <dt>{t(`actions.budget.${row.key}`)}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Overdue ('3 days overdue') or due within a week ('Due tomorrow'); nothing otherwise. */
function DueNote({ action }: { action: Action }) {
  const { t } = useTranslation();
  if (action.isOverdue) return <p className="due-note due-note--overdue">{t('actions.item.overdue', { count: -action.daysUntilDue })}</p>;
  if (!action.isDueSoon) return null;
  const text =
    action.daysUntilDue === 0 ? t('actions.item.dueToday') : action.daysUntilDue === 1 ? t('actions.item.dueTomorrow') : t('actions.item.dueSoon', { count: action.daysUntilDue });
  return <p className="due-note due-note--soon">{text}</p>;
}

type ActionItemProps = { action: Action; number: number; completing: boolean; onComplete: (action: Action) => void };

/** One action with every field of SPEC section 2, its due status, the answers it aims at and, while open, the Complete button. */
export function ActionItem({ action, number, completing, onComplete }: ActionItemProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const unsent = useUnsentCreation(action.id);
  const state = action.completed ? ' action-item--done' : action.isOverdue ? ' action-item--overdue' : action.isDueSoon ? ' action-item--soon' : '';
  return (
    <li className={`action-item${state}`} data-testid="action-item">
      <div className="action-item__head">
        <span className="action-item__number" aria-hidden="true">
          {number}
        </span>
        <div className="action-item__heading">
          <h3 className="action-item__title">
            <span className="visually-hidden">{t('actions.item.number', { number })}:</span> {action.title}
            <PendingMark id={action.id} />
          </h3>
          {action.description ? <p className="action-item__description">{action.description}</p> : null}
        </div>
      </div>
      <p className="action-item__goal">
        <span className={`goal-badge goal-badge--${action.goal.goalType.toLowerCase()}`}>
          <span className="visually-hidden">{t('actions.item.goal')}:</span> {t(`goals.type.${action.goal.goalType}`)}
        </span>
        <span>{action.goal.content}</span>
      </p>
      <p className="action-item__project">
        <span className="action-item__label">{t('actions.item.project')}:</span> {action.project.title}
      </p>
      <ActionTags action={action}>
        {action.seriesId ? (
          <li>
            <ActionSeriesControl action={action} seriesId={action.seriesId} />
          </li>
        ) : null}
      </ActionTags>
      <DueNote action={action} />
      {unsent ? null : <ActionTargets action={action} />}
      <BudgetBox budget={action.budget} />
      {unsent ? (
        <p className="action-item__unsent">{t('outbox.unsentCreation')}</p>
      ) : action.completed ? (
        <>
          <p className="action-item__done">
            <CheckIcon />
            {action.completedAt ? t('actions.item.completedOn', { date: formatInstantDateShort(action.completedAt, language) }) : t('actions.item.completed')}
          </p>
          <ActualCost action={action} />
        </>
      ) : (
        <CompleteButton title={action.title} completing={completing} onComplete={() => onComplete(action)} className="button--small action-item__complete" />
      )}
    </li>
  );
}
