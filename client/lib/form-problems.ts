// The problems of a form's fields, as its checks find them: kept as codes or keys and worded when shown, so a
// language switch rewords them. Pure, so the sign-in checks that load on demand bring nothing else with them.
import { isMessageCode, translate, type MessageCode, type MessageParams } from '../../domain/messages';
import type { Lang } from '../../domain/messages/format';

/**
 * A code of the shared catalogue, one of the form's own texts (K, worded by the form's `words`; with the code it
 * words, when it stands for one), or words the server already chose.
 */
export type Problem<K extends string = never> = { code: MessageCode; params?: MessageParams } | { key: K; code?: MessageCode; params?: MessageParams } | { text: string };
export type Problems<F extends string, K extends string = never> = Partial<Record<F, Problem<K>>>;
/** What a form's check gives: the problems, or the input to send. */
export type Checked<I, F extends string, K extends string = never> = { ok: true; input: I } | { ok: false; problems: Problems<F, K> };
/** How a form words its own texts. */
export type Words<K extends string> = (key: K, params?: MessageParams) => string;

/** A zod issue as the kit needs it: its path and its message, which the shared schemas make a catalogue code. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

export function isField<F extends string>(fields: readonly F[], value: unknown): value is F {
  return typeof value === 'string' && (fields as readonly string[]).includes(value);
}

/**
 * The first issue of each of the form's fields, as its problem; `fieldOf` names the field of input keys that a form
 * shows as one (six checkboxes as one set). Issues of other paths are left out.
 */
export function issueProblems<F extends string>(issues: readonly Issue[], fields: readonly F[], fieldOf: Partial<Record<string, F>> = {}): Problems<F> {
  const problems: Problems<F> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = (typeof key === 'string' ? fieldOf[key] : undefined) ?? key;
    if (isField(fields, field) && !problems[field]) problems[field] = { code: isMessageCode(issue.message) ? issue.message : 'INVALID_FORMAT' };
  }
  return problems;
}

export function problemText<K extends string>(problem: Problem<K>, language: Lang, words?: Words<K>): string {
  if ('text' in problem) return problem.text;
  if ('key' in problem) return words ? words(problem.key, problem.params) : problem.key;
  return translate(problem.code, language, problem.params);
}
