import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionPageItem } from '../../../domain/schemas/actions';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser } from '../../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 3);
const owner = { project: { id: uuid(301), title: 'Lectura' }, goal: 'Leer cada día' };
const page = (items: ActionPageItem[], nextCursor: string | null) => actionPage(items, owner, { nextCursor, totalActions: 3, overdueActions: 1 });

const first = page([actionPageItem(1, { dueDate: '2098-12-30' }), actionPageItem(2, { baseCapital: 310, createdDate: '2099-01-01' })], 'next-page');
const second = page([actionPageItem(3, { title: 'La última acción' })], null);

function serve(failSecond = false) {
  return fakeServer((call) => {
    if (call.path === 'account.myContexts') return { data: { contexts: [casa] } };
    if (call.path === 'actions.me') {
      const { cursor } = call.input as { cursor?: string };
      if (!cursor) return { data: first };
      return failSecond ? { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } : { data: second };
    }
    return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
  });
}

describe('the actions screen pages a long list', () => {
  it('shows the first page with the whole list’s counts, and the next one on demand', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    expect(await screen.findByText('Acción 1', undefined, FIRST_LOAD)).toBeTruthy();
    expect(calls.find((call) => call.path === 'actions.me')?.input).toMatchObject({ limit: 100 });
    expect(screen.getByTestId('total-pending').textContent).toBe('3');
    expect(screen.getByTestId('total-overdue').textContent).toBe('1');
    const home = screen.getByRole('region', { name: '@casa' });
    expect(within(home).getByText('3 activas · 0 completadas · 3 en total')).toBeTruthy();
    expect(within(home).getAllByTestId('action-item')).toHaveLength(2);
    // The compact items are expanded by the shared rules: overdue from the page's today, budgets from baseCapital.
    expect(within(home).getByText('Vencida hace 2 días')).toBeTruthy();
    expect(within(home).getAllByText(/310,00\s€/).length).toBeGreaterThan(0);
    expect(screen.getByText('Mostrando 2 de 3 acciones')).toBeTruthy();
    expect(screen.queryByText('La última acción')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más acciones' }));
    expect(await screen.findByText('La última acción')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'actions.me').at(-1)?.input).toMatchObject({ limit: 100, cursor: 'next-page' });
    expect(within(home).getAllByTestId('action-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cargar más acciones' })).toBeNull();
  });

  it('keeps what it has and says so when the next page fails', async () => {
    signedInUser();
    serve(true);
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más acciones' }, FIRST_LOAD));
    expect(await screen.findByText('No se pudieron cargar más acciones.')).toBeTruthy();
    expect(screen.getByText('Acción 1')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cargar más acciones' }).hasAttribute('disabled')).toBe(false));
  });
});
