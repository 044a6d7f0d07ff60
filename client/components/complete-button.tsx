import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

type CompleteButtonProps = { title: string; completing: boolean; onComplete: () => void; className: string };

/** Marks one action completed: named after the action for screen readers, busy while the call runs. */
export function CompleteButton({ title, completing, onComplete, className }: CompleteButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button--primary ${className}`}
      onClick={onComplete}
      disabled={completing}
      aria-busy={completing}
      aria-label={t('actions.item.completeLabel', { title })}
    >
      <CheckIcon />
      {completing ? t('actions.item.completing') : t('actions.item.complete')}
    </button>
  );
}
