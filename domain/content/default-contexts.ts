// The four contexts every person starts with (issue 37, item 8), named in their language; they stay editable and
// deletable like any other context. Each name already has the '@' that ContextNameSchema adds.
import type { Lang } from '../messages/format';

export const DEFAULT_CONTEXT_KEYS = ['HOME', 'WORK', 'COMPUTER', 'ERRANDS'] as const;
export type DefaultContextKey = (typeof DEFAULT_CONTEXT_KEYS)[number];

export const defaultContexts: Readonly<Record<DefaultContextKey, Readonly<Record<Lang, string>>>> = {
  HOME: { es: '@casa', en: '@home' },
  WORK: { es: '@trabajo', en: '@work' },
  COMPUTER: { es: '@computadora', en: '@computer' },
  ERRANDS: { es: '@recados', en: '@errands' },
};

/** The default contexts' names in one language, in the order they are created. */
export function defaultContextNames(lang: Lang): string[] {
  return DEFAULT_CONTEXT_KEYS.map((key) => defaultContexts[key][lang]);
}
