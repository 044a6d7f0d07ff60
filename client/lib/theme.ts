// The colour theme on the client side: the person's choice (System / Light / Dark, kept on this device only) and
// the theme in force. The rule that turns the choice into a theme lives once, in client/public/theme.js, which
// runs before the first paint and sets <html data-theme> (and data-theme-choice); this module stores a new choice,
// asks that script to apply it, and lets components follow the attribute.
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** The localStorage key of the choice (client/public/theme.js reads the same one). */
export const THEME_STORAGE_KEY = 'theme';

type ThemeScript = { apply: () => Theme };
const themeScript = () => (window as Window & { prosperaTheme?: ThemeScript }).prosperaTheme;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
function currentChoice(): ThemeChoice {
  const choice = document.documentElement.dataset.themeChoice;
  return choice === 'light' || choice === 'dark' ? choice : 'system';
}

/** Stores the choice on this device and applies it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  const script = themeScript();
  if (script) script.apply();
  else document.documentElement.dataset.themeChoice = choice;
}

/** The theme in force ('light' before theme.js has run, as in component tests). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}

/** The person's choice on this device. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, () => 'system');
}

/**
 * The six areas' colours in the dark theme: lighter tones of the same hues (domain/content/life-areas.ts), which
 * keep 3:1 against the dark surfaces as chart marks and 4.5:1 as text. Keyed by the light colour, which is what the
 * server and domain/content/life-areas.ts give.
 */
const DARK_AREA_COLORS: Readonly<Record<string, string>> = {
  '#7c3aed': '#a78bfa',
  '#2563eb': '#60a5fa',
  '#059669': '#34d399',
  '#d97706': '#fbbf24',
  '#db2777': '#f472b6',
  '#dc2626': '#f87171',
  '#64748b': '#94a3b8',
};

/** An area's colour (its light-theme hex) as drawn in `theme`. */
export function areaColorIn(color: string, theme: Theme): string {
  if (theme === 'light') return color;
  return DARK_AREA_COLORS[color.toLowerCase()] ?? `color-mix(in srgb, ${color} 55%, #ffffff)`;
}

/** A function that draws an area's colour in the theme in force (components re-render when it changes). */
export function useAreaColor(): (color: string) => string {
  const theme = useTheme();
  return (color) => areaColorIn(color, theme);
}
