import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addDays } from '../../domain/rules/dates';
import { planWindow, weekStart as mondayOf } from '../../domain/rules/weeks';
import type { Action } from '../../domain/schemas/actions';
import type { Review } from '../../domain/schemas/weeks';
import { EmptyState } from '../components/empty-state';
import { ErrorAlert } from '../components/error-alert';
import { HISTORY_BACK } from '../components/header';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { ExistingReview, NextWeekList, OverdueList, ReviewScore, ReviewTextsFields } from '../features/weekly/review-parts';
import { EMPTY_REVIEW, reviewPayload, reviewProblems, type ReviewForm } from '../features/weekly/review-model';
import { useProjectsById } from '../features/weekly/use-projects-by-id';
import { reviewableWeek } from '../features/weekly/week-of';
import '../features/weekly/weekly.css';
import { currentLanguage } from '../i18n';
import { clearRelated } from '../lib/cache';
import { errorInfo, errorMessage } from '../lib/errors';
import { formatCalendarDate } from '../lib/format';
import { todayInBrowser } from '../lib/today';
import { useTRPC } from '../lib/trpc';

const isMonday = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && mondayOf(value) === value;

/** The confirmation after saving, with the way back to the dashboard; it takes the focus. */
function ReviewDone({ updated }: { updated: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card review-done" role="status">
      <span className="review-done__emoji" aria-hidden="true">
        🎉
      </span>
      <h2 ref={heading} tabIndex={-1} className="section-title">
        {updated ? t('weekly.review.updated') : t('weekly.review.done')}
      </h2>
      <p>{t('weekly.review.doneText')}</p>
      <Link to="/dashboard" className="button button--primary">
        {t('weekly.review.backToDashboard')}
      </Link>
    </section>
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

  const weeks = useQuery(trpc.weeks.me.queryOptions({ weeks: 12 }));
  const actions = useQuery(trpc.actions.me.queryOptions({}));
  const reviews = useQuery(trpc.reviews.me.queryOptions({}));
  const projects = useProjectsById();
  const add = useMutation(trpc.reviews.add.mutationOptions());
  const update = useMutation(trpc.reviews.update.mutationOptions());

  const [form, setForm] = useState<ReviewForm>(EMPTY_REVIEW);
  const [editing, setEditing] = useState<Review | null>(null);
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState<'added' | 'updated' | null>(null);

  const existing = reviews.data?.reviews.find((review) => review.weekStart === monday) ?? null;
  const refusedAsExisting = add.isError && errorInfo(add.error).code === 'REVIEW_EXISTS';
  const list = actions.data && 'actions' in actions.data ? actions.data.actions : [];
  const overdue = list.filter((action) => action.isOverdue);
  const pending = list.filter((action) => !action.completed && !action.isOverdue);
  const areaOf = (action: Action) => projects.get(action.projectId)?.areaKey ?? '';
  const endOf = (action: Action) => projects.get(action.projectId)?.endDate;
  const endById = (id: string) => {
    const action = list.find((item) => item.id === id);
    return action ? endOf(action) : undefined;
  };
  const problems = checked ? reviewProblems(form, { today, weekStart: monday, projectEnd: endById }) : {};

  const startEditing = (review: Review) => {
    setEditing(review);
    setForm({ ...EMPTY_REVIEW, wins: review.wins, obstacles: review.obstacles, changes: review.changes, rating: String(review.rating) });
    setChecked(false);
    add.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(reviewProblems(form, { today, weekStart: monday, projectEnd: endById })).length > 0) {
      // As the form kit does (lib/form.ts): the focus goes to the first field to fix.
      const element = event.currentTarget;
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"], .field--invalid input')?.focus());
      return;
    }
    if (editing) {
      const { wins, obstacles, changes } = form;
      update.mutate({ id: editing.id, wins, obstacles, changes, rating: Number(form.rating) }, { onSuccess: () => setSaved('updated') });
      return;
    }
    add.mutate(reviewPayload(form, monday), {
      onSuccess: () => setSaved('added'),
      onError: (error) => {
        // The stored list predates the review written elsewhere: read it from the server.
        if (errorInfo(error).code === 'REVIEW_EXISTS') {
          clearRelated('reviews.me');
          void reviews.refetch();
        }
      },
    });
  };

  const subtitle = valid ? t('weekly.review.subtitle', { from: formatCalendarDate(monday, language), to: formatCalendarDate(addDays(monday, 6), language) }) : undefined;

  const content = () => {
    if (!valid) return <EmptyState emoji="📅" text={errorMessage({ code: 'REVIEW_WEEK_NOT_MONDAY' }, t, language)} />;
    if (saved) return <ReviewDone updated={saved === 'updated'} />;
    if (weeks.isPending || actions.isPending || reviews.isPending) return <PanelLoading text={t('weekly.review.loading')} />;
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
    if (existing && !editing && !add.isError) return <ExistingReview review={existing} onEdit={startEditing} />;
    const mutation = editing ? update : add;
    const busy = mutation.isPending;
    const hasProblems = Object.keys(problems).length > 0;
    return (
      <form className="review-form" onSubmit={onSubmit} noValidate aria-label={t('weekly.review.title')}>
        <ReviewScore week={weeks.data?.weeks.find((week) => week.weekStart === monday)} />
        {editing ? <p className="review-section__hint">{t('weekly.review.editing')}</p> : null}
        <ReviewTextsFields form={form} problems={problems} onChange={(change) => setForm({ ...form, ...change })} />
        {editing ? null : (
          <>
            <OverdueList actions={overdue} form={form} problems={problems} areaOf={areaOf} endOf={endOf} today={today} onChange={(change) => setForm({ ...form, ...change })} />
            <NextWeekList actions={pending} form={form} problems={problems} areaOf={areaOf} endOf={endOf} window={planWindow(monday, today)} onChange={(change) => setForm({ ...form, ...change })} />
          </>
        )}
        {hasProblems ? (
          <div className="form-alert" role="alert">
            <p>{t('weekly.review.fixErrors')}</p>
          </div>
        ) : null}
        {mutation.isError ? <ErrorAlert error={mutation.error} /> : null}
        {refusedAsExisting && existing ? <ExistingReview review={existing} onEdit={startEditing} /> : null}
        <button type="submit" className="button button--primary button--large button--block" disabled={busy} aria-busy={busy}>
          {busy ? t('weekly.review.submitting') : editing ? t('weekly.review.update') : t('weekly.review.submit')}
        </button>
      </form>
    );
  };

  return (
    <Screen title={t('weekly.review.title')} {...(subtitle ? { subtitle } : {})} back={HISTORY_BACK}>
      {content()}
    </Screen>
  );
}
