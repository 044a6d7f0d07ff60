import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { Action } from '../../../domain/schemas/actions';
import { ActionTags } from '../../components/action-tags';
import { AreaAvatar } from '../../components/area-avatar';
import { CompleteButton } from '../../components/complete-button';
import { PendingMark } from '../../components/outbox';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { useAreaColor } from '../../lib/theme';

type NowItemProps = { action: Action; areaKey: string; completing: boolean; onComplete: (action: Action) => void };

/** One action that fits now: its area, what it needs, when it is due, and one-tap Complete (gone once completed offline). */
export function NowItem({ action, areaKey, completing, onComplete }: NowItemProps) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className={`now-item card${action.isOverdue ? ' now-item--overdue' : ''}`} style={{ '--area-colour': areaColor(areaStyle(areaKey).color) } as CSSProperties} data-testid="now-item">
      <div className="now-item__head">
        <AreaAvatar areaKey={areaKey} />
        <div className="now-item__heading">
          <h3 className="now-item__title">
            {action.title}
            <PendingMark id={action.id} />
          </h3>
          <p className="now-item__project">
            {action.project.title} · {action.contextName}
          </p>
        </div>
      </div>
      <ActionTags action={action} leading={action.isOverdue ? <li className="tag tag--overdue">{t('weekly.now.overdue')}</li> : null}>
        {action.budget.baseCapital > 0 ? (
          <li className="tag">
            <span aria-hidden="true">💰</span> {formatMoney(action.budget.baseCapital, action.budget.currencyCode, language)}
          </li>
        ) : null}
      </ActionTags>
      {action.completed ? null : <CompleteButton title={action.title} completing={completing} onComplete={() => onComplete(action)} className="now-item__complete" />}
    </li>
  );
}
