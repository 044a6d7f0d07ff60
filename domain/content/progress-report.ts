// The progress report's words and number formats, in Spanish and English (GET /reports/progress/{LANG}).
import type { Lang } from '../messages';
import type { GoalType } from '../rules/goals';
import type { ProjectStatus } from '../rules/projects';
import { dateToUtc } from '../rules/dates';
import { legalLocale } from './documents';

/** A text whose words follow a count: `one` for exactly one (es and en), `other` for the rest. */
type Counted = { one: string; other: string };

type ReportText = {
  title: string;
  generatedOn: string;
  page: string;
  filename: string;
  cyclesHeading: string;
  noCycles: string;
  cycle: string;
  cycleDates: string;
  globalScore: string;
  notAssessed: string;
  comparisonHeading: string;
  comparisonNeedsTwo: string;
  area: string;
  change: string;
  global: string;
  flippedHeading: string;
  flippedNone: string;
  pulseLine: Counted;
  aimedAt: string;
  no: string;
  yes: string;
  weeksHeading: string;
  noWeeks: string;
  weekOf: string;
  target: string;
  provisional: string;
  projectsHeading: string;
  noProjects: string;
  projectLine: Counted;
  goalLine: Counted;
  doneActions: string;
  noDoneActions: string;
  moreDoneActions: string;
  budgetsHeading: string;
  noBudgets: string;
  currency: string;
  planned: string;
  spent: string;
  remaining: string;
  goalType: Record<GoalType, string>;
  status: Record<ProjectStatus, string>;
};

const text: Record<Lang, ReportText> = {
  es: {
    title: 'Informe de progreso',
    generatedOn: 'Generado el {date}',
    page: 'Página {page} de {pages}',
    filename: 'prospera-progreso-{date}.pdf',
    cyclesHeading: 'Tu rueda de la vida, ciclo a ciclo',
    noCycles: 'Todavía no has completado ninguna evaluación de tu rueda de la vida.',
    cycle: 'Ciclo {number}',
    cycleDates: '{from} – {to}',
    globalScore: 'Puntuación global: {score}',
    notAssessed: 'sin evaluar',
    comparisonHeading: 'Comparación de los dos últimos ciclos',
    comparisonNeedsTwo: 'La comparación aparecerá cuando completes la evaluación de un segundo ciclo.',
    area: 'Área',
    change: 'Cambio',
    global: 'Global',
    flippedHeading: 'Respuestas que pasaron de NO a SÍ',
    flippedNone: 'Ninguna respuesta pasó de NO a SÍ entre estos ciclos.',
    pulseLine: {
      one: 'Pulso del día 45 del ciclo {number}: {yes} de {count} respuesta objetivo ya era SÍ a mitad de ciclo.',
      other: 'Pulso del día 45 del ciclo {number}: {yes} de {count} respuestas objetivo ya eran SÍ a mitad de ciclo.',
    },
    aimedAt: 'era un objetivo',
    no: 'NO',
    yes: 'SÍ',
    weeksHeading: 'Ejecución semanal',
    noWeeks: 'Aún no hay semanas con acciones previstas.',
    weekOf: 'Semana del {date}',
    target: 'Objetivo {percent}',
    provisional: '* semana en curso',
    projectsHeading: 'Proyectos, metas y acciones hechas',
    noProjects: 'Todavía no tienes proyectos.',
    projectLine: {
      one: '{area} · {status} · {from} – {to} · {progress} hecho ({done} de {planned} acción)',
      other: '{area} · {status} · {from} – {to} · {progress} hecho ({done} de {planned} acciones)',
    },
    goalLine: { one: '{done} de {planned} acción hecha', other: '{done} de {planned} acciones hechas' },
    doneActions: 'Acciones hechas',
    noDoneActions: 'Aún no hay acciones hechas.',
    moreDoneActions: 'y {count} más',
    budgetsHeading: 'Presupuestos: previsto frente a gastado',
    noBudgets: 'Ninguna acción tiene presupuesto ni coste real todavía.',
    currency: 'Moneda',
    planned: 'Previsto',
    spent: 'Gastado',
    remaining: 'Disponible',
    goalType: { BE: 'SER', DO: 'HACER', HAVE: 'TENER' },
    status: { ACTIVE: 'Activo', SOMEDAY: 'Algún día', COMPLETED: 'Completado', CANCELLED: 'Cancelado' },
  },
  en: {
    title: 'Progress report',
    generatedOn: 'Generated on {date}',
    page: 'Page {page} of {pages}',
    filename: 'prospera-progress-{date}.pdf',
    cyclesHeading: 'Your life wheel, cycle by cycle',
    noCycles: 'You have not completed an assessment of your life wheel yet.',
    cycle: 'Cycle {number}',
    cycleDates: '{from} – {to}',
    globalScore: 'Global score: {score}',
    notAssessed: 'not assessed',
    comparisonHeading: 'The last two cycles compared',
    comparisonNeedsTwo: 'The comparison appears once you complete the assessment of a second cycle.',
    area: 'Area',
    change: 'Change',
    global: 'Global',
    flippedHeading: 'Answers that went from NO to YES',
    flippedNone: 'No answer went from NO to YES between these cycles.',
    pulseLine: {
      one: 'Day-45 pulse of cycle {number}: {yes} of {count} target answer was already YES half-way through.',
      other: 'Day-45 pulse of cycle {number}: {yes} of {count} target answers were already YES half-way through.',
    },
    aimedAt: 'was a target',
    no: 'NO',
    yes: 'YES',
    weeksHeading: 'Weekly execution',
    noWeeks: 'No week has had actions due yet.',
    weekOf: 'Week of {date}',
    target: 'Target {percent}',
    provisional: '* current week',
    projectsHeading: 'Projects, goals and done actions',
    noProjects: 'You have no projects yet.',
    projectLine: {
      one: '{area} · {status} · {from} – {to} · {progress} done ({done} of {planned} action)',
      other: '{area} · {status} · {from} – {to} · {progress} done ({done} of {planned} actions)',
    },
    goalLine: { one: '{done} of {planned} action done', other: '{done} of {planned} actions done' },
    doneActions: 'Done actions',
    noDoneActions: 'No action done yet.',
    moreDoneActions: 'and {count} more',
    budgetsHeading: 'Budgets: planned against spent',
    noBudgets: 'No action has a budget or an actual cost yet.',
    currency: 'Currency',
    planned: 'Planned',
    spent: 'Spent',
    remaining: 'Left',
    goalType: { BE: 'BE', DO: 'DO', HAVE: 'HAVE' },
    status: { ACTIVE: 'Active', SOMEDAY: 'Someday', COMPLETED: 'Completed', CANCELLED: 'Cancelled' },
  },
};

type Key = { [K in keyof ReportText]: ReportText[K] extends string ? K : never }[keyof ReportText];

type CountedKey = { [K in keyof ReportText]: ReportText[K] extends Counted ? K : never }[keyof ReportText];

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** One of the report's texts in a language, with its {placeholders} filled. */
export function reportText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return fill(text[lang][key], params);
}

/** A text that agrees with `count` ("0 de 1 acción hecha", "0 de 2 acciones hechas"), its {placeholders} filled. */
export function reportCounted(key: CountedKey, lang: Lang, count: number, params: Record<string, string | number>): string {
  const forms = text[lang][key];
  return fill(pluralRules[lang].select(count) === 'one' ? forms.one : forms.other, params);
}

/** Each language's plural rules, made once: a report asks them of every goal and project it counts. */
const pluralRules: Record<Lang, Intl.PluralRules> = { es: new Intl.PluralRules('es'), en: new Intl.PluralRules('en') };

export function goalTypeLabel(goalType: GoalType, lang: Lang): string {
  return text[lang].goalType[goalType];
}

export function projectStatusLabel(status: ProjectStatus, lang: Lang): string {
  return text[lang].status[status];
}

/** The attachment's name, dated with the reader's today: prospera-progreso-2026-11-24.pdf / prospera-progress-2026-11-24.pdf. */
export function progressReportFilename(today: string, lang: Lang): string {
  return reportText('filename', lang, { date: today });
}

/** The report's numbers, dates and money through Intl in its language (es-ES, en-US). */
export function reportFormat(lang: Lang) {
  const locale = legalLocale(lang);
  const number = (maximumFractionDigits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits });
  const score = number(1);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const calendar = (dateStyle: 'long' | 'medium') => new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
  const longDate = calendar('long');
  const mediumDate = calendar('medium');
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // One formatter per currency the report writes, made at its first amount.
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currencyCode: string) => {
    const known = moneyFormats.get(currencyCode);
    if (known) return known;
    const made = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
    moneyFormats.set(currencyCode, made);
    return made;
  };
  return {
    score: (value: number) => score.format(value),
    percent: (value: number) => percent.format(value / 100),
    signed: (value: number) => signed.format(value),
    /** A calendar date ('2026-11-24') written out: '24 de noviembre de 2026' / 'November 24, 2026'. */
    longDate: (date: string) => longDate.format(dateToUtc(date)),
    mediumDate: (date: string) => mediumDate.format(dateToUtc(date)),
    /** Day and month only, for a chart's axis: '24 nov' / 'Nov 24'. */
    shortDate: (date: string) => shortDate.format(dateToUtc(date)),
    /** An amount in its currency with its usual decimals: '1234,50 US$' / '$1,234.50'. Never converted. */
    money: (amount: number, currencyCode: string) => moneyFormat(currencyCode).format(amount),
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
