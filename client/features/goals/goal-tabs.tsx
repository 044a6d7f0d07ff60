// The BE / DO / HAVE tabs: a tablist with arrow-key, Home and End navigation; each tab shows its n/3 goals.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_TYPES, MAX_GOALS_PER_TYPE, type GoalType } from '../../../domain/rules/goals';

export const tabId = (type: GoalType) => `goal-tab-${type}`;
export const panelId = (type: GoalType) => `goal-panel-${type}`;

export function GoalTabs({ active, counts, onSelect }: { active: GoalType; counts: Record<GoalType, number>; onSelect: (type: GoalType) => void }) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<GoalType, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = GOAL_TYPES.indexOf(active);
    const last = GOAL_TYPES.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const type = GOAL_TYPES[target];
    if (!type) return;
    onSelect(type);
    refs.current[type]?.focus();
  };

  return (
    <div className="goal-tabs" role="tablist" aria-label={t('goals.tabsLabel')} onKeyDown={move}>
      {GOAL_TYPES.map((type) => (
        <button
          key={type}
          ref={(element) => {
            refs.current[type] = element;
          }}
          id={tabId(type)}
          type="button"
          role="tab"
          className={`goal-tab goal-tab--${type.toLowerCase()}`}
          aria-selected={active === type}
          aria-controls={panelId(type)}
          tabIndex={active === type ? 0 : -1}
          onClick={() => onSelect(type)}
        >
          <span className="goal-tab__name">{t(`goals.type.${type}`)}</span>
          <span className="goal-tab__count">{t('goals.tabCount', { count: counts[type], max: MAX_GOALS_PER_TYPE })}</span>
        </button>
      ))}
    </div>
  );
}
