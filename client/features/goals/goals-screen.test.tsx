import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../domain/schemas/goals';
import i18n from '../../i18n';
import { fakeServer, renderApp, signedInUser } from '../../test-support';
import { CREATED_NOTICE_KEY } from '../../lib/created-notice';
import { goalFixture, projectFixture, uuid } from '../../test-fixtures/projects';
import { areaAnswersFixture } from '../../test-fixtures/assessment';

const project = projectFixture(1, { title: 'Mente en calma' });

/** A goals API kept in memory: adds append, deletes of goals with actions are refused. */
function goalsServer(initial: Goal[]) {
  const goals = [...initial];
  let next = 50;
  return fakeServer((call) => {
    const input = call.input as Record<string, string>;
    switch (call.path) {
      case 'projects.me':
        return { data: { projects: [project] } };
      case 'goals.me':
        return { data: { goals } };
      case 'goals.add': {
        next += 1;
        const goal = goalFixture(next, project, input.goalType as Goal['goalType'], { content: input.content });
        goals.push(goal);
        return { data: goal };
      }
      case 'assessment.answers':
        return { data: areaAnswersFixture(project.areaId, [['Leo cada día', false]]) };
      case 'goals.delete':
        return { status: 409, code: 'GOAL_HAS_ACTIONS', message: 'No se puede eliminar: tiene 2 acción(es) asociada(s)' };
      default:
        return { data: { providers: [] } };
    }
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

async function add(type: string, content: string) {
  fireEvent.change(screen.getByRole('textbox', { name: `Nueva meta ${type}` }), { target: { value: content } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Añadir meta ${type}` }));
  });
}

describe('the goals screen', () => {
  it('shows the created notice once, and moves from BE to DO on the 3rd BE goal', async () => {
    signedInUser();
    sessionStorage.setItem(CREATED_NOTICE_KEY, project.id);
    goalsServer([goalFixture(1, project, 'BE'), goalFixture(2, project, 'BE')]);
    renderApp(`/projects/${project.id}/goals`);
    expect(await screen.findByText('¡Proyecto creado!')).toBeTruthy();
    expect(sessionStorage.getItem(CREATED_NOTICE_KEY)).toBeNull();
    await screen.findByText('Meta BE 1');
    expect(tab('SER').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Necesitas al menos 3 metas SER, 3 HACER y 1 TENER para continuar')).toBeTruthy();

    await add('SER', 'Soy sereno');
    await waitFor(() => expect(tab('HACER').getAttribute('aria-selected')).toBe('true'));
    expect(tab('SER').textContent).toBe('SER3/3');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nueva meta HACER' }));
    fireEvent.click(tab('SER'));
    expect(screen.queryByRole('textbox', { name: 'Nueva meta SER' })).toBeNull();
    expect(screen.getByText('Ya tienes las 3 metas SER, el máximo por tipo.')).toBeTruthy();
  });

  it('checks the content before sending it, with a counter to 120', async () => {
    signedInUser();
    const { calls } = goalsServer([]);
    renderApp(`/projects/${project.id}/goals`);
    const field = await screen.findByRole('textbox', { name: 'Nueva meta SER' });
    expect(field.getAttribute('maxlength')).toBe('120');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(screen.getByText('3/120')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Añadir meta SER' }));
    });
    expect(screen.getByText('El contenido de la meta es obligatorio')).toBeTruthy();
    expect(calls.some((call) => call.path === 'goals.add')).toBe(false);
    await add('SER', 'Soy constante');
    await waitFor(() => expect(tab('SER').textContent).toBe('SER1/3'));
    expect(tab('SER').getAttribute('aria-selected')).toBe('true');
    expect(calls.find((call) => call.path === 'goals.add')?.input).toEqual({ projectDetailId: project.detail.id, goalType: 'BE', content: 'Soy constante' });
  });

  it('a goal with actions is not deleted, and says why', async () => {
    signedInUser();
    goalsServer([goalFixture(1, project, 'BE', { content: 'Soy constante', totalActions: 2 })]);
    renderApp(`/projects/${project.id}/goals`);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la meta «Soy constante»' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar esta meta?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    });
    expect(await screen.findByText('No se puede eliminar: tiene 2 acción(es) asociada(s)')).toBeTruthy();
    expect(screen.getByText('Soy constante')).toBeTruthy();
  });

  it('with 3 BE, 3 DO and 1 HAVE goals the user may continue, in English too', async () => {
    signedInUser();
    await i18n.changeLanguage('en');
    const goals = [1, 2, 3].flatMap((n) => [goalFixture(n, project, 'BE'), goalFixture(10 + n, project, 'DO')]);
    goalsServer([...goals, goalFixture(30, project, 'HAVE')]);
    renderApp(`/projects/${project.id}/goals`);
    const next = await screen.findByRole('link', { name: 'Continue to actions' });
    expect(next.getAttribute('href')).toBe('/actions');
    expect(screen.queryByText('You need at least 3 BE, 3 DO, and 1 HAVE goals to continue')).toBeNull();
    expect(tab('BE').textContent).toBe('BE3/3');
    expect(tab('HAVE').textContent).toBe('HAVE1/3');
  });

  it('an unknown project says so, with the way back', async () => {
    signedInUser();
    goalsServer([]);
    renderApp(`/projects/${uuid(77)}/goals`);
    expect(await screen.findByText(/^Proyecto no encontrado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a mis proyectos' }).getAttribute('href')).toBe('/projects');
  });
});
