import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionsNow } from '../../../domain/schemas/actions';
import { EmptyState } from '../../components/empty-state';

type NowEmptyProps = { reason: ActionsNow['emptyReason'] | undefined; contextName: string | undefined; onClear: () => void };

/**
 * Nothing fits: the real reason the server gave (domain/rules/now.ts), with the way out it calls for; without one
 * (a server before it gave reasons) the energy-and-time text.
 */
export function NowEmpty({ reason, contextName, onClear }: NowEmptyProps) {
  const { t } = useTranslation();
  if (reason === 'NO_ACTIONS') {
    return (
      <EmptyState emoji="🌱" text={t('weekly.now.emptyReason.NO_ACTIONS')}>
        <Link className="button button--primary" to="/actions">
          {t('weekly.now.goToActions')}
        </Link>
      </EmptyState>
    );
  }
  if (reason === 'ALL_DONE') return <EmptyState emoji="🎉" text={t('weekly.now.emptyReason.ALL_DONE')} />;
  const text = reason === 'CONTEXT' && contextName ? t('weekly.now.emptyReason.CONTEXT', { name: contextName }) : t('weekly.now.empty');
  return (
    <EmptyState emoji={reason === 'CONTEXT' ? '📍' : '🌿'} text={text}>
      <button type="button" className="button button--secondary" onClick={onClear}>
        {t('weekly.now.clearFilters')}
      </button>
    </EmptyState>
  );
}
