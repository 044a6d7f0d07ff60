import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../domain/schemas/goals';
import type { Project } from '../../../domain/schemas/projects';
import i18n from '../../i18n';
import { fakeServer, renderApp, signedInUser, type FakeReply } from '../../test-support';
import { areaAnswersFixture, questionIdOf } from '../../test-fixtures/assessment';
import { goalFixture, projectFixture } from '../../test-fixtures/projects';

const project = projectFixture(1, { title: 'Mente en calma' });

const answers = areaAnswersFixture(project.areaId, [
  ['Leo al menos un libro al mes', true],
  ['Medito cada día', false],
  ['Tengo un plan de aprendizaje', false],
  ['Duermo 8 horas', true],
  ['Escribo un diario', false],
]);

type Options = { goals?: Goal[]; project?: Project; answers?: () => FakeReply; add?: () => FakeReply };

/** The goals API with the project's answers; an added or updated goal aims at what it was sent. */
function serve(options: Options = {}) {
  const shown = options.project ?? project;
  const goals = [...(options.goals ?? [])];
  const targetsOf = (ids: string[] | undefined) =>
    (ids ?? []).map((id) => {
      const answer = answers.answers.find((item) => item.questionId === id)!;
      return { questionId: id, order: answer.order, text: answer.text };
    });
  return fakeServer((call) => {
    const input = call.input as Record<string, unknown>;
    switch (call.path) {
      case 'projects.me':
        return { data: { projects: [shown] } };
      case 'goals.me':
        return { data: { goals } };
      case 'assessment.answers':
        return options.answers?.() ?? { data: answers };
      case 'goals.add': {
        if (options.add) return options.add();
        const goal = goalFixture(50, shown, input.goalType as Goal['goalType'], { content: input.content as string, targets: targetsOf(input.targetQuestionIds as string[]) });
        goals.push(goal);
        return { data: goal };
      }
      case 'goals.update': {
        const index = goals.findIndex((goal) => goal.id === input.id);
        const before = goals[index]!;
        const goal = { ...before, content: input.content as string, targets: input.targetQuestionIds ? targetsOf(input.targetQuestionIds as string[]) : before.targets };
        goals[index] = goal;
        return { data: goal };
      }
      default:
        return { status: 404, code: 'NOT_FOUND', message: `unexpected ${call.path}` };
    }
  });
}

const picker = () => screen.findByRole('group', { name: /¿Qué respuesta quieres cambiar\?/ });

describe('the goal form aimed at answers', () => {
  it("offers only the NO answers of the project's area and sends the ticked ones", async () => {
    signedInUser();
    const { calls } = serve();
    renderApp(`/projects/${project.id}/goals`);
    const group = await picker();
    await within(group).findByRole('checkbox', { name: 'Medito cada día' });
    expect(calls.find((call) => call.path === 'assessment.answers')?.input).toEqual({ id: project.areaId });
    expect(within(group).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Medito cada día', 'Tengo un plan de aprendizaje', 'Escribo un diario']);
    expect(within(group).getByText('Preguntas de 🧠 Desarrollo Personal que respondiste NO: marca las que esto debería convertir en SÍ.')).toBeTruthy();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Escribo un diario' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Medito cada día' }));
    expect(within(group).getByText('Elegidas: 2 de 10')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nueva meta SER' }), { target: { value: 'Soy una persona serena' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir meta SER' }));
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'goals.add')).toBe(true));
    expect(calls.find((call) => call.path === 'goals.add')?.input).toEqual({
      projectDetailId: project.detail.id,
      goalType: 'BE',
      content: 'Soy una persona serena',
      targetQuestionIds: [questionIdOf(5), questionIdOf(2)],
    });
    const list = await screen.findByRole('list', { name: 'Apunta a:' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Escribo un diario', 'Medito cada día']);
    await waitFor(() => expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Medito cada día' }).checked).toBe(false));
  });

  it('sends no targets when none is ticked', async () => {
    signedInUser();
    const { calls } = serve();
    renderApp(`/projects/${project.id}/goals`);
    await within(await picker()).findByRole('checkbox', { name: 'Medito cada día' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nueva meta SER' }), { target: { value: 'Soy constante' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir meta SER' }));
    });
    await waitFor(() => expect(calls.find((call) => call.path === 'goals.add')?.input).toEqual({ projectDetailId: project.detail.id, goalType: 'BE', content: 'Soy constante' }));
  });

  it('stops at TARGET_QUESTIONS_MAX ticked answers and says why', async () => {
    signedInUser();
    const many = areaAnswersFixture(
      project.areaId,
      Array.from({ length: 11 }, (_, index) => [`Pregunta ${index + 1}`, false] as const),
    );
    serve({ answers: () => ({ data: many }) });
    renderApp(`/projects/${project.id}/goals`);
    const group = await picker();
    await within(group).findByRole('checkbox', { name: 'Pregunta 1' });
    for (let n = 1; n <= 10; n += 1) fireEvent.click(within(group).getByRole('checkbox', { name: `Pregunta ${n}` }));
    const eleventh = within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Pregunta 11' });
    expect(eleventh.disabled).toBe(true);
    const limit = within(group).getByText('Ya elegiste el máximo (10). Desmarca una respuesta para elegir otra.');
    expect(group.getAttribute('aria-describedby')).toContain(limit.id);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Pregunta 3' }));
    expect(eleventh.disabled).toBe(false);
    expect(within(group).getByText('Elegidas: 9 de 10')).toBeTruthy();
  });

  it('says when the area has no NO answer', async () => {
    signedInUser();
    serve({ answers: () => ({ data: areaAnswersFixture(project.areaId, [['Medito cada día', true]]) }) });
    renderApp(`/projects/${project.id}/goals`);
    expect(await within(await picker()).findByText('Respondiste SÍ a todas las preguntas de esta área: no queda ningún NO por cambiar.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Medito cada día' })).toBeNull();
  });

  it('says when the area is not assessed', async () => {
    signedInUser();
    serve({ answers: () => ({ data: areaAnswersFixture(project.areaId, []) }) });
    renderApp(`/projects/${project.id}/goals`);
    expect(await within(await picker()).findByText('Aún no has evaluado esta área: no hay respuestas entre las que elegir.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when the answers cannot be loaded, and retries', async () => {
    signedInUser();
    let fail = true;
    serve({ answers: () => (fail ? { status: 500, code: 'INTERNAL_ERROR', message: 'boom' } : { data: answers }) });
    renderApp(`/projects/${project.id}/goals`);
    const group = await picker();
    const alert = await within(group).findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar tus respuestas de esta área.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(group).findByRole('checkbox', { name: 'Medito cada día' })).toBeTruthy();
  });

  it("shows the server's refusal of a target on the picker, translated", async () => {
    signedInUser();
    serve({ add: () => ({ status: 422, code: 'TARGET_QUESTION_NOT_ALLOWED', message: 'You can only aim at NO answers' }) });
    renderApp(`/projects/${project.id}/goals`);
    const group = await picker();
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'Medito cada día' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nueva meta SER' }), { target: { value: 'Soy sereno' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir meta SER' }));
    });
    const error = await within(group).findByText('Solo puedes apuntar a preguntas del área del proyecto que respondiste NO en el ciclo actual');
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a goal aimed at answers', () => {
  const aimed = goalFixture(1, project, 'BE', {
    content: 'Soy una persona serena',
    targets: [
      { questionId: questionIdOf(2), order: 2, text: 'Medito cada día' },
      { questionId: questionIdOf(3), order: 3, text: 'Tengo un plan de aprendizaje' },
    ],
  });

  it('shows what it aims at, and a goal aiming at nothing shows no such list', async () => {
    signedInUser();
    serve({ goals: [aimed, goalFixture(2, project, 'BE', { content: 'Soy constante' })] });
    renderApp(`/projects/${project.id}/goals`);
    const list = await screen.findByRole('list', { name: 'Apunta a:' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medito cada día', 'Tengo un plan de aprendizaje']);
    expect(screen.getAllByRole('list', { name: 'Apunta a:' })).toHaveLength(1);
  });

  it('editing pre-selects its targets and sends the whole new set', async () => {
    signedInUser();
    const { calls } = serve({ goals: [aimed] });
    renderApp(`/projects/${project.id}/goals`);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar la meta «Soy una persona serena»' }));
    const group = screen.getAllByRole('group', { name: /¿Qué respuesta quieres cambiar\?/ })[0]!;
    const meditate = await within(group).findByRole<HTMLInputElement>('checkbox', { name: 'Medito cada día' });
    expect(meditate.checked).toBe(true);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Tengo un plan de aprendizaje' }).checked).toBe(true);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Escribo un diario' }).checked).toBe(false);
    fireEvent.click(meditate);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Escribo un diario' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'goals.update')?.input).toEqual({
        id: aimed.id,
        content: 'Soy una persona serena',
        targetQuestionIds: [questionIdOf(3), questionIdOf(5)],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Apunta a:' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tengo un plan de aprendizaje', 'Escribo un diario']);
  });

  it('editing only the content leaves the targets out of the request', async () => {
    signedInUser();
    const { calls } = serve({ goals: [aimed] });
    renderApp(`/projects/${project.id}/goals`);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar la meta «Soy una persona serena»' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Editar meta' }), { target: { value: 'Soy sereno' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(calls.find((call) => call.path === 'goals.update')?.input).toEqual({ id: aimed.id, content: 'Soy sereno' }));
  });
});

describe('the predicted score in the goals header', () => {
  it('stands beside the expected one with what it means, in es and en', async () => {
    signedInUser();
    serve({ project: { ...project, expectedScore: 8, predictedScore: 6 } });
    renderApp(`/projects/${project.id}/goals`);
    const predicted = await screen.findByText('Prevista 6/10', { exact: false });
    expect(predicted.closest('p')?.textContent).toBe('Esperada 8/10 · Prevista 6/10 (Si cada NO al que apuntas pasa a SÍ)');
    expect(predicted.getAttribute('title')).toBe('Si cada NO al que apuntas pasa a SÍ');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect((await screen.findByText('Predicted 6/10', { exact: false })).closest('p')?.textContent).toBe('Expected 8/10 · Predicted 6/10 (If every NO you aim at turns into YES)');
  });

  it('adds nothing while no answer is aimed at', async () => {
    signedInUser();
    serve({ project: { ...project, expectedScore: 8, predictedScore: null } });
    renderApp(`/projects/${project.id}/goals`);
    expect((await screen.findByText('Esperada 8/10')).closest('p')?.textContent).toBe('Esperada 8/10');
    expect(screen.queryByText(/Prevista/)).toBeNull();
  });
});
