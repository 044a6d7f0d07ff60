import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { context } from '../../test-fixtures/contexts';
import { projectFixture, uuid } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser } from '../../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 2);
const project = projectFixture(1, { title: 'Salud' });
const items = [actionPageItem(1, { title: 'Correr', seriesId: uuid(900) }), actionPageItem(2, { title: 'Comprar zapatillas' })];
const page = actionPage(items, { project, goal: 'Moverse más' });

describe('occurrences of a recurring series', () => {
  it('show a "Se repite" badge; one-off actions do not', async () => {
    signedInUser();
    fakeServer((call) => {
      if (call.path === 'actions.me') return { data: page };
      if (call.path === 'account.myContexts') return { data: { contexts: [casa] } };
      if (call.path === 'projects.me') return { data: { projects: [project] } };
      return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    });
    renderApp('/actions');
    const rendered = await screen.findAllByTestId('action-item', {}, FIRST_LOAD);
    const recurring = rendered.find((node) => node.textContent?.includes('Correr'))!;
    const oneOff = rendered.find((node) => node.textContent?.includes('Comprar zapatillas'))!;
    expect(within(recurring).getByText('Se repite')).toBeTruthy();
    expect(within(oneOff).queryByText('Se repite')).toBeNull();
  });
});
