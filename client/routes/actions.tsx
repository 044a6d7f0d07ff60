import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PagedAction } from '../../domain/rules/actions';
import type { Action } from '../../domain/schemas/actions';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { ActionForm } from '../features/actions/action-form';
import { ActionsSummary } from '../features/actions/actions-summary';
import { ContextGroupCard } from '../features/actions/context-group';
import { SelectField } from '../components/form-field';
import { GoalFilter } from '../features/actions/goal-filter';
import { groupByContext } from '../features/actions/grouping';
import { LoadMore } from '../features/actions/load-more';
import { NoContextsNotice } from '../features/actions/no-contexts-notice';
import { useActionPages } from '../features/actions/use-action-pages';
import '../features/actions/actions.css';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { isQueuedWrite } from '../lib/outbox-link';
import { NOW_PATH } from '../lib/paths';
import { useTRPC } from '../lib/trpc';

/** Actions (/actions, ?goalId= and ?contextId= filters): totals, the context filter, the groups and the create form. */
export default function ActionsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const goalId = params.get('goalId') ?? '';
  const contextId = params.get('contextId') ?? '';
  const [formOpen, setFormOpen] = useState(false);

  const { query: actions, loaded } = useActionPages({ ...(goalId ? { goalId } : {}), ...(contextId ? { contextId } : {}) });
  const contexts = useQuery(trpc.account.myContexts.queryOptions({}));
  const goals = useQuery({ ...trpc.goals.me.queryOptions({}), enabled: goalId !== '' });
  const complete = useMutation(trpc.actions.complete.mutationOptions());

  const contextList = contexts.data?.contexts ?? [];
  const goal = goals.data?.goals.find((item) => item.id === goalId) ?? null;
  const shownGoal = goal ?? loaded?.actions.find((action) => action.goalId === goalId)?.goal ?? null;

  const setFilter = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('contextId', value);
      else next.delete('contextId');
      return next;
    });

  const onComplete = (action: PagedAction) =>
    complete.mutate(
      { id: action.id },
      {
        onSuccess: () => toast.success(t('actions.actionCompleted', { title: action.title })),
        onError: (error) => (isQueuedWrite(error) ? toast.info(t('outbox.kept')) : toast.error(t('actions.errorCompleting', { reason: errorMessage(error, t, language) }))),
      },
    );

  const onCreated = (action: Action) => {
    setFormOpen(false);
    toast.success(t('actions.actionCreated', { title: action.title }));
  };
  const onKept = () => {
    setFormOpen(false);
    toast.info(t('outbox.kept'));
  };

  const completingId = complete.isPending ? (complete.variables?.id ?? null) : null;
  const groups = loaded ? groupByContext(loaded.actions, language, loaded.contextCounts) : [];

  const body = () => {
    if (actions.isPending) {
      return <PanelLoading text={t('actions.loading')} />;
    }
    if (actions.isError && !loaded) {
      return (
        <LoadFailure
          title={t('actions.loadError')}
          detail={errorMessage(actions.error, t, language)}
          retryLabel={t('common.retry')}
          busy={actions.isFetching}
          onRetry={() => void actions.refetch()}
        />
      );
    }
    if (groups.length === 0) {
      const text = goalId ? t('actions.emptyGoal') : contextId ? t('actions.emptyFiltered') : t('actions.empty');
      return (
        <EmptyState emoji="✅" text={text}>
          {goalId || contextId ? null : <p className="empty-state__text">{t('actions.emptyHint')}</p>}
        </EmptyState>
      );
    }
    return (
      <div className="context-groups">
        {groups.map((group) => (
          <ContextGroupCard key={group.contextId} group={group} completingId={completingId} onComplete={onComplete} />
        ))}
        {loaded ? <LoadMore query={actions} shown={loaded.actions.length} total={loaded.counters.totalActions} /> : null}
      </div>
    );
  };

  return (
    <Screen title={t('actions.title')} subtitle={t('actions.subtitle')} wide="actions">
      {goalId ? <GoalFilter goal={shownGoal} /> : null}
      {contexts.isSuccess && contextList.length === 0 ? <NoContextsNotice /> : null}
      {loaded ? <ActionsSummary list={loaded.counters} /> : null}
      <div className="actions-toolbar">
        <SelectField label={t('actions.filter.label')} value={contextId} onChange={(event) => setFilter(event.target.value)} className="actions-toolbar__filter">
          <option value="">{t('actions.filter.all')}</option>
          {contextList.map((context) => (
            <option key={context.id} value={context.id}>
              {context.name}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button button--primary actions-toolbar__new" onClick={() => setFormOpen(true)}>
          <span aria-hidden="true" className="actions-toolbar__plus">+</span> {t('actions.newAction')}
        </button>
      </div>
      <Link to={NOW_PATH} className="button button--secondary button--block">
        <span aria-hidden="true">⚡</span> {t('weekly.now.link')}
      </Link>
      {body()}
      {formOpen ? (
        <ActionForm contexts={contexts.data?.contexts} start={goal ? { projectId: goal.projectId, goalId: goal.id } : undefined} onClose={() => setFormOpen(false)} onCreated={onCreated} onKept={onKept} />
      ) : null}
    </Screen>
  );
}
