// The parts of the weekly review: the notice of a week already reviewed, and the form's pieces (the week's score,
// the texts and rating, the overdue actions and next week's plan).
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaStyle } from '../../../domain/content/life-areas';
import { EXECUTION_TARGET_PERCENT } from '../../../domain/rules/weekly';
import type { PagedAction } from '../../../domain/rules/actions';
import type { Review, ReviewList, Weeks } from '../../../domain/schemas/weekly';
import { AreaAvatar } from '../../components/area-avatar';
import { ChoiceField } from '../../components/choice-field';
import { TextAreaField, TextField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';
import { formatCalendarDate, formatInstantDate, formatNumber, formatPercent } from '../../lib/format';
import { REVIEW_TEXT_MAX, TEXT_FIELDS, type Resolution, type ReviewForm, type ReviewField, type ReviewTexts } from './review-model';
import { useAreaColor } from '../../lib/theme';

type Week = Weeks['weeks'][number];

type CompanionNote = ReviewList['reviews'][number]['companionNotes'][number];

/** The notes the person's companions left on this week (issue 41): who, as what, when, and the text. */
export function CompanionNotes({ notes }: { notes: readonly CompanionNote[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (notes.length === 0) return null;
  return (
    <section className="card review-section" aria-labelledby="review-companion-notes-title" data-testid="review-companion-notes">
      <h2 id="review-companion-notes-title" className="section-title">
        {t('weekly.review.companionNotes.title', { count: notes.length })}
      </h2>
      <ul className="review-notes">
        {notes.map((note) => (
          <li key={`${note.companionName}-${note.updatedAt}`} className="review-note">
            <p className="review-note__by">
              {t('weekly.review.companionNotes.by', {
                name: note.companionName,
                role: t(note.role === 'COACH' ? 'weekly.review.companionNotes.coach' : 'weekly.review.companionNotes.partner'),
                date: formatInstantDate(note.updatedAt, language),
              })}
            </p>
            <p className="review-note__text">{note.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A review may still be edited (the server's editableUntil, in the user's clock). */
const editable = (review: Review) => Date.now() < Date.parse(review.editableUntil);

/** The week already has a review: edit it while it may be, or go back. */
export function ExistingReview({ review, onEdit }: { review: Review; onEdit: (review: Review) => void }) {
  const { t } = useTranslation();
  return (
    <section className="card review-section" role="status">
      <p className="section-title">{t('weekly.review.exists')}</p>
      {editable(review) ? (
        <button type="button" className="button button--primary" onClick={() => onEdit(review)}>
          {t('weekly.review.editExisting')}
        </button>
      ) : (
        <p className="review-section__hint">{t('weekly.review.locked')}</p>
      )}
      <Link to="/dashboard" className="button button--secondary">
        {t('weekly.review.backToDashboard')}
      </Link>
    </section>
  );
}

/**
 * The reviewed week's execution score against the target; a week without due actions has none, which is not called
 * a week without actions while some are overdue.
 */
export function ReviewScore({ week, overdue }: { week: Week | undefined; overdue: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="card review-score" aria-labelledby="review-score-title">
      <h2 id="review-score-title" className="review-score__title">
        {t('weekly.review.score')}
      </h2>
      <p className="review-score__value" data-testid="review-score">
        {week && week.score !== null
          ? t('weekly.review.scoreValue', { score: formatPercent(week.score, language), done: formatNumber(week.done, language), due: formatNumber(week.due, language) })
          : overdue > 0
            ? t('weekly.review.noScoreOverdue', { count: overdue })
            : t('weekly.review.noScore')}
      </p>
      <p className="review-section__hint">{t('weekly.review.target', { target: formatPercent(EXECUTION_TARGET_PERCENT, language) })}</p>
    </section>
  );
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The worded problem of a field of the form, if it has one. */
type ErrorOf = (field: ReviewField) => string | undefined;
type TextsProps = { form: ReviewTexts; error: ErrorOf; onChange: (change: Partial<ReviewTexts>) => void };

/** Wins, obstacles and what to change (each with its counter), and the 1-5 rating. */
export function ReviewTextsFields({ form, error, onChange }: TextsProps) {
  const { t } = useTranslation();
  const ratingError = error('rating');
  return (
    <section className="card review-section">
      {TEXT_FIELDS.map((field) => (
        <TextAreaField key={field} label={t(`weekly.review.${field}`)} value={form[field]} counterMax={REVIEW_TEXT_MAX} rows={3} onChange={(event) => onChange({ [field]: event.target.value })} />
      ))}
      <div className={ratingError ? 'field field--invalid' : 'field'}>
        <ChoiceField
          legend={t('weekly.review.rating')}
          name="review-rating"
          options={RATINGS.map((rating) => ({ value: rating, label: t(`weekly.review.ratingOption.${rating}`) }))}
          value={form.rating}
          onChange={(rating) => onChange({ rating })}
          {...(ratingError ? { errorId: 'review-rating-error' } : {})}
        />
        {ratingError ? (
          <p className="field__error" id="review-rating-error">
            {ratingError}
          </p>
        ) : null}
      </div>
    </section>
  );
}

type ListProps = {
  actions: readonly PagedAction[];
  form: ReviewForm;
  error: ErrorOf;
  areaOf: (action: PagedAction) => string;
  endOf: (action: PagedAction) => string | undefined;
  today: string;
  onChange: (change: Pick<ReviewForm, 'overdue'> | Pick<ReviewForm, 'nextWeek'>) => void;
};

function ActionTitle({ action, areaKey }: { action: PagedAction; areaKey: string }) {
  return (
    <span className="review-item__title">
      <AreaAvatar areaKey={areaKey} />
      {action.title}
    </span>
  );
}

/** An item's area colour, as the theme in force draws it (client/lib/theme.ts). */
const areaColour = (areaKey: string, areaColor: (color: string) => string) => ({ '--area-colour': areaColor(areaStyle(areaKey).color) }) as CSSProperties;

/**
 * Each overdue action with Reschedule (and its date, from today to its project's end), Complete or Delete; `bulk`
 * (the settle-all buttons) above them when there are several.
 */
export function OverdueList({ actions, form, error, areaOf, endOf, today, onChange, bulk }: ListProps & { bulk?: ReactNode }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  const options: { value: Resolution; label: string }[] = [
    { value: 'RESCHEDULE', label: t('weekly.review.reschedule') },
    { value: 'COMPLETE', label: t('weekly.review.complete') },
    { value: 'DELETE', label: t('weekly.review.delete') },
  ];
  return (
    <section className="card review-section" aria-labelledby="review-overdue-title">
      <h2 id="review-overdue-title" className="section-title">
        {t('weekly.review.overdue')}
      </h2>
      {actions.length === 0 ? (
        <p className="review-section__hint">{t('weekly.review.noOverdue')}</p>
      ) : (
        <>
          <p className="review-section__hint">{t('weekly.review.overdueHint')}</p>
          {actions.length > 1 ? bulk : null}
          <ul className="review-list">
            {actions.map((action) => {
              const choice = form.overdue[action.id] ?? { resolution: '', dueDate: '' };
              const problem = error(`overdue.${action.id}`);
              const set = (change: Partial<typeof choice>) => onChange({ overdue: { ...form.overdue, [action.id]: { ...choice, ...change } } });
              return (
                <li key={action.id} className="review-item" style={areaColour(areaOf(action), areaColor)} data-testid="overdue-item">
                  <ActionTitle action={action} areaKey={areaOf(action)} />
                  <p className="review-item__meta">
                    {t('actions.item.overdue', { count: -action.daysUntilDue })} · {formatCalendarDate(action.dueDate, language)}
                  </p>
                  <ChoiceField legend={t('weekly.review.resolution', { title: action.title })} name={`overdue-${action.id}`} options={options} value={choice.resolution} onChange={(resolution) => set({ resolution })} />
                  {choice.resolution === 'RESCHEDULE' ? (
                    <TextField
                      label={t('weekly.review.newDate')}
                      type="date"
                      min={today}
                      max={endOf(action)}
                      value={choice.dueDate}
                      error={problem}
                      onChange={(event) => set({ dueDate: event.target.value })}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

type PlanProps = ListProps & { window: { from: string; to: string } };

/** The pending actions, each of which may be picked for next week with a date inside the plan window. */
export function NextWeekList({ actions, form, error, areaOf, endOf, window, onChange }: Omit<PlanProps, 'today'>) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  const defaultDate = (action: PagedAction) => {
    const end = endOf(action);
    if (action.dueDate >= window.from && action.dueDate <= window.to) return action.dueDate;
    return end !== undefined && end < window.from ? '' : window.from;
  };
  return (
    <section className="card review-section" aria-labelledby="review-next-title">
      <h2 id="review-next-title" className="section-title">
        {t('weekly.review.nextWeek')}
      </h2>
      {actions.length === 0 ? (
        <p className="review-section__hint">{t('weekly.review.noPending')}</p>
      ) : (
        <>
          <p className="review-section__hint">
            {t('weekly.review.nextWeekHint', { from: formatCalendarDate(window.from, language), to: formatCalendarDate(window.to, language) })}
          </p>
          <ul className="review-list">
            {actions.map((action) => {
              const picked = form.nextWeek[action.id];
              const problem = error(`nextWeek.${action.id}`);
              const end = endOf(action);
              const toggle = (checked: boolean) => {
                const { [action.id]: _dropped, ...rest } = form.nextWeek;
                onChange({ nextWeek: checked ? { ...rest, [action.id]: defaultDate(action) } : rest });
              };
              return (
                <li key={action.id} className="review-item" style={areaColour(areaOf(action), areaColor)} data-testid="plan-item">
                  <label className="review-pick">
                    <input type="checkbox" checked={picked !== undefined} onChange={(event) => toggle(event.target.checked)} aria-label={t('weekly.review.pick', { title: action.title })} />
                    <ActionTitle action={action} areaKey={areaOf(action)} />
                  </label>
                  <p className="review-item__meta">{t('actions.item.due', { date: formatCalendarDate(action.dueDate, language) })}</p>
                  {picked !== undefined ? (
                    <TextField
                      label={t('weekly.review.pickDate', { title: action.title })}
                      type="date"
                      min={window.from}
                      max={end !== undefined && end < window.to ? end : window.to}
                      value={picked}
                      error={problem}
                      onChange={(event) => onChange({ nextWeek: { ...form.nextWeek, [action.id]: event.target.value } })}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
