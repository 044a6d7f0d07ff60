import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderApp, signedInUser } from '../../test-support';
import { projectFixture } from '../../test-fixtures/projects';

describe('the predicted score on a project card', () => {
  it('stands under the expected score with what it means, and is absent while nothing is aimed at', async () => {
    signedInUser();
    const aimed = projectFixture(1, { title: 'Correr', expectedScore: 8, predictedScore: 6 });
    const unaimed = projectFixture(2, { title: 'Leer', expectedScore: 7, predictedScore: null });
    fakeServer((call) => (call.path === 'projects.me' ? { data: { projects: [aimed, unaimed] } } : { data: { providers: [] } }));
    renderApp('/projects');
    const card = await screen.findByRole('article', { name: 'Correr' });
    const expected = within(card).getByText('Puntuación esperada').nextElementSibling;
    expect(expected?.textContent).toBe('8/10Prevista 6/10 (Si cada NO al que apuntas pasa a SÍ)');
    expect(within(card).getByTitle('Si cada NO al que apuntas pasa a SÍ').textContent).toContain('Prevista 6/10');
    const other = screen.getByRole('article', { name: 'Leer' });
    expect(within(other).getByText('Puntuación esperada').nextElementSibling?.textContent).toBe('7/10');
    expect(within(other).queryByText(/Prevista/)).toBeNull();
  });
});
