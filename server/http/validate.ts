import { z } from 'zod';
import { AppError, type Issue } from '../../domain/errors';
import { isMessageCode, translate, type Lang } from '../../domain/messages';

const zodLocales = { es: z.locales.es().localeError, en: z.locales.en().localeError };

/** Turns zod issues into our issues: schema messages are catalogue codes; zod's own ones are localised. */
export function toIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): Issue[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (isMessageCode(issue.message)) return { path, code: issue.message, message: translate(issue.message, lang) };
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return { path, code: missing ? 'REQUIRED' : 'INVALID_FORMAT', message: missing ? translate('REQUIRED', lang) : issue.message };
  });
}

/** Parses an operation's input; failure is a VALIDATION_ERROR whose message is the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(raw, { error: zodLocales[lang] });
  if (result.success) return result.data;
  const issues = toIssues(result.error.issues, lang);
  throw new AppError('VALIDATION_ERROR', { detail: issues[0]?.message ?? '' }, issues);
}
