// The one personal-details field group: the same fields, labels, autocomplete hints, checks and translated problems
// in registration, in the completion of a first provider sign-in and in the profile edit.
import { act, fireEvent, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { profileReads, unexpectedCall } from '../test-fixtures/account';
import { fakeServer, renderApp, signedInUser } from '../test-support';

const FIRST_LOAD = { timeout: 10_000 };
type Scope = BoundFunctions<typeof queries>;

const box = (scope: Scope, name: string) => scope.getByRole<HTMLInputElement>('textbox', { name });

/** The group's four fields, labelled and hinted alike. */
function expectGroup(scope: Scope) {
  expect(box(scope, 'Nombre').autocomplete).toBe('given-name');
  expect(box(scope, 'Apellidos').autocomplete).toBe('family-name');
  expect(box(scope, 'Teléfono').autocomplete).toBe('tel-national');
  expect(scope.getByRole('button', { name: /^Prefijo del país/ })).toBeTruthy();
  expect(box(scope, 'Dirección').autocomplete).toBe('street-address');
  expect(box(scope, 'Dirección').placeholder).toBe('Calle, número, ciudad');
}

/** Emptied and sent: each field says what is missing, tied to it, in Spanish and then in English. */
async function expectProblems(scope: Scope, submit: string) {
  for (const name of ['Nombre', 'Teléfono', 'Dirección']) fireEvent.change(box(scope, name), { target: { value: '' } });
  await act(async () => {
    fireEvent.click(scope.getByRole('button', { name: submit }));
  });
  const problems = { Nombre: 'El nombre es obligatorio', Teléfono: 'El teléfono es obligatorio', Dirección: 'La dirección es obligatoria' };
  for (const [name, text] of Object.entries(problems)) {
    const input = box(scope, name);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(text);
  }
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(await scope.findByText('First name is required')).toBeTruthy();
  expect(scope.getByText('Phone is required')).toBeTruthy();
  expect(scope.getByText('Address is required')).toBeTruthy();
}

describe('the personal-details field group', { timeout: 30_000 }, () => {
  it('is the registration form’s', async () => {
    const { calls } = fakeServer((call) => (call.path === 'auth.providers' ? { data: { providers: [] } } : unexpectedCall(call.path)));
    renderApp('/register');
    const form = within((await screen.findByRole('button', { name: 'Crear cuenta' }, FIRST_LOAD)).closest('form')!);
    expectGroup(form);
    await expectProblems(form, 'Crear cuenta');
    expect(calls.some((call) => call.path === 'account.register')).toBe(false);
  });

  it('is the completion form’s of a first provider sign-in, filled with the names the provider gave', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === 'auth.oauthExchange') return { data: { status: 'completeProfile', ticket: 't', provider: 'oidc', email: 'new@example.test', firstName: 'Nueva', lastName: 'Persona' } };
      if (call.path === 'auth.providers') return { data: { providers: [] } };
      return unexpectedCall(call.path);
    });
    renderApp('/oauth?code=abc');
    const form = within((await screen.findByRole('button', { name: 'Crear mi cuenta' }, FIRST_LOAD)).closest('form')!);
    expectGroup(form);
    expect(box(form, 'Apellidos').value).toBe('Persona');
    await expectProblems(form, 'Crear mi cuenta');
    expect(calls.some((call) => call.path === 'auth.oauthComplete')).toBe(false);
  });

  it('is the profile edit’s', async () => {
    signedInUser();
    const { calls } = fakeServer((call) => profileReads(call.path) ?? unexpectedCall(call.path));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar datos personales' }, FIRST_LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar datos personales' }));
    expectGroup(dialog);
    await expectProblems(dialog, 'Guardar cambios');
    expect(calls.some((call) => call.path === 'account.update')).toBe(false);
  });
});
