import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { projectFixture } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser, type FakeCall } from '../../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 2);
const project = projectFixture(1, { title: 'Salud' });
const done = { completed: true, completedAt: '2099-01-01T10:00:00.000Z' };
const items = [actionPageItem(1, { title: 'Comprar zapatillas', ...done, actualCost: 1234.5 }), actionPageItem(2, { title: 'Correr', ...done })];
const page = actionPage(items, { project, goal: 'Moverse más' });

describe('the actual cost of a completed action', () => {
  it('is shown in its currency, and can be given inline: the complete call carries it', async () => {
    signedInUser();
    const calls: FakeCall[] = [];
    fakeServer((call) => {
      calls.push(call);
      if (call.path === 'actions.me') return { data: page };
      if (call.path === 'account.myContexts') return { data: { contexts: [casa] } };
      if (call.path === 'projects.me') return { data: { projects: [project] } };
      if (call.path === 'actions.complete') return { data: {} };
      return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    });
    renderApp('/actions');
    const rendered = await screen.findAllByTestId('action-item', {}, FIRST_LOAD);
    const costed = rendered.find((node) => node.textContent?.includes('Comprar zapatillas'))!;
    const plain = rendered.find((node) => node.textContent?.includes('Correr'))!;
    expect(within(costed).getByText(/Coste real: 1234,50\s€/)).toBeTruthy();

    fireEvent.click(within(plain).getByRole('button', { name: 'Añadir lo que costó «Correr»' }));
    const field = within(plain).getByLabelText('¿Cuánto costó? (opcional, EUR)');
    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(within(plain).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'actions.complete')).toBe(true));
    expect(calls.find((call) => call.path === 'actions.complete')!.input).toEqual({ id: items[1]!.id, actualCost: 12.5 });
  }, 30_000);
});
