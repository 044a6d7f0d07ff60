// The profile's "Acompañantes" card (issue 41): who sees what, the invitation form with the six choices and their
// dependencies, changing the choices and ending a share after a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnedShare } from '../../../domain/schemas/companions';
import { profileCard, profileReads, unexpectedCall } from '../../test-fixtures/account';
import { ownedShare, SHARE_ID } from '../../test-fixtures/companions';
import { fakeServer, renderApp, signedInUser, type FakeCall, type FakeReply } from '../../test-support';

function serve(initial: OwnedShare[], overrides: Record<string, (call: FakeCall) => FakeReply> = {}) {
  let shares = initial;
  return fakeServer((call) => {
    const override = overrides[call.path];
    if (override) return override(call);
    switch (call.path) {
      case 'companions.list':
        return { data: { shares } };
      case 'companions.invite': {
        const { email, role, ...choices } = call.input as { email: string; role: 'COACH' | 'PARTNER' } & OwnedShare['choices'];
        const share = ownedShare({ email, role, choices });
        shares = [share, ...shares];
        return { data: share };
      }
      case 'companions.narrow': {
        const { id, ...choices } = call.input as { id: string } & OwnedShare['choices'];
        shares = shares.map((share) => (share.id === id ? { ...share, choices } : share));
        return { data: shares.find((share) => share.id === id) };
      }
      case 'companions.end':
        shares = shares.filter((share) => share.id !== (call.input as { id: string }).id);
        return { data: { success: true, message: 'Has dejado de compartir con coach@example.com' } };
      default:
        return profileReads(call.path) ?? unexpectedCall(call.path);
    }
  });
}

const card = () => profileCard('Acompañantes');
const inputsOf = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
const box = (section: HTMLElement, name: string) => within(section).getByRole<HTMLInputElement>('checkbox', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the companions card', () => {
  it('says when nothing is shared, refuses an invitation without an address or a part, and sends the chosen parts', async () => {
    signedInUser();
    const { calls } = serve([]);
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('Aún no compartes tu plan con nadie.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Personas que acompaño' }).getAttribute('href')).toBe('/supporting');
    fireEvent.click(within(section).getByRole('button', { name: 'Invitar a alguien' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar la invitación' }));
    expect(await within(section).findByText('Escribe un correo electrónico válido')).toBeTruthy();
    expect(within(section).getByText('Elige al menos una cosa que compartir: la rueda, los ciclos, el plan o la semana')).toBeTruthy();
    expect(inputsOf(calls, 'companions.invite')).toEqual([]);

    // Budgets wait for the plan, the review text for the weekly part; unticking a parent unticks its dependant.
    expect(box(section, 'Los presupuestos').disabled).toBe(true);
    expect(box(section, 'El texto de las revisiones').disabled).toBe(true);
    fireEvent.click(box(section, 'Proyectos, metas y acciones (títulos y estado)'));
    fireEvent.click(box(section, 'Los presupuestos'));
    expect(box(section, 'Los presupuestos').checked).toBe(true);
    fireEvent.click(box(section, 'Proyectos, metas y acciones (títulos y estado)'));
    expect(box(section, 'Los presupuestos').checked).toBe(false);
    expect(box(section, 'Los presupuestos').disabled).toBe(true);

    fireEvent.change(within(section).getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: ' Coach@Example.com ' } });
    fireEvent.click(within(section).getByRole('radio', { name: 'Compañero/a' }));
    fireEvent.click(box(section, 'La rueda y sus puntuaciones'));
    fireEvent.click(box(section, 'La ejecución semanal y las revisiones'));
    fireEvent.click(box(section, 'El texto de las revisiones'));
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar la invitación' }));
    expect(await screen.findByText('Invitación enviada a coach@example.com')).toBeTruthy();
    expect(inputsOf(calls, 'companions.invite')).toEqual([
      { email: 'coach@example.com', role: 'PARTNER', wheel: true, cycles: false, plan: false, budgets: false, weekly: true, reviewText: true },
    ]);
    const list = await within(section).findByRole('list', { name: 'Quién ve qué' });
    expect(within(list).getByText('coach@example.com')).toBeTruthy();
    expect(within(list).getByText('Invitación enviada')).toBeTruthy();
    const sees = within(list).getByRole('list', { name: 'Lo que ve coach@example.com' });
    expect(within(sees).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'La rueda y sus puntuaciones',
      'La ejecución semanal y las revisiones',
      'El texto de las revisiones',
    ]);
  }, 30_000);

  it("shows a refusal of the server in its words and keeps the form's values", async () => {
    signedInUser();
    serve([], { 'companions.invite': () => ({ status: 409, code: 'SHARE_EXISTS', message: 'Ya compartes tu plan con esa dirección' }) });
    renderApp('/profile');
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: 'Invitar a alguien' }));
    fireEvent.change(within(section).getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: 'coach@example.com' } });
    fireEvent.click(box(section, 'La rueda y sus puntuaciones'));
    fireEvent.click(within(section).getByRole('button', { name: 'Enviar la invitación' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('No se pudo enviar la invitación: Ya compartes con esta dirección: cambia lo que ve o termina esa invitación primero.');
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' }).value).toBe('coach@example.com');
  }, 30_000);

  it('changes what an active companion sees and ends the share after a confirmation', async () => {
    signedInUser();
    const active = ownedShare({ companionName: 'Marta', status: 'ACTIVE', acceptedAt: '2026-11-21T10:00:00.000Z', choices: { wheel: true, plan: true, budgets: true } });
    const { calls } = serve([active]);
    renderApp('/profile');
    const section = await card();
    const list = await within(section).findByRole('list', { name: 'Quién ve qué' });
    expect(within(list).getByText('Activo')).toBeTruthy();
    expect(within(list).getByText(/· Aceptó el 21 de noviembre de 2026$/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Cambiar lo que ve Marta' }));
    expect(box(section, 'Los presupuestos').checked).toBe(true);
    fireEvent.click(box(section, 'Proyectos, metas y acciones (títulos y estado)'));
    fireEvent.click(within(section).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ahora Marta ve solo lo que elegiste')).toBeTruthy();
    expect(inputsOf(calls, 'companions.narrow')).toEqual([{ id: SHARE_ID, wheel: true, cycles: false, plan: false, budgets: false, weekly: false, reviewText: false }]);
    await waitFor(() => expect(within(within(section).getByRole('list', { name: 'Lo que ve Marta' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['La rueda y sus puntuaciones']));

    fireEvent.click(within(section).getByRole('button', { name: 'Dejar de compartir con Marta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Dejar de compartir con Marta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(inputsOf(calls, 'companions.end')).toEqual([]);
    fireEvent.click(within(section).getByRole('button', { name: 'Dejar de compartir con Marta' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Dejar de compartir' }));
    expect(await screen.findByText('Has dejado de compartir con coach@example.com')).toBeTruthy();
    expect(await within(section).findByText('Aún no compartes tu plan con nadie.')).toBeTruthy();
    expect(inputsOf(calls, 'companions.end')).toEqual([{ id: SHARE_ID }]);
  }, 30_000);

  it('a failed read says so and offers to retry', async () => {
    signedInUser();
    let fail = true;
    serve([], { 'companions.list': () => (fail ? { status: 500, code: 'INTERNAL', message: 'Error interno' } : { data: { shares: [] } }) });
    renderApp('/profile');
    const section = await card();
    expect(await within(section).findByText('No se pudieron cargar tus acompañantes.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Aún no compartes tu plan con nadie.')).toBeTruthy();
  }, 30_000);
});
