// The create-project form's checks, made with the server's schema and date rules (SPEC.md section 5, 'Project
// create'). Problems are kept as catalogue codes and worded when shown, so a language switch rewords them.
import { isExpectedScoreValid, minEndDate, validateProjectDates, type ProjectDateError } from '../../../domain/rules/projects';
import { CreateProjectInputSchema, type CreateProjectInput } from '../../../domain/schemas/projects';
import { issueProblems, type Checked, type Problems } from '../../lib/form-problems';

export type ProjectFormValues = { title: string; description: string; expectedScore: string; startDate: string; endDate: string };
export type ProjectField = keyof ProjectFormValues;
type ProjectFormProblems = Problems<ProjectField>;

export const EMPTY_PROJECT_FORM: ProjectFormValues = { title: '', description: '', expectedScore: '', startDate: '', endDate: '' };

/**
 * The date rule the chosen dates break, on the field it belongs to, or null. A start alone is checked against
 * tomorrow; the window of 3 to 6 months needs the end too.
 */
export function dateProblem(today: string, startDate: string, endDate: string): { field: 'startDate' | 'endDate'; code: ProjectDateError } | null {
  if (!startDate) return null;
  const code = validateProjectDates({ today, startDate, endDate: endDate || minEndDate(startDate) });
  if (!code) return null;
  return { field: code === 'START_DATE_TOO_EARLY' ? 'startDate' : 'endDate', code };
}

const FIELDS: readonly ProjectField[] = ['title', 'description', 'expectedScore', 'startDate', 'endDate'];

/** Every problem of the form (the first per field), or the input to send when there is none. */
export function checkProjectForm(
  values: ProjectFormValues,
  context: { lifeWheelAreaId: string; currentScore: number; today: string },
): Checked<CreateProjectInput, ProjectField> {
  const parsed = CreateProjectInputSchema.safeParse({
    lifeWheelAreaId: context.lifeWheelAreaId,
    title: values.title,
    description: values.description,
    expectedScore: values.expectedScore === '' ? undefined : Number(values.expectedScore),
    startDate: values.startDate,
    endDate: values.endDate,
  });
  const problems: ProjectFormProblems = parsed.success ? {} : issueProblems(parsed.error.issues, FIELDS);
  for (const field of ['expectedScore', 'startDate', 'endDate'] as const) {
    if (values[field] === '') problems[field] = { code: 'REQUIRED' };
  }
  const expected = Number(values.expectedScore);
  if (!problems.expectedScore && !isExpectedScoreValid(expected, context.currentScore)) {
    problems.expectedScore = { code: 'EXPECTED_SCORE_NOT_ABOVE_CURRENT', params: { score: context.currentScore } };
  }
  const dates = dateProblem(context.today, values.startDate, values.endDate);
  if (dates && !problems[dates.field]) problems[dates.field] = { code: dates.code };
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, problems };
}
