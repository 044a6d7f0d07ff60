// The charts of /analytics draw every series: equal scores stay apart, the global score has its line, a 0 % week is
// not a week with nothing due, each mark has its legend entry, axes are labelled, and the tables say the same.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { areaStyle, lifeAreas } from '../../../domain/content/life-areas';
import type { Analytics } from '../../../domain/schemas/analytics';
import { analyticsFixture } from '../../test-fixtures/analytics';
import { ExecutionTrend } from './execution-trend';
import { ProjectProgress } from './project-progress';
import { GLOBAL_KEY, ScoreTrend } from './score-trend';

type Cycle = Analytics['cycles'][number];

/** The fixture's cycles with these area scores and global scores. */
function cyclesWith(scores: readonly (readonly (number | null)[])[], globals: readonly (number | null)[]): Cycle[] {
  const base = analyticsFixture().cycles;
  return scores.map((areaScores, index) => {
    const cycle = base[index] ?? base[0]!;
    return { ...cycle, number: index + 1, globalScore: globals[index] ?? null, areas: cycle.areas.map((area, at) => ({ ...area, score: areaScores[at] ?? null })) };
  });
}

/** Each mark's centre in the chart, by its tooltip ('Salud y Nutrición: 5'). */
function marks(container: HTMLElement): Map<string, { x: number; y: number }> {
  const found = new Map<string, { x: number; y: number }>();
  for (const mark of container.querySelectorAll('[data-testid="score-mark"]')) {
    const label = mark.querySelector('title')?.textContent ?? '';
    const x = mark.tagName === 'circle' ? Number(mark.getAttribute('cx')) : Number(mark.getAttribute('x')) + Number(mark.getAttribute('width')) / 2;
    const y = mark.tagName === 'circle' ? Number(mark.getAttribute('cy')) : Number(mark.getAttribute('y')) + Number(mark.getAttribute('height')) / 2;
    found.set(label, { x, y });
  }
  return found;
}

function tableRows(caption: string): string[][] {
  return within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s/g, ' ')));
}

describe('the scores chart', () => {
  it('draws six equal areas and the global score as seven separate marks, none on top of another', () => {
    const { container } = render(<ScoreTrend cycles={cyclesWith([[5, 5, 5, 5, 5, 5]], [5])} />);
    const found = marks(container);
    expect(found.size).toBe(7);
    const points = [...found.values()];
    for (const [index, a] of points.entries()) {
      for (const b of points.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(6);
    }
    // The table beside it has the same seven scores.
    expect(tableRows('Datos: Puntuación por área').slice(1)).toEqual([...lifeAreas.map((area) => [area.name.es, '5']), ['Global', '5,0']]);
  });

  it('keeps the lines of areas tied in two cycles apart, each through its own marks', () => {
    const { container } = render(<ScoreTrend cycles={cyclesWith([[4, 4, 6, 7, 8, 9], [4, 4, 6, 7, 8, 9]], [6.3, 6.3])} />);
    const paths = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY'].map((key) => container.querySelector(`[data-testid="score-series-${key}"] path`)?.getAttribute('d'));
    expect(paths[0]).toBeTruthy();
    expect(paths[0]).not.toBe(paths[1]);
    const found = marks(container);
    expect(found.get('Desarrollo Personal: 4')?.y).not.toBe(found.get('Actividad Profesional: 4')?.y);
  });

  it('draws the global score as its own line, in the legend as in the chart, with the axis named', () => {
    const { container } = render(<ScoreTrend cycles={analyticsFixture().cycles} />);
    const global = container.querySelector(`[data-testid="score-series-${GLOBAL_KEY}"]`);
    expect(global?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('6 3');
    expect([...(global?.querySelectorAll('title') ?? [])].map((title) => title.textContent)).toEqual(['Global: 5,5', 'Global: 6,6']);
    const legend = screen.getByTestId('scores-legend');
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...lifeAreas.map((area) => `${area.emoji}${area.name.es}`), 'Global']);
    // Each legend entry is drawn in its series' colour.
    for (const area of lifeAreas) {
      const swatch = legend.querySelector(`[data-key="${area.key}"] .chart-legend__series`) as HTMLElement;
      const series = container.querySelector(`[data-testid="score-series-${area.key}"]`) as SVGGElement;
      expect(swatch.style.color).toBe(series.style.color);
      expect(series.style.color).toBe(hexToRgb(areaStyle(area.key).color));
    }
    expect(container.querySelector('.chart__axis-title')?.textContent).toBe('Puntuación (0-10)');
  });
});

describe('the weeks chart', () => {
  const weeks: Analytics['weeks'] = [
    { weekStart: '2030-03-18', due: 3, done: 0, score: 0, provisional: false },
    { weekStart: '2030-03-25', due: 0, done: 0, score: null, provisional: false },
    { weekStart: '2030-04-01', due: 4, done: 2, score: 50, provisional: false },
    { weekStart: '2030-04-08', due: 4, done: 4, score: 100, provisional: true },
  ];

  it('draws a 0 % week as a red stub marked 0 and a week with nothing due as a dash, never alike', () => {
    const { container } = render(<ExecutionTrend weeks={weeks} targetPercent={85} />);
    const [zero, none] = [...container.querySelectorAll('svg [data-kind]')];
    expect(zero?.getAttribute('data-kind')).toBe('zero');
    expect(Number(zero?.querySelector('rect')?.getAttribute('height'))).toBeGreaterThan(0);
    expect(zero?.textContent).toBe('0');
    expect(none?.getAttribute('data-kind')).toBe('none');
    expect(none?.tagName).toBe('text');
    expect(none?.textContent).toBe('–');
    expect(tableRows('Datos: Ejecución semanal').slice(1, 3)).toEqual([
      ['18 mar 2030', '0', '3', '0 %'],
      ['25 mar 2030', '0', '0', 'Nada previsto'],
    ]);
  });

  it('has a legend entry for every kind of bar it draws, the axis named', () => {
    const { container } = render(<ExecutionTrend weeks={weeks} targetPercent={85} />);
    const kinds = new Set([...container.querySelectorAll('svg rect.chart__bar')].flatMap((bar) => [...bar.classList].filter((name) => name !== 'chart__bar').map((name) => name.replace('chart__bar--', ''))));
    expect([...kinds].sort()).toEqual(['below', 'met', 'provisional', 'zero']);
    const legend = screen.getByTestId('weeks-legend');
    for (const kind of kinds) expect(legend.querySelector(`.chart-legend__swatch--${kind}`)).not.toBeNull();
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent.replace(/\s/g, ' '))).toEqual([
      'En el objetivo',
      'Por debajo del objetivo',
      '0 %: ninguna hecha',
      '–Nada previsto',
      'Semana en curso',
      'Objetivo 85 %',
    ]);
    expect(container.querySelector('.chart__axis-title')?.textContent).toBe('Ejecución (%)');
  });
});

describe('the projects chart', () => {
  it("gives the progress legend the areas' colours the bars are drawn in", () => {
    const [project] = analyticsFixture().projects;
    const projects = [project!, { ...project!, id: '00000000-0000-4000-8000-000050000009', title: 'Correr', areaKey: 'HEALTH_NUTRITION' as const }];
    const { container } = render(<ProjectProgress projects={projects} />);
    const bars = [...container.querySelectorAll<HTMLElement>('.progress-row__bar:not(.progress-row__bar--elapsed)')].map((bar) => bar.style.backgroundColor);
    const swatch = screen.getByTestId('progress-swatch').style.background;
    expect(bars).toEqual([hexToRgb(areaStyle('PERSONAL_DEVELOPMENT').color), hexToRgb(areaStyle('HEALTH_NUTRITION').color)]);
    for (const color of bars) expect(swatch).toContain(color);
    expect(screen.getByText('Progreso, en el color de cada área')).toBeTruthy();
  });
});

/** '#7c3aed' as jsdom writes a style's colour: 'rgb(124, 58, 237)'. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
