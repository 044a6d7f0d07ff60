import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';
import { areaIdOf, wheelWith } from '../../test-fixtures/wheel';

const COMPLETE = { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 4, HEALTH_NUTRITION: 5, MONEY_FINANCES: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 9 } as const;

const location = () => screen.getByTestId('location').textContent;

/** The wheel for wheel.* procedures; once at /home, the screens' other reads (the zone prompt's settings...) find nothing. */
function wheelOr(call: FakeCall, wheel: FakeReply): FakeReply {
  return call.path.startsWith('wheel.') ? wheel : { status: 404, code: 'NOT_FOUND', message: 'not served in this test' };
}

describe('/assessment/intro', () => {
  it('lists assessed areas first and disabled, marks the first open one Next, and shows the notices', async () => {
    signedInUser();
    fakeServer(() => ({ data: wheelWith({ HEALTH_NUTRITION: 6, SOCIAL_RELATIONSHIPS: 10 }) }));
    renderApp('/assessment/intro');
    await screen.findByTestId('intro-tile-PERSONAL_DEVELOPMENT');
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid^="intro-tile-"]')];
    expect(tiles.map((tile) => tile.dataset.testid)).toEqual([
      'intro-tile-HEALTH_NUTRITION',
      'intro-tile-SOCIAL_RELATIONSHIPS',
      'intro-tile-PERSONAL_DEVELOPMENT',
      'intro-tile-PROFESSIONAL_ACTIVITY',
      'intro-tile-MONEY_FINANCES',
      'intro-tile-COUPLE_INTIMACY',
    ]);
    const done = tiles[0]!;
    expect(done.tagName).toBe('DIV');
    expect(done.getAttribute('aria-disabled')).toBe('true');
    expect(done.textContent).toContain('Completada con 6/10');
    expect(done.textContent).toContain('Ya evaluada');
    const next = tiles[2]!;
    expect(next.getAttribute('href')).toBe(`/assessment/area/${areaIdOf('PERSONAL_DEVELOPMENT')}`);
    expect(within(next).getByText('Siguiente')).toBeTruthy();
    expect(within(tiles[3]!).queryByText('Siguiente')).toBeNull();
    expect(tiles[3]!.textContent).toContain('Pulsa para evaluar');
    expect(screen.getByText('Áreas evaluadas: 2 de 6')).toBeTruthy();
    expect(screen.getByTestId('permanent-warning').textContent).toContain('Tus respuestas son definitivas');
    expect(screen.getByText('Responde con sinceridad')).toBeTruthy();
    expect(screen.getByTestId('time-notice')).toBeTruthy();
    expect(screen.getByText('10 preguntas por área')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Antes de empezar' })).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Qué pasa después' }).parentElement!).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByTestId('all-completed')).toBeNull();

    fireEvent.click(next);
    await waitFor(() => expect(location()).toBe(`/assessment/area/${areaIdOf('PERSONAL_DEVELOPMENT')}`));
  });

  it('shows the green card when every area is assessed: mark-as-answered, its loading label, then /home', async () => {
    signedInUser();
    const { calls, fetchMock } = fakeServer((call) => wheelOr(call, { data: wheelWith(COMPLETE, { isAnswered: call.path === 'wheel.markAsAnswered' }) }));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (resource: string, init?: RequestInit) => {
      if (resource.includes('wheel.markAsAnswered')) await answered;
      return serve(resource, init);
    });
    renderApp('/assessment/intro');
    const card = await screen.findByTestId('all-completed');
    expect(screen.queryByTestId('permanent-warning')).toBeNull();
    expect(screen.queryByTestId('time-notice')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Ver mi rueda de la vida' }));
    expect(await within(card).findByRole('button', { name: 'Guardando...' })).toMatchObject({ disabled: true });
    expect(location()).toBe('/assessment/intro');
    release();
    await waitFor(() => expect(location()).toBe('/home'));
    expect(calls.some((call) => call.path === 'wheel.markAsAnswered')).toBe(true);
  });

  it('goes to /home even when mark-as-answered fails', async () => {
    signedInUser();
    fakeServer((call) =>
      wheelOr(call, call.path === 'wheel.markAsAnswered' ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: wheelWith(COMPLETE) }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/assessment/intro');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Ver mi rueda de la vida' }));
    });
    await waitFor(() => {
      expect(location()).toBe('/home');
      expect(logged).toHaveBeenCalledWith('mark-as-answered failed', expect.anything());
    });
    logged.mockRestore();
  });

  it('shows a spinner while loading and an error with a retry when the wheel cannot be loaded', async () => {
    signedInUser();
    let fail = true;
    fakeServer(() => (fail ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: wheelWith({}) }));
    renderApp('/assessment/intro');
    expect(await screen.findByText('Cargando las áreas...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tus áreas.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('intro-tile-PERSONAL_DEVELOPMENT')).toBeTruthy();
  });
});
