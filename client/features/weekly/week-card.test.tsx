import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review, Weeks } from '../../../domain/schemas/weekly';
import { dashboard } from '../../test-fixtures/dashboard';
import { actionPage, project } from '../../test-fixtures/actions';
import { reviewFixture, weeksFixture } from '../../test-fixtures/weekly';
import { fakeServer, renderApp, signedInUser } from '../../test-support';

const FIRST_LOAD = { timeout: 10_000 };
const MONDAY = '2026-11-23';

function serve({
  weeks = weeksFixture(MONDAY, [30, null, 90, 40, 85, 100, 86, 70, 60, null, 90, 95]),
  reviews = [] as Review[],
  createdAt = '2025-01-01T10:00:00.000Z',
  overdue = 0,
}: { weeks?: Weeks; reviews?: Review[]; createdAt?: string; overdue?: number } = {}) {
  const me = dashboard();
  return fakeServer((call) => {
    if (call.path === 'account.me') return { data: { ...me, user: { ...me.user, createdAt } } };
    if (call.path === 'weekly.weeks') return { data: weeks };
    if (call.path === 'weekly.reviews') return { data: { reviews } };
    if (call.path === 'actions.me') return { data: actionPage([], { project: project(1, 'Leer 12 libros'), goal: 'Leer' }, { overdueActions: overdue }) };
    return { status: 404, code: 'NOT_FOUND', message: call.path };
  });
}

/** The dashboard at noon UTC on a day of the week of Monday 23 November 2026 (or the next Monday). */
async function openOn(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00Z`));
  signedInUser();
  renderApp('/dashboard');
  return screen.findByRole('region', { name: 'Tu semana' }, FIRST_LOAD);
}

/** What a bar of the strip says, as a screen reader reads it. */
const said = (bar: HTMLElement) => bar.querySelector('.visually-hidden')?.textContent.replace(/\s/g, ' ');

const reviewCard = () => screen.queryByRole('region', { name: 'Revisa tu semana' });

describe("the dashboard's week", () => {
  it("shows this week's score so far against 85%, marked provisional, and the way to /now", async () => {
    serve();
    const card = await openOn('2026-11-25');
    expect((await within(card).findByTestId('week-score')).textContent).toMatch(/^50\s% hasta ahora$/);
    expect(within(card).getByText('Provisional: la semana sigue en curso')).toBeTruthy();
    expect(within(card).getByText(/^2 de 4 hechas · Objetivo: 85\s%$/)).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(card).getByRole('link', { name: /¿Qué puedo hacer ahora\?/ }).getAttribute('href')).toBe('/now');
  });

  it('draws the last 12 weeks as bars that each say their week and score, "sin acciones" when nothing was due', async () => {
    serve();
    const card = await openOn('2026-11-25');
    const bars = await within(card).findAllByTestId('week-bar');
    expect(bars).toHaveLength(12);
    expect(bars.map(said)).toEqual([
      'Semana del 7 sept 2026: sin acciones',
      'Semana del 14 sept 2026: 90 %',
      'Semana del 21 sept 2026: 40 %',
      'Semana del 28 sept 2026: 85 %',
      'Semana del 5 oct 2026: 100 %',
      'Semana del 12 oct 2026: 86 %',
      'Semana del 19 oct 2026: 70 %',
      'Semana del 26 oct 2026: 60 %',
      'Semana del 2 nov 2026: sin acciones',
      'Semana del 9 nov 2026: 90 %',
      'Semana del 16 nov 2026: 95 %',
      'Semana del 23 nov 2026: 50 %',
    ]);
  });

  it('labels its axes: 0, 50 and 100 % up the side, the first week and this week along the bottom', async () => {
    serve();
    const card = await openOn('2026-11-25');
    await within(card).findAllByTestId('week-bar');
    const axis = within(card).getByTestId('week-strip-axis');
    expect(axis.textContent).toBe('7 septEsta semana');
    expect([...card.querySelectorAll('.week-strip__tick')].map((tick) => tick.textContent.replace(/\s/g, ' '))).toEqual(['0 %', '50 %', '100 %']);
    expect(within(card).getByRole('heading', { name: 'Últimas 12 semanas' })).toBeTruthy();
  });

  it('draws nothing before the first day: on day 1 one bar, this week, titled with the day', async () => {
    serve({ weeks: weeksFixture(MONDAY, Array.from({ length: 12 }, () => null)), createdAt: '2026-11-25T09:00:00.000Z' });
    const card = await openOn('2026-11-25');
    const bars = await within(card).findAllByTestId('week-bar');
    expect(bars.map(said)).toEqual(['Semana del 23 nov 2026: 50 %']);
    expect(bars[0]?.style.gridColumn).toBe('12');
    expect(within(card).getByRole('heading', { name: 'Tus semanas desde el 25 nov 2026' })).toBeTruthy();
    expect(within(card).getByTestId('week-strip-axis').textContent).toBe('Esta semana');
  });

  it('starts at the week of the first day, however far back the weeks go', async () => {
    serve({ createdAt: '2026-11-04T18:00:00.000Z' });
    const card = await openOn('2026-11-25');
    const bars = await within(card).findAllByTestId('week-bar');
    expect(bars.map(said)).toEqual([
      'Semana del 2 nov 2026: sin acciones',
      'Semana del 9 nov 2026: 90 %',
      'Semana del 16 nov 2026: 95 %',
      'Semana del 23 nov 2026: 50 %',
    ]);
    expect(bars.map((bar) => bar.style.gridColumn)).toEqual(['9', '10', '11', '12']);
  });

  it('tells a 0 % week from a week with nothing due, in the drawing as in the words', async () => {
    serve({ weeks: weeksFixture(MONDAY, [0, null, 90, 40]) });
    const card = await openOn('2026-11-25');
    const bars = await within(card).findAllByTestId('week-bar');
    expect(bars.map((bar) => bar.dataset.kind)).toEqual(['zero', 'none', 'on-target', 'below', 'below']);
    const marks = bars.map((bar) => bar.querySelector('.week-strip__mark')?.textContent ?? null);
    expect(marks).toEqual(['0', '–', null, null, null]);
    expect(bars.slice(0, 2).map(said)).toEqual(['Semana del 26 oct 2026: 0 %', 'Semana del 2 nov 2026: sin acciones']);
  });

  it('counts the streak of weeks at 85% or more, and says when there is none', async () => {
    serve({ weeks: weeksFixture(MONDAY, [90, 95], {}, 2) });
    await openOn('2026-11-25');
    expect((await screen.findByTestId('week-streak')).textContent).toBe('🔥 Racha: 2 semanas en el objetivo');
  });

  it('says when this week has no actions yet and no streak', async () => {
    serve({ weeks: weeksFixture(MONDAY, [null], { due: 0, done: 0, score: null }, 0) });
    const card = await openOn('2026-11-25');
    expect((await within(card).findByTestId('week-score')).textContent).toBe('Sin acciones esta semana');
    expect(within(card).getByTestId('week-streak').textContent).toMatch(/^🔥 Aún sin racha: llega al 85\s% esta semana$/);
  });

  it.each([
    ['Thursday', '2026-11-26', false],
    ['Friday', '2026-11-27', true],
    ['Sunday', '2026-11-29', true],
    ['the next Monday', '2026-11-30', false],
  ])('on %s (%s) the review card shows: %s', async (_day, day, shown) => {
    serve();
    await openOn(day);
    await screen.findByTestId('week-score');
    await screen.findByRole('link', { name: /¿Qué puedo hacer ahora\?/ });
    if (shown) {
      const card = await screen.findByRole('region', { name: 'Revisa tu semana' });
      expect(within(card).getByRole('link', { name: 'Empezar la revisión' }).getAttribute('href')).toBe(`/review/${MONDAY}`);
    } else {
      expect(reviewCard()).toBeNull();
    }
  });

  it("hides the review card once this week's review exists", async () => {
    serve({ reviews: [reviewFixture(MONDAY)] });
    await openOn('2026-11-28');
    await screen.findByTestId('week-score');
    expect(reviewCard()).toBeNull();
  });

  it('takes the person to the review from the card', async () => {
    serve();
    await openOn('2026-11-27');
    fireEvent.click(await screen.findByRole('link', { name: 'Empezar la revisión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisión semanal' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/review/${MONDAY}`);
  });

  it('counts the overdue actions with the way to the review, and a week with nothing due is not "Sin acciones" while some are', async () => {
    serve({ weeks: weeksFixture(MONDAY, [null], { due: 0, done: 0, score: null }), overdue: 24 });
    const card = await openOn('2026-11-25');
    expect((await within(card).findByTestId('overdue-count')).textContent).toBe('⏰ Tienes 24 acciones atrasadas');
    expect(within(card).getByTestId('week-score').textContent).toBe('Nada vence esta semana, pero tienes 24 acciones atrasadas');
    expect(within(card).getByRole('link', { name: 'Resolverlas en la revisión' }).getAttribute('href')).toBe('/review');
  });

  it('says nothing of overdue actions when there are none', async () => {
    serve({ weeks: weeksFixture(MONDAY, [null], { due: 0, done: 0, score: null }) });
    const card = await openOn('2026-11-25');
    expect((await within(card).findByTestId('week-score')).textContent).toBe('Sin acciones esta semana');
    expect(within(card).queryByTestId('overdue-count')).toBeNull();
  });
});
