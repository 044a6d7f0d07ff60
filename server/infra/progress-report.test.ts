import { describe, expect, it } from 'vitest';
import { lifeAreas } from '../../domain/content/life-areas';
import type { Analytics } from '../../domain/schemas/analytics';
import type { CycleComparison } from '../../domain/schemas/cycles';
import { readPdf } from '../../tests/support/pdf';
import { printable } from './pdf-kit';
import { DONE_ACTIONS_LISTED, progressReportPdf, type DoneAction, type ProgressReportInput } from './progress-report';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function cycle(number: number, scores: number[]): Analytics['cycles'][number] {
  return {
    id: id(100 + number),
    number,
    status: number === 2 ? 'ACTIVE' : 'CLOSED',
    startedOn: number === 1 ? '2026-05-01' : '2026-08-01',
    endsOn: number === 1 ? '2026-07-30' : '2026-10-30',
    lastDay: number === 1 ? '2026-07-29' : '2026-10-29',
    globalScore: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
    areas: lifeAreas.map((area, index) => ({ areaId: id(index + 1), key: area.key, areaName: area.name.es, score: scores[index] ?? null, isFocus: index < 3 })),
    pulse: null,
  };
}

const analytics: Analytics = {
  today: '2026-11-24',
  currentCycleId: id(102),
  cycles: [cycle(1, [3, 4, 5, 7, 8, 10]), cycle(2, [6, 4, 5, 7, 9, 10])],
  targetPercent: 85,
  weeks: [
    { weekStart: '2026-11-09', due: 5, done: 4, score: 80, provisional: false },
    { weekStart: '2026-11-16', due: 4, done: 4, score: 100, provisional: false },
    { weekStart: '2026-11-23', due: 3, done: 1, score: 33, provisional: true },
  ],
  completions: [],
  projects: [
    {
      id: id(200),
      cycleId: id(102),
      title: 'Correr 5 km 🏃',
      status: 'ACTIVE',
      areaId: id(3),
      areaKey: 'HEALTH_NUTRITION',
      startDate: '2026-08-02',
      endDate: '2026-10-30',
      progressPercentage: 60,
      timeElapsedPercentage: 100,
      actionsDone: 12,
      actionsPlanned: 20,
      daysLeft: 0,
      expectedScore: 8,
      predictedScore: 7,
      goals: [
        { id: id(300), goalType: 'BE', content: 'Ser una persona constante', actionsDone: 12, actionsPlanned: 14, budgets: [] },
        { id: id(301), goalType: 'HAVE', content: 'Tener zapatillas nuevas', actionsDone: 0, actionsPlanned: 6, budgets: [] },
      ],
      budgets: [],
    },
  ],
  budgets: [
    { currencyCode: 'EUR', planned: 1234.5, spent: 99.99 },
    { currencyCode: 'USD', planned: 500, spent: 620.25 },
  ],
};

const question = (n: number, text: string, before: boolean | null, after: boolean | null, targeted: boolean) => ({
  questionId: id(400 + n),
  order: n,
  haveMoreQuestions: false,
  text,
  before,
  after,
  targeted,
  flipped: targeted && after !== null ? before === false && after : null,
  actionsAimed: 0,
  actionsDone: 0,
  pulse: targeted ? false : null,
});

const comparison: CycleComparison = {
  from: { id: id(101), number: 1 },
  to: { id: id(102), number: 2 },
  globalBefore: 6.2,
  globalAfter: 6.8,
  globalDelta: 0.6,
  globalDeltaPercent: 9.7,
  planAccuracy: { targeted: 1, flipped: 1, percent: 100 },
  pulseTakenAt: '2026-08-20T10:00:00.000Z',
  areas: lifeAreas.map((area, index) => ({
    areaId: id(index + 1),
    key: area.key,
    areaName: area.name.es,
    before: [3, 4, 5, 7, 8, 10][index] ?? null,
    after: [6, 4, 5, 7, 9, 10][index] ?? null,
    delta: [3, 0, 0, 0, 1, 0][index] ?? null,
    predicted: null,
    questions: index === 0 ? [question(1, '¿Lees cada semana?', false, true, true), question(2, '¿Meditas?', true, true, false)] : [],
  })),
};

const doneActions: DoneAction[] = [
  { goalId: id(300), title: 'Primera carrera de 3 km', completedOn: '2026-09-02' },
  ...Array.from({ length: 11 }, (_, index) => ({ goalId: id(300), title: `Entrenamiento ${index + 1}`, completedOn: '2026-09-10' })),
];

const input = (lang: 'es' | 'en'): ProgressReportInput => ({
  lang,
  person: { firstName: 'Ana', lastName: 'Prueba' },
  analytics,
  comparison,
  doneActions,
  doneCounts: new Map([[id(300), doneActions.length]]),
  now: new Date('2026-11-24T10:00:00Z'),
});

// Loading pdfkit and pdf.js the first time takes seconds on a busy machine.
describe('progressReportPdf', { timeout: 30_000 }, () => {
  it('writes the figures in Spanish, with Spanish number, date and money formats', async () => {
    const bytes = await progressReportPdf(input('es'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, info: { Title: title } } = await readPdf(bytes);
    expect(title).toBe('Informe de progreso · Ana Prueba');
    expect(text).toContain('Informe de progreso: Ana Prueba');
    expect(text).toContain('Generado el 24 de noviembre de 2026');
    expect(text).toContain('Ciclo 1');
    expect(text).toContain('Salud y Nutrición');
    expect(text).toContain('10/10');
    expect(text).toContain('Puntuación global: 6,8');
    // The comparison: per area before and after, the change, and the answers that flipped.
    expect(text).toMatch(/Desarrollo Personal 3 6 \+3/);
    expect(text).toMatch(/Global 6,2 6,8 \+0,6/);
    expect(text).toContain('¿Lees cada semana? (era un objetivo)');
    expect(text).toContain('Pulso del día 45 del ciclo 1: 0 de 1 respuesta objetivo ya era SÍ a mitad de ciclo.');
    expect(text).not.toContain('¿Meditas?');
    expect(text).toContain('Objetivo 85 %');
    expect(text).toMatch(/16 nov 2026: 4\/4 · 100 %/);
    expect(text).toContain('Correr 5 km ?');
    expect(text).toContain('Ser una persona constante');
    expect(text).toContain('SER');
    expect(text).toContain('Primera carrera de 3 km');
    expect(text).toContain(`y ${12 - DONE_ACTIONS_LISTED} más`);
    expect(text).toContain('1234,50 €');
    expect(text).toContain('99,99 €');
    expect(text).toContain('620,25 US$');
    expect(text).toContain('-120,25 US$');
  });

  it('writes the same report in English', async () => {
    const { text } = await readPdf(await progressReportPdf(input('en')));
    expect(text).toContain('Progress report: Ana Prueba');
    expect(text).toContain('Generated on November 24, 2026');
    expect(text).toContain('Health and Nutrition');
    expect(text).toContain('Global score: 6.2');
    expect(text).toMatch(/Global 6.2 6.8 \+0.6/);
    expect(text).toContain('Day-45 pulse of cycle 1: 0 of 1 target answer was already YES half-way through.');
    expect(text).toContain('Target 85%');
    expect(text).toContain('BE');
    expect(text).toContain('Tener zapatillas nuevas');
    expect(text).toContain('€1,234.50');
    expect(text).toContain('$620.25');
    expect(text).toContain('Page 1 of');
  });

  it("lists the done actions of the latest cycle with projects only; an earlier cycle's goals keep their counts", async () => {
    const current = analytics.projects[0]!;
    const earlier = {
      ...current,
      id: id(210),
      cycleId: id(101),
      title: 'Leer cada noche',
      status: 'COMPLETED' as const,
      goals: [{ id: id(310), goalType: 'DO' as const, content: 'Leer diez páginas', actionsDone: 30, actionsPlanned: 31, budgets: [] }],
    };
    const older: DoneAction[] = [{ goalId: id(310), title: 'Capítulo de otoño', completedOn: '2026-06-10' }];
    // The current cycle, no running cycle, and a third cycle just opened with no project yet.
    const variants = [
      { currentCycleId: id(102), cycles: analytics.cycles },
      { currentCycleId: null, cycles: analytics.cycles },
      { currentCycleId: id(103), cycles: [...analytics.cycles, cycle(3, [6, 5, 5, 7, 9, 10])] },
    ];
    const withEarlier = (variant: (typeof variants)[number]): ProgressReportInput => ({
      ...input('es'),
      analytics: { ...analytics, ...variant, projects: [current, earlier] },
      doneActions: [...doneActions, ...older],
      doneCounts: new Map([[id(300), doneActions.length], [id(310), 30]]),
    });
    for (const variant of variants) {
      const { text } = await readPdf(await progressReportPdf(withEarlier(variant)));
      expect(text).toContain('Primera carrera de 3 km');
      expect(text).toContain('Leer cada noche');
      expect(text).toContain('Leer diez páginas');
      expect(text).toContain('30 de 31 acciones hechas');
      expect(text).not.toContain('Capítulo de otoño');
      expect(text).not.toContain('y 29 más');
    }
  });

  it('says what is missing when there is nothing yet to show', async () => {
    const empty: Analytics = { ...analytics, currentCycleId: null, cycles: [], weeks: [], projects: [], budgets: [] };
    const { text, numPages } = await readPdf(await progressReportPdf({ ...input('es'), analytics: empty, comparison: null, doneActions: [], doneCounts: new Map() }));
    expect(numPages).toBe(1);
    expect(text).toContain('Todavía no has completado ninguna evaluación');
    expect(text).toContain('La comparación aparecerá cuando completes');
    expect(text).toContain('Aún no hay semanas con acciones previstas');
    expect(text).toContain('Todavía no tienes proyectos');
    expect(text).toContain('Ninguna acción tiene presupuesto');
  });
});

describe('printable', () => {
  it('keeps what the standard fonts print and replaces the rest', () => {
    expect(printable('Año “nuevo” – 5 € ½')).toBe('Año “nuevo” – 5 € ½');
    expect(printable('A → B 🏃\tC')).toBe('A ? B ? C');
    expect(printable('Dvořák')).toBe('Dvorák');
  });
});
