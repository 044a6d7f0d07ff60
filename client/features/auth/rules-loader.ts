// The form checks need zod and the phone table; loading them on first use keeps the sign-in screen light.
import type * as Validation from './validation';

type Rules = typeof Validation;

let rules: Promise<Rules> | null = null;

export function loadRules(): Promise<Rules> {
  rules ??= import('./validation');
  return rules;
}
