// The form kit every form uses: its values, a problem per field, where a server refusal lands and the submit
// state. It imports no zod: the sign-in screen, in the first bundle, loads its rules on demand.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { errorInfo } from './errors';
import { isField, problemText, type Checked, type Problems, type Words } from './form-problems';

/**
 * The fields a server refusal names, in the server's words (`text`): a code of `codeFields` lands on its field,
 * a VALIDATION_ERROR's issues on theirs. null when it names none of the form's fields.
 */
export function refusalProblems<F extends string>(error: unknown, text: string, fields: readonly F[], codeFields: Partial<Record<string, F>> = {}): Problems<F> | null {
  const info = errorInfo(error);
  const field = info.code === undefined ? undefined : codeFields[info.code];
  if (field) return { [field]: { text } } as Problems<F>;
  const problems: Problems<F> = {};
  for (const issue of info.code === 'VALIDATION_ERROR' ? (info.issues ?? []) : []) {
    const name = issue.path.split('.')[0];
    if (isField(fields, name) && !problems[name]) problems[name] = { text: issue.message };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

type FormOptions<V, F extends string, I, K extends string> = {
  initial: V | (() => V);
  /** The client's own checks; it may load its rules first. */
  check: (values: V) => Checked<I, F, K> | Promise<Checked<I, F, K>>;
  send: (input: I) => Promise<unknown>;
  /** The problems a refusal of `send` puts on fields; without them (null) the refusal is the form's `failure`. */
  refusal?: (error: unknown) => Problems<F, K> | null;
  words?: Words<K>;
  /**
   * After a submit the check refused, each change runs a check that loads nothing again, so the problems follow
   * the values (one fixed goes, one made appears) until a submit passes the check; without it a change only clears its
   * own.
   */
  recheck?: boolean;
};

export function useForm<V extends object, F extends string, I, K extends string = never>({ initial, check, send, refusal, words, recheck = false }: FormOptions<V, F, I, K>) {
  // Renders again on a language switch, so the problems are reworded.
  useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems<F, K>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState(false);

  /** Changes some values; the problems of the changed fields and of `clears` go with them (or, see `recheck`, are found again). */
  const set = (changes: Partial<V>, clears: readonly F[] = []) => {
    setValues((current) => ({ ...current, ...changes }));
    const again = recheck && refused ? check({ ...values, ...changes }) : null;
    if (again && !(again instanceof Promise)) {
      setProblems(again.ok ? {} : again.problems);
      return;
    }
    const gone = new Set<string>([...Object.keys(changes), ...clears]);
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !gone.has(field))) as Problems<F, K>);
  };

  const error = (field: F): string | undefined => {
    const problem = problems[field];
    return problem ? problemText(problem, currentLanguage(), words) : undefined;
  };

  /** The props that tie a text input, text area or select to a value that is also a field. */
  const field = <K extends StringKeys<V> & F>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value } as Partial<V>),
    error: error(name),
  });

  const run = async (form: HTMLFormElement) => {
    setFailure(null);
    // A check that loads nothing answers within the submit event itself, as a hand-made handler would.
    const result = check(values);
    const checked = result instanceof Promise ? await result : result;
    setRefused(!checked.ok);
    if (!checked.ok) {
      setProblems(checked.problems);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    setSubmitting(true);
    try {
      await send(checked.input);
    } catch (thrown) {
      const onFields = refusal?.(thrown) ?? null;
      if (onFields) setProblems(onFields);
      else setFailure(thrown);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(event.currentTarget);
  };

  /** The refusal of another command of the same form (a second button): shown as the form's failure until the next submit. */
  const fail = (thrown: unknown) => setFailure(thrown);

  return { values, set, field, error, problems, failure, fail, submitting, submit };
}

/** What useForm gives, for the pieces of a form that hold some of its fields. */
export type FormKit<V extends object, F extends string, K extends string = never> = ReturnType<typeof useForm<V, F, unknown, K>>;
