import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANION_NOTE_MAX_LENGTH, CompanionNoteInputSchema, type CompanionNoteInput, type SharedView } from '../../../domain/schemas/companions';
import { FormAlert } from '../../components/error-alert';
import { SelectField, TextAreaField } from '../../components/form-field';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { issueProblems } from '../../lib/form-problems';
import { formatCalendarDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

type Weekly = NonNullable<SharedView['weekly']>;

/**
 * "Nota del acompañante": a note of at most 500 characters on one of the weeks shown (this week first); choosing a
 * week that has one brings its text, which a save replaces. `onSaved` reads the view again.
 */
export function NoteForm({ shareId, weekly, onSaved }: { shareId: string; weekly: Weekly; onSaved: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const save = useMutation(trpc.companions.note.mutationOptions());
  const weeks = weekly.weeks.map((week) => week.weekStart).reverse();
  const noteOf = (weekStart: string) => weekly.notes.find((note) => note.weekStart === weekStart)?.text ?? '';
  const first = weeks[0] ?? '';
  const form = useForm({
    initial: () => ({ weekStart: first, text: noteOf(first) }),
    check: (values) => {
      const parsed = CompanionNoteInputSchema.safeParse({ id: shareId, ...values });
      if (parsed.success) return { ok: true as const, input: parsed.data };
      return { ok: false as const, problems: issueProblems(parsed.error.issues, ['weekStart', 'text'] as const) };
    },
    send: async (input: CompanionNoteInput) => {
      await save.mutateAsync(input);
      toast.success(t('companions.view.note.saved'));
      onSaved();
    },
  });
  return (
    <form className="companions-form" noValidate onSubmit={form.submit} aria-busy={form.submitting} aria-labelledby="companion-note-title">
      <h3 id="companion-note-title" className="section-title">
        {t('companions.view.note.title')}
      </h3>
      <p className="supported-muted">{t('companions.view.note.hint')}</p>
      <SelectField
        label={t('companions.view.note.week')}
        name="weekStart"
        value={form.values.weekStart}
        error={form.error('weekStart')}
        onChange={(event) => form.set({ weekStart: event.target.value, text: noteOf(event.target.value) })}
      >
        {weeks.map((weekStart, index) => (
          <option key={weekStart} value={weekStart}>
            {index === 0 ? t('companions.view.weekly.thisWeek') : t('companions.view.weekly.weekOf', { date: formatCalendarDate(weekStart, language) })}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('companions.view.note.text')} rows={3} counterMax={COMPANION_NOTE_MAX_LENGTH} {...form.field('text')} />
      <FormAlert text={form.failure ? t('companions.view.note.failed', { reason: errorMessage(form.failure, t, language) }) : null} />
      <button type="submit" className="button button--primary" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('companions.view.note.saving') : t('companions.view.note.save')}
      </button>
    </form>
  );
}
