import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../domain/schemas/actions';
import { HISTORY_BACK } from '../components/header';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { NowItem } from '../features/weekly/now-item';
import { NowEmpty } from '../features/weekly/now-empty';
import { NowFilters } from '../features/weekly/now-filters';
import { ANY_ANSWERS, nowInput, type NowAnswers } from '../features/weekly/now-questions';
import { useProjectsById } from '../features/weekly/use-projects-by-id';
import '../features/weekly/weekly.css';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { isQueuedWrite } from '../lib/outbox-link';
import { useTRPC } from '../lib/trpc';

/** Actions a page of /now shows; "Ver más" asks for the next ones (GET /actions/now?limit=&cursor=). */
export const NOW_PAGE_SIZE = 20;

/** What can I do now (/now): where, how much energy, how much time (and money), then the actions that fit. */
export default function NowPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const [answers, setAnswers] = useState<NowAnswers>(ANY_ANSWERS);
  const contexts = useQuery(trpc.account.myContexts.queryOptions({}));
  const fitting = useInfiniteQuery({
    ...trpc.actions.now.infiniteQueryOptions({ ...nowInput(answers), limit: NOW_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
    placeholderData: (previous) => previous,
  });
  const projects = useProjectsById();
  const complete = useMutation(trpc.actions.complete.mutationOptions());
  const completingId = complete.isPending ? (complete.variables?.id ?? null) : null;

  const onComplete = (action: Action) =>
    complete.mutate(
      { id: action.id },
      {
        onSuccess: () => toast.success(t('weekly.now.completed', { title: action.title })),
        onError: (error) => (isQueuedWrite(error) ? toast.info(t('outbox.kept')) : toast.error(t('weekly.now.errorCompleting', { reason: errorMessage(error, t, language) }))),
      },
    );

  const results = () => {
    if (fitting.isPending) return <PanelLoading text={t('weekly.now.loading')} />;
    if (fitting.isError) {
      return (
        <LoadFailure
          title={t('weekly.now.loadError')}
          detail={errorMessage(fitting.error, t, language)}
          retryLabel={t('common.retry')}
          busy={fitting.isFetching}
          onRetry={() => void fitting.refetch()}
        />
      );
    }
    const actions = fitting.data.pages.flatMap((page) => page.actions);
    if (actions.length === 0) {
      const contextName = contexts.data?.contexts.find((context) => context.id === answers.contextId)?.name;
      return <NowEmpty reason={fitting.data.pages[0]?.emptyReason ?? null} contextName={contextName} onClear={() => setAnswers(ANY_ANSWERS)} />;
    }
    return (
      <>
        <p className="now-results__count" role="status">
          {t(fitting.hasNextPage ? 'weekly.now.moreCount' : 'weekly.now.count', { count: actions.length })}
        </p>
        <ul className="now-list">
          {actions.map((action) => (
            <NowItem key={action.id} action={action} areaKey={projects.get(action.projectId)?.areaKey ?? ''} completing={completingId === action.id} onComplete={onComplete} />
          ))}
        </ul>
        {fitting.isFetchNextPageError ? (
          <p className="now-results__error" role="alert">
            {t('weekly.now.moreError')}
          </p>
        ) : null}
        {fitting.hasNextPage ? (
          <button type="button" className="button button--secondary now-results__more" disabled={fitting.isFetchingNextPage} onClick={() => void fitting.fetchNextPage()}>
            {fitting.isFetchingNextPage ? t('weekly.now.moreLoading') : t('weekly.now.more')}
          </button>
        ) : null}
      </>
    );
  };

  return (
    <Screen title={t('weekly.now.title')} subtitle={t('weekly.now.subtitle')} back={HISTORY_BACK} wide="now">
      <div className="now-screen">
        <NowFilters contexts={contexts.data?.contexts ?? []} answers={answers} onChange={setAnswers} />
        <section className="now-results" aria-labelledby="now-results-title" aria-busy={fitting.isFetching}>
          <h2 id="now-results-title" className="section-title">
            {t('weekly.now.results')}
          </h2>
          {results()}
        </section>
      </div>
    </Screen>
  );
}
