import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PagedAction } from '../../domain/rules/actions';
import { addDays } from '../../domain/rules/dates';
import { planWindow, weekStart as mondayOf } from '../../domain/rules/weekly';
import { PAGE_LIMIT_MAX } from '../../domain/schemas/common';
import type { Review, Weeks } from '../../domain/schemas/weekly';
import { EmptyState } from '../components/empty-state';
import { ErrorAlert } from '../components/error-alert';
import { HISTORY_BACK } from '../components/header';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { actionsIn } from '../features/actions/use-action-pages';
import { CompanionNotes, ExistingReview, NextWeekList, OverdueList, ReviewScore, ReviewTextsFields } from '../features/weekly/review-parts';
import { checkReview, EMPTY_REVIEW, reviewPayload, type ReviewForm } from '../features/weekly/review-model';
import { SettleAll } from '../features/weekly/review-settle';
import { useProjectsById } from '../features/weekly/use-projects-by-id';
import { reviewableWeek } from '../features/weekly/week-of';
import '../features/weekly/weekly.css';
import { currentLanguage } from '../i18n';
import { clearRelated } from '../lib/cache';
import { errorInfo, errorMessage } from '../lib/errors';
import { useForm } from '../lib/form';
import { formatCalendarDate } from '../lib/format';
import { isQueuedWrite } from '../lib/outbox-link';
import { todayInBrowser } from '../lib/today';
import { useTRPC } from '../lib/trpc';

/** Pending actions per page the review reads (it reads them all): the largest page the API answers. */
const REVIEW_PAGE_SIZE = PAGE_LIMIT_MAX;

/** How the form's review was saved: added, updated, or kept on this device until the connection returns. */
type Saved = 'added' | 'updated' | 'kept';

const isMonday = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && mondayOf(value) === value;

/** The confirmation after saving, with the way back to the dashboard; it takes the focus. */
/** The review was saved, or kept on this device (offline outbox) to be sent when the connection returns. */
function ReviewDone({ saved }: { saved: Saved }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card review-done" role="status">
      <span className="review-done__emoji" aria-hidden="true">
        🎉
      </span>
      <h2 ref={heading} tabIndex={-1} className="section-title">
        {saved === 'updated' ? t('weekly.review.updated') : t('weekly.review.done')}
      </h2>
      <p>{saved === 'kept' ? t('outbox.kept') : t('weekly.review.doneText')}</p>
      <Link to="/dashboard" className="button button--primary">
        {t('weekly.review.backToDashboard')}
      </Link>
    </section>
  );
}

type ReviewFormProps = {
  monday: string;
  today: string;
  week: Weeks['weeks'][number] | undefined;
  actions: readonly PagedAction[];
  projects: ReturnType<typeof useProjectsById>;
  /** The review being changed; null for a new one. */
  editing: Review | null;
  /** The week's review when the list holds one, offered for editing after an add refused as REVIEW_EXISTS. */
  existing: Review | null;
  onEdit: (review: Review) => void;
  onSaved: (saved: Saved) => void;
  /** An add refused as REVIEW_EXISTS: the stored list predates the review written elsewhere. */
  onExists: () => void;
  /** Overdue actions were settled all at once: the actions and the weeks are read again. */
  onSettled: () => void;
};

/** The review form, on the form kit: a new review sends the whole week in one call, an edit its texts and rating. */
function WeeklyReviewForm({ monday, today, week, actions, projects, editing, existing, onEdit, onSaved, onExists, onSettled }: ReviewFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const add = useMutation(trpc.weekly.addReview.mutationOptions());
  const update = useMutation(trpc.weekly.updateReview.mutationOptions());
  const overdue = actions.filter((action) => action.isOverdue);
  const pending = actions.filter((action) => !action.completed && !action.isOverdue && !action.isMissed);
  const areaOf = (action: PagedAction) => projects.get(action.projectId)?.areaKey ?? '';
  const endOf = (action: PagedAction) => projects.get(action.projectId)?.endDate;
  const endById = (id: string) => {
    const action = actions.find((item) => item.id === id);
    return action ? endOf(action) : undefined;
  };
  const form = useForm({
    initial: (): ReviewForm => (editing ? { ...EMPTY_REVIEW, wins: editing.wins, obstacles: editing.obstacles, changes: editing.changes, rating: String(editing.rating) } : EMPTY_REVIEW),
    check: (values: ReviewForm) => checkReview(values, { today, weekStart: monday, projectEnd: endById }),
    send: async (values) => {
      try {
        if (editing) await update.mutateAsync({ id: editing.id, wins: values.wins, obstacles: values.obstacles, changes: values.changes, rating: Number(values.rating) });
        else await add.mutateAsync(reviewPayload(values, monday));
      } catch (error) {
        if (isQueuedWrite(error)) return onSaved('kept');
        if (!editing && errorInfo(error).code === 'REVIEW_EXISTS') onExists();
        throw error;
      }
      onSaved(editing ? 'updated' : 'added');
    },
    words: (key) => t(`weekly.review.${key}`),
    recheck: true,
  });
  const refusedAsExisting = !editing && errorInfo(form.failure).code === 'REVIEW_EXISTS';
  const change = (values: Partial<ReviewForm>) => form.set(values);
  const ends = overdue.map(endOf).filter((end): end is string => end !== undefined).sort();
  const settled = () => {
    change({ overdue: {} });
    onSettled();
  };

  return (
    <form className="review-form" onSubmit={form.submit} noValidate aria-label={t('weekly.review.title')}>
      <ReviewScore week={week} overdue={overdue.length} />
      {editing ? <p className="review-section__hint">{t('weekly.review.editing')}</p> : null}
      <ReviewTextsFields form={form.values} error={form.error} onChange={change} />
      {editing ? null : (
        <>
          <OverdueList
            actions={overdue}
            form={form.values}
            error={form.error}
            areaOf={areaOf}
            endOf={endOf}
            today={today}
            onChange={change}
            bulk={<SettleAll actions={overdue} today={today} latest={ends[0]} onSettled={settled} />}
          />
          <NextWeekList actions={pending} form={form.values} error={form.error} areaOf={areaOf} endOf={endOf} window={planWindow(monday, today)} onChange={change} />
        </>
      )}
      {Object.keys(form.problems).length > 0 ? (
        <div className="form-alert" role="alert">
          <p>{t('weekly.review.fixErrors')}</p>
        </div>
      ) : null}
      {form.failure ? <ErrorAlert error={form.failure} /> : null}
      {refusedAsExisting && existing ? <ExistingReview review={existing} onEdit={onEdit} /> : null}
      <button type="submit" className="button button--primary button--large button--block" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('weekly.review.submitting') : editing ? t('weekly.review.update') : t('weekly.review.submit')}
      </button>
    </form>
  );
}

/** Weekly review (/review, /review/:weekStart): the week's score, the reflection, the overdue actions and next week's plan. */
export default function ReviewPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const params = useParams();
  const today = todayInBrowser();
  const monday = params.weekStart ?? reviewableWeek(today);
  const valid = isMonday(monday);

  const weeks = useQuery(trpc.weekly.weeks.queryOptions({ weeks: 12 }));
  // Only the pending actions matter here (overdue ones to settle, the rest to plan): read page by page, every page.
  const actions = useInfiniteQuery(
    trpc.actions.me.infiniteQueryOptions({ pending: 'true', limit: REVIEW_PAGE_SIZE }, { getNextPageParam: (page) => ('nextCursor' in page ? (page.nextCursor ?? undefined) : undefined) }),
  );
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = actions;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const reviews = useQuery(trpc.weekly.reviews.queryOptions({}));
  const projects = useProjectsById();
  const [editing, setEditing] = useState<Review | null>(null);
  const [refused, setRefused] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);

  const existing = reviews.data?.reviews.find((review) => review.weekStart === monday) ?? null;
  const list = actions.data?.pages.flatMap(actionsIn) ?? [];
  const onExists = () => {
    setRefused(true);
    clearRelated('weekly.reviews');
    void reviews.refetch();
  };

  const subtitle = valid ? t('weekly.review.subtitle', { from: formatCalendarDate(monday, language), to: formatCalendarDate(addDays(monday, 6), language) }) : undefined;

  const content = () => {
    if (!valid) return <EmptyState emoji="📅" text={errorMessage({ code: 'REVIEW_WEEK_NOT_MONDAY' }, t, language)} />;
    if (saved) return <ReviewDone saved={saved} />;
    if (weeks.isPending || actions.isPending || (hasNextPage && !isFetchNextPageError) || reviews.isPending) return <PanelLoading text={t('weekly.review.loading')} />;
    const failed = [weeks, actions, reviews].find((query) => query.isError);
    if (failed) {
      return (
        <LoadFailure
          title={t('weekly.review.loadError')}
          detail={errorMessage(failed.error, t, language)}
          retryLabel={t('common.retry')}
          busy={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      );
    }
    const notes = <CompanionNotes notes={existing?.companionNotes ?? []} />;
    if (existing && !editing && !refused) {
      return (
        <>
          {notes}
          <ExistingReview review={existing} onEdit={setEditing} />
        </>
      );
    }
    return (
      <>
        {notes}
        <WeeklyReviewForm
        key={editing?.id ?? 'new'}
        monday={monday}
        today={today}
        week={weeks.data?.weeks.find((week) => week.weekStart === monday)}
        actions={list}
        projects={projects}
        editing={editing}
        existing={existing}
        onEdit={setEditing}
        onSaved={setSaved}
        onExists={onExists}
          onSettled={() => {
            void actions.refetch();
            void weeks.refetch();
          }}
        />
      </>
    );
  };

  return (
    <Screen title={t('weekly.review.title')} {...(subtitle ? { subtitle } : {})} back={HISTORY_BACK} wide="review">
      {content()}
    </Screen>
  );
}
