// The row of small tags under an action: the energy it needs, its minutes and its due date (on /actions and /now).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Energy } from '../../domain/rules/actions';
import { currentLanguage } from '../i18n';
import { formatCalendarDate } from '../lib/format';
import './tags.css';

type ActionTagsProps = {
  action: { energy: Energy; timeEstimate: number; dueDate: string };
  /** Tags (<li>) before the three. */
  leading?: ReactNode;
  /** Tags (<li>) after the three. */
  children?: ReactNode;
};

export function ActionTags({ action, leading, children }: ActionTagsProps) {
  const { t } = useTranslation();
  return (
    <ul className="tags">
      {leading}
      <li className={`tag energy-badge energy-badge--${action.energy.toLowerCase()}`}>
        <span aria-hidden="true">⚡</span> {t(`actions.energyBadge.${action.energy}`)}
      </li>
      <li className="tag">
        <span aria-hidden="true">⏱ {t('actions.item.minutes', { count: action.timeEstimate })}</span>
        <span className="visually-hidden">{t('actions.item.minutesLabel', { count: action.timeEstimate })}</span>
      </li>
      <li className="tag">
        <span aria-hidden="true">📅</span> {t('actions.item.due', { date: formatCalendarDate(action.dueDate, currentLanguage()) })}
      </li>
      {children}
    </ul>
  );
}
