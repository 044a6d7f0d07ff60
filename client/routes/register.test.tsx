import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, type FakeCall } from '../test-support';

const PANE_HEIGHT = 500;
const CONTENT_HEIGHT = 2000;

beforeEach(() => {
  // jsdom has no layout: give the document pane a real-looking scroll box.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'legal-pane' ? CONTENT_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'legal-pane' ? PANE_HEIGHT : 0;
  });
});

function pdfResponse(path: string): Response {
  if (path.includes('/missing/')) return new Response('{}', { status: 404 });
  return new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });
}

function server(answer: (call: FakeCall) => ReturnType<Parameters<typeof fakeServer>[0]> = () => ({ data: {} }), documents = pdfResponse) {
  return fakeServer(answer, documents);
}

async function openRegister() {
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Crea tu cuenta' });
}

const phoneInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Teléfono' });
const dialButton = () => screen.getByRole('button', { name: /^Prefijo del país/ });

async function readDocument(name: string, scrollTop = CONTENT_HEIGHT - PANE_HEIGHT - 50) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
  const dialog = await screen.findByRole('dialog', { name });
  const done = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'He leído el documento' });
  await within(dialog).findByRole('heading', { level: 3, name: /^1\. / });
  expect(done.disabled).toBe(true);
  const pane = within(dialog).getByTestId('legal-pane');
  pane.scrollTop = 1000;
  fireEvent.scroll(pane);
  expect(done.disabled).toBe(true);
  pane.scrollTop = scrollTop;
  fireEvent.scroll(pane);
  return { dialog, done };
}

describe('the phone field', () => {
  it('starts at +1 (United States) and masks and cuts the number at 10 digits', async () => {
    server();
    await openRegister();
    expect(dialButton().getAttribute('aria-label')).toBe('Prefijo del país: Estados Unidos (+1)');
    fireEvent.change(phoneInput(), { target: { value: '555123456789' } });
    expect(phoneInput().value).toBe('(555) 123-4567');
    expect(phoneInput().placeholder).toBe('(555) 123-4567');
  });

  it('filters countries by name or dial code, and a new dial code brings its mask and digit count', async () => {
    server();
    await openRegister();
    fireEvent.change(phoneInput(), { target: { value: '6123456789' } });
    fireEvent.click(dialButton());
    const search = screen.getByRole('combobox', { name: 'Buscar país o prefijo' });
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(235);
    fireEvent.change(search, { target: { value: 'espa' } });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['🇪🇸España+34']);
    fireEvent.change(search, { target: { value: '+52' } });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['🇲🇽México+52']);
    fireEvent.change(search, { target: { value: '34' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(dialButton().getAttribute('aria-label')).toBe('Prefijo del país: España (+34)');
    expect(document.activeElement).toBe(dialButton());
    expect(phoneInput().value).toBe('612 345 678');
  });

  it('picks with the arrow keys and closes with Escape', async () => {
    server();
    await openRegister();
    fireEvent.click(dialButton());
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'argen' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toMatch(/-AR$/);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(dialButton().getAttribute('aria-label')).toBe('Prefijo del país: Estados Unidos (+1)');
  });

  it('asks for the exact digit count of the dial code, and the error clears on edit', async () => {
    server();
    await openRegister();
    fireEvent.change(phoneInput(), { target: { value: '555123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Formato de teléfono inválido: el número debe tener 10 dígitos')).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phoneInput(), { target: { value: '5551234' } });
    expect(screen.queryByText('Formato de teléfono inválido: el número debe tener 10 dígitos')).toBeNull();
  });
});

describe('the terms and privacy documents', () => {
  it('the checkbox is enabled only after both documents are scrolled to within 50 px of the end', async () => {
    const { fetchMock } = server();
    await openRegister();
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: /He leído y acepto/ });
    expect(checkbox.disabled).toBe(true);

    const terms = await readDocument('Términos y condiciones');
    expect(terms.done.disabled).toBe(false);
    fireEvent.click(terms.done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Términos y condiciones/ }).textContent).toContain('Leído');
    expect(checkbox.disabled).toBe(true);

    const privacy = await readDocument('Política de privacidad');
    fireEvent.click(privacy.done);
    expect(checkbox.disabled).toBe(false);
    // The texts come with the app (a chunk of their own); the PDF is only a download. The one call is the sign-in providers' list.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('auth.providers'))).toEqual([]);
  });

  it('shows the text as HTML, with the PDF of the same document and language as a download', async () => {
    server();
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: /Política de privacidad/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
    expect(await within(dialog).findByText('Última actualización: 11 de octubre de 2025')).toBeTruthy();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
    expect(within(dialog).getByRole('link', { name: 'Descargar el PDF' }).getAttribute('href')).toBe('/api/v1/documents/privacy/ES');
  });

  it('51 px from the end is not read yet', async () => {
    server();
    await openRegister();
    const { done } = await readDocument('Términos y condiciones', CONTENT_HEIGHT - PANE_HEIGHT - 51);
    expect(done.disabled).toBe(true);
  });

  it('closing without reading (Escape) leaves it unread', async () => {
    server();
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: /Términos y condiciones/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Términos y condiciones/ }).textContent).toContain('Sin leer');
  });
});

describe('the registration form', () => {
  it('shows every missing field and clears each error when its field is edited', async () => {
    server();
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    for (const text of [
      'El nombre es obligatorio',
      'Los apellidos son obligatorios',
      'El email es obligatorio',
      'El teléfono es obligatorio',
      'La dirección es obligatoria',
      'La contraseña es obligatoria',
      'Confirma tu contraseña',
      'Debes aceptar los términos y condiciones',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'A' } });
    expect(screen.queryByText('El nombre es obligatorio')).toBeNull();
    expect(screen.getByText('Los apellidos son obligatorios')).toBeTruthy();
  });

  it('checks the email, the password length and the confirmation', async () => {
    server();
    await openRegister();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ana@' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Introduce un email válido')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
  });

  async function fillValidForm() {
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: ' Ana ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Apellidos' }), { target: { value: 'García' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'Ana@Example.com' } });
    fireEvent.change(phoneInput(), { target: { value: '5551234567' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dirección' }), { target: { value: 'Calle Mayor 1' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreta1' } });
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'secreta1' } });
    fireEvent.click((await readDocument('Términos y condiciones')).done);
    fireEvent.click((await readDocument('Política de privacidad')).done);
    fireEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
  }

  it('sends the registration and goes to /login with a success toast', async () => {
    const { calls } = server((call) =>
      call.path === 'account.register'
        ? { data: { id: 'u1', email: 'ana@example.com', createdAt: '2025-01-01T00:00:00.000Z', profile: { firstName: 'Ana', lastName: 'García', phone: '+1 5551234567', address: 'Calle Mayor 1', avatarUrl: '/avatar-placeholder.svg' } } }
        : { data: { providers: [] } },
    );
    await openRegister();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenido de nuevo' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('toast-success').textContent).toContain('Cuenta creada. Ya puedes iniciar sesión.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('ana@example.com');
    expect(calls.find((call) => call.path === 'account.register')?.input).toEqual({
      email: 'ana@example.com',
      password: 'secreta1',
      firstName: 'Ana',
      lastName: 'García',
      phone: '+1 5551234567',
      address: 'Calle Mayor 1',
      avatarUrl: '/avatar-placeholder.svg',
      acceptTermsAndPolicies: true,
    });
  });

  it('shows the mapped server error above the form', async () => {
    server(() => ({ status: 409, code: 'PHONE_EXISTS', message: 'Este teléfono ya está registrado' }));
    await openRegister();
    await fillValidForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Este número de teléfono ya está registrado');
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });
});
