import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoalType } from '../../../domain/rules/goals';
import type { Goal } from '../../../domain/schemas/goals';
import type { AnswerSuggestions } from '../../../domain/schemas/suggestions';
import { fakeServer, renderApp, signedInUser } from '../../test-support';
import { goalFixture, projectFixture, uuid } from '../../test-fixtures/projects';

const project = projectFixture(1, { title: 'Mente en calma' });

function question(n: number, text: string): AnswerSuggestions['questions'][number] {
  const goal = (goalType: GoalType, k: number) => ({ goalType, content: `${goalType} ${k} de la pregunta ${n}` });
  return {
    questionId: uuid(900 + n),
    order: n,
    text,
    goals: [goal('BE', 1), goal('BE', 2), goal('DO', 1), goal('DO', 2), goal('HAVE', 1)],
    actions: [],
  };
}

const suggestions: AnswerSuggestions = {
  lifeWheelAreaId: project.lifeWheelAreaId,
  areaId: project.areaId,
  cycleId: uuid(300),
  questions: [question(1, '¿Lees cada día?'), question(2, '¿Aprendes algo nuevo cada mes?')],
};

function server() {
  const goals: Goal[] = [];
  return fakeServer((call) => {
    const input = call.input as { goalType: GoalType; content: string; targetQuestionIds?: string[] };
    switch (call.path) {
      case 'projects.me':
        return { data: { projects: [project] } };
      case 'goals.me':
        return { data: { goals } };
      case 'suggestions.forArea':
        return { data: suggestions };
      case 'goals.add': {
        const goal = goalFixture(goals.length + 1, project, input.goalType, { content: input.content });
        goals.push(goal);
        return { data: goal };
      }
      case 'assessment.answers':
        return { data: { area: null, score: null, answers: [] } };
      default:
        return { status: 404, code: 'NOT_FOUND', message: 'not found' };
    }
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const take = async (content: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Añadir la meta «${content}»` }));
  });
  await waitFor(() => expect(screen.queryByRole('button', { name: `Añadir la meta «${content}»` })).toBeNull());
};

describe('starter suggestions on the goals screen', () => {
  it('offers the goals of each NO answer the person opens, and the 7 goals take 9 taps, each aimed at its answer', async () => {
    signedInUser();
    const { calls } = server();
    renderApp(`/projects/${project.id}/goals`);
    const section = await screen.findByRole('region', { name: 'Sugerencias SER para tus respuestas NO' });
    // Closed answers offer nothing yet: the person aims first.
    expect(within(section).queryByRole('button', { name: /^Añadir la meta/ })).toBeNull();
    let taps = 0;
    const open = (text: string) => {
      fireEvent.click(within(screen.getByRole('region', { name: /^Sugerencias/ })).getByText(text));
      taps += 1;
    };
    const tap = async (content: string) => {
      await take(content);
      taps += 1;
    };
    open('¿Lees cada día?');
    await tap('BE 1 de la pregunta 1');
    await tap('BE 2 de la pregunta 1');
    expect(screen.getByText('Ya añadiste las sugerencias SER de esta respuesta.')).toBeTruthy();
    open('¿Aprendes algo nuevo cada mes?');
    await tap('BE 1 de la pregunta 2');
    // The third BE goal moves the tabs on; the answers opened stay open.
    await waitFor(() => expect(tab('HACER').getAttribute('aria-selected')).toBe('true'));
    await tap('DO 1 de la pregunta 1');
    await tap('DO 2 de la pregunta 1');
    await tap('DO 1 de la pregunta 2');
    await waitFor(() => expect(tab('TENER').getAttribute('aria-selected')).toBe('true'));
    await tap('HAVE 1 de la pregunta 1');
    await screen.findByRole('link', { name: 'Continuar con las acciones' });
    expect(taps).toBe(9);

    const adds = calls.filter((call) => call.path === 'goals.add').map((call) => call.input);
    expect(adds).toHaveLength(7);
    expect(adds[0]).toEqual({ projectDetailId: project.detail.id, goalType: 'BE', content: 'BE 1 de la pregunta 1', targetQuestionIds: [uuid(901)] });
    expect(adds[2]).toEqual({ projectDetailId: project.detail.id, goalType: 'BE', content: 'BE 1 de la pregunta 2', targetQuestionIds: [uuid(902)] });
    // A taken suggestion is an ordinary goal: it is listed with its edit button.
    fireEvent.click(tab('SER'));
    expect(screen.getByText('BE 1 de la pregunta 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar la meta «BE 1 de la pregunta 1»' })).toBeTruthy();
  }, 30_000);

  it('shows nothing when the area has no NO answer, and the form stays', async () => {
    signedInUser();
    fakeServer((call) => {
      if (call.path === 'projects.me') return { data: { projects: [project] } };
      if (call.path === 'goals.me') return { data: { goals: [] } };
      if (call.path === 'suggestions.forArea') return { data: { ...suggestions, questions: [] } };
      if (call.path === 'assessment.answers') return { data: { area: null, score: null, answers: [] } };
      return { status: 404, code: 'NOT_FOUND', message: 'not found' };
    });
    renderApp(`/projects/${project.id}/goals`);
    await screen.findByRole('textbox', { name: 'Nueva meta SER' });
    expect(screen.queryByRole('region', { name: /^Sugerencias/ })).toBeNull();
  });
});
