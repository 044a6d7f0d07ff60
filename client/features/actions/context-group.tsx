import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedAction } from '../../../domain/rules/actions';
import { ChevronDownIcon } from '../../components/icons';
import { ActionItem } from './action-item';
import type { ContextGroup } from './grouping';

type ContextGroupCardProps = { group: ContextGroup<PagedAction>; completingId: string | null; onComplete: (action: PagedAction) => void };

/** A collapsible card of one context's actions, with its active, completed and total counts. */
export function ContextGroupCard({ group, completingId, onComplete }: ContextGroupCardProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  return (
    <section className="card context-group" aria-label={group.contextName}>
      <h2 className="context-group__heading">
        <button
          type="button"
          className="context-group__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          title={t(expanded ? 'actions.group.collapse' : 'actions.group.expand', { name: group.contextName })}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="context-group__name">{group.contextName}</span>
          <span className="context-group__counts">{[
              t('actions.group.active', { count: group.active }),
              t('actions.group.completed', { count: group.completed }),
              t('actions.group.total', { count: group.total }),
            ].join(' · ')}</span>
          <span className="context-group__chevron" aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </button>
      </h2>
      <ol id={listId} className="context-group__list" hidden={!expanded}>
        {group.actions.map((action, index) => (
          <ActionItem key={action.id} action={action} number={index + 1} completing={completingId === action.id} onComplete={onComplete} />
        ))}
      </ol>
    </section>
  );
}
