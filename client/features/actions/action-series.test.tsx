import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActionSeries } from '../../../domain/schemas/actions';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { projectFixture, uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser } from '../../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 1);
const project = projectFixture(1, { title: 'Salud' });
const goalId = uuid(401);
const seriesId = uuid(900);
const occurrence = actionPageItem(1, { title: 'Correr', seriesId });
const page = actionPage([occurrence], { project, goal: 'Moverse más' });
const series = (changes: Partial<ActionSeries> = {}): ActionSeries => ({
  id: seriesId,
  goalId,
  contextId: casa.id,
  title: 'Correr',
  description: '',
  energy: 'MEDIUM',
  timeEstimate: 30,
  baseCapital: 0,
  currencyCode: 'EUR',
  everyDays: 3,
  weekdays: [],
  until: '2099-03-01',
  stopped: false,
  occurrences: [{ id: occurrence.id, dueDate: '2099-01-10', completed: false }],
  ...changes,
});

function serve(current: ActionSeries) {
  return fakeServer((call) => {
    switch (call.path) {
      case 'actions.me':
        return { data: page };
      case 'account.myContexts':
        return { data: { contexts: [casa] } };
      case 'projects.me':
        return { data: { projects: [project] } };
      case 'actions.series':
        return { data: current };
      case 'actions.updateSeries':
        return { data: current };
      case 'actions.stopSeries':
        return { data: { ...current, stopped: true } };
      default:
        return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    }
  });
}

async function openSeries() {
  const item = await screen.findByTestId('action-item', {}, FIRST_LOAD);
  fireEvent.click(within(item).getByRole('button', { name: 'Repetición de «Correr»' }));
  return screen.findByRole('dialog', { name: 'Repetición' });
}

describe('the repetition of a recurring action', () => {
  it('opens from the occurrence with its rule, and saves a new rule and end date', async () => {
    signedInUser();
    const { calls } = serve(series());
    renderApp('/actions');
    const dialog = await openSeries();
    const every = await within(dialog).findByRole<HTMLInputElement>('spinbutton', { name: 'Cada cuántos días' });
    expect(every.value).toBe('3');
    expect(calls.find((call) => call.path === 'actions.series')?.input).toEqual({ id: seriesId });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ciertos días' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'lunes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'jueves' }));
    fireEvent.change(within(dialog).getByLabelText('Repetir hasta'), { target: { value: '2099-02-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar repetición' }));
    await waitFor(() => expect(calls.find((call) => call.path === 'actions.updateSeries')?.input).toEqual({ id: seriesId, weekdays: [1, 4], until: '2099-02-15' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops the series', async () => {
    signedInUser();
    const { calls } = serve(series());
    renderApp('/actions');
    const dialog = await openSeries();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Dejar de repetir' }));
    await waitFor(() => expect(calls.find((call) => call.path === 'actions.stopSeries')?.input).toEqual({ id: seriesId }));
  });

  it('shows a stopped series without its form', async () => {
    signedInUser();
    serve(series({ stopped: true }));
    renderApp('/actions');
    const dialog = await openSeries();
    expect((await within(dialog).findByText(/Esta repetición está detenida/)).textContent).toContain('2099');
    expect(within(dialog).queryByRole('button', { name: 'Guardar repetición' })).toBeNull();
  });
});
