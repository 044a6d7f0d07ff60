import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { areaAnswersFixture, questionIdOf } from '../../test-fixtures/assessment';
import { context } from '../../test-fixtures/contexts';
import { projectFixture } from '../../test-fixtures/projects';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../../test-support';

/** The first render of a screen loads its lazy module: on a busy machine that can take a while. */
const FIRST_LOAD = { timeout: 10_000 };

const casa = context(1, '@casa', 2);
const project = projectFixture(1, { title: 'Lectura' });
const answers = areaAnswersFixture(project.areaId, [
  ['Leo al menos un libro al mes', true],
  ['Leo cada día', false],
  ['Tengo una lista de lectura', false],
  ['Hablo de libros con amigos', false],
]);

const aimed = actionPageItem(1, { title: 'Leer en el metro', targetQuestionIds: [questionIdOf(2), questionIdOf(3)] });
const plain = actionPageItem(2, { title: 'Ordenar la estantería' });

function serve(update: () => FakeReply = () => ({ data: {} })) {
  return fakeServer((call) => {
    switch (call.path) {
      case 'actions.me':
        return { data: actionPage([aimed, plain], { project, goal: 'Leer cada día' }) };
      case 'account.myContexts':
        return { data: { contexts: [casa] } };
      case 'projects.me':
        return { data: { projects: [project] } };
      case 'assessment.answers':
        return { data: answers };
      case 'actions.update':
        return update();
      default:
        return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    }
  });
}

describe('the answers an action aims at', () => {
  it('are counted on the action, and changed in a dialog that starts from them and sends the whole new set', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp('/actions');
    const items = await screen.findAllByTestId('action-item', {}, FIRST_LOAD);
    const first = items.find((node) => node.textContent?.includes('Leer en el metro'))!;
    const second = items.find((node) => node.textContent?.includes('Ordenar la estantería'))!;
    expect(within(first).getByText('Apunta a 2 respuestas')).toBeTruthy();
    expect(within(second).queryByText(/Apunta a/)).toBeNull();
    expect(within(second).getByRole('button', { name: 'Respuestas a las que apunta «Ordenar la estantería»' }).textContent).toBe('Apuntar a una respuesta');

    fireEvent.click(within(first).getByRole('button', { name: 'Respuestas a las que apunta «Leer en el metro»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas a las que apunta' });
    const daily = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: 'Leo cada día' });
    expect(calls.find((call) => call.path === 'assessment.answers')?.input).toEqual({ id: project.areaId });
    expect(daily.checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Tengo una lista de lectura' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Hablo de libros con amigos' }).checked).toBe(false);
    expect(within(dialog).queryByRole('checkbox', { name: 'Leo al menos un libro al mes' })).toBeNull();
    fireEvent.click(daily);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hablo de libros con amigos' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === 'actions.update')?.input).toEqual({ id: aimed.id, targetQuestionIds: [questionIdOf(3), questionIdOf(4)] });
    expect(await screen.findByText('Respuestas de «Leer en el metro» guardadas')).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal under the answers, translated", async () => {
    signedInUser();
    serve(() => ({ status: 422, code: 'TARGET_QUESTION_NOT_ALLOWED', message: 'not allowed' }));
    renderApp('/actions');
    fireEvent.click(await screen.findByRole('button', { name: 'Respuestas a las que apunta «Ordenar la estantería»' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas a las que apunta' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Leo cada día' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    });
    expect(await within(dialog).findByText('Solo puedes apuntar a preguntas del área del proyecto que respondiste NO en el ciclo actual')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Respuestas a las que apunta' })).toBeTruthy();
  });
});
