import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Actions need a context: with none, the way to create one (the contexts live on the profile). */
export function NoContextsNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`context-notice${compact ? ' context-notice--compact' : ''}`} aria-labelledby={compact ? undefined : titleId}>
      <span className="context-notice__icon" aria-hidden="true">
        🏷️
      </span>
      <div className="context-notice__body">
        {compact ? null : (
          <h2 id={titleId} className="context-notice__title">
            {t('actions.noContexts.title')}
          </h2>
        )}
        <p>{t('actions.noContexts.text')}</p>
        <Link to="/profile" className="button button--primary button--small">
          {t('actions.noContexts.button')}
        </Link>
      </div>
    </section>
  );
}
