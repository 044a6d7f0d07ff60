import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/form-field';
import i18n from '../i18n';
import { refusalProblems, useForm } from './form';
import { issueProblems, problemText, type Checked } from './form-problems';

const refusal = (data: Record<string, unknown>) => new TRPCClientError('refused', { result: { error: { code: -32600, message: 'refused', data } } });

describe('zod issues on fields', () => {
  const schema = z.object({ title: z.string().min(1, 'PROJECT_TITLE_REQUIRED').max(3, 'PROJECT_TITLE_TOO_LONG'), other: z.string(), size: z.number('not a code') });

  it('keeps the first issue of each field, as its catalogue code, and leaves out other paths', () => {
    const parsed = schema.safeParse({ title: '', other: 1, size: 'x' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issueProblems(parsed.error.issues, ['title', 'size'])).toEqual({ title: { code: 'PROJECT_TITLE_REQUIRED' }, size: { code: 'INVALID_FORMAT' } });
    expect(issueProblems([...parsed.error.issues, { path: ['title'], message: 'PROJECT_TITLE_TOO_LONG' }], ['title'])).toEqual({ title: { code: 'PROJECT_TITLE_REQUIRED' } });
  });
});

describe('a server refusal on fields', () => {
  const fields = ['email', 'phone'] as const;

  it('puts a code the form names on its field, in the server words', () => {
    expect(refusalProblems(refusal({ appCode: 'PHONE_EXISTS' }), 'Ese teléfono ya existe', fields, { PHONE_EXISTS: 'phone' })).toEqual({ phone: { text: 'Ese teléfono ya existe' } });
  });

  it("puts a validation error's issues on their fields, the first per field", () => {
    const issues = [
      { path: 'email', code: 'EMAIL_INVALID', message: 'Email no válido' },
      { path: 'email', code: 'EMAIL_REQUIRED', message: 'Segundo' },
      { path: 'phone.digits', code: 'PHONE_LENGTH_INVALID', message: 'Longitud' },
      { path: 'avatarUrl', code: 'AVATAR_URL_INVALID', message: 'Fuera del formulario' },
    ];
    expect(refusalProblems(refusal({ appCode: 'VALIDATION_ERROR', issues }), 'x', fields)).toEqual({ email: { text: 'Email no válido' }, phone: { text: 'Longitud' } });
  });

  it('names no field for anything else', () => {
    expect(refusalProblems(refusal({ appCode: 'VALIDATION_ERROR', issues: [{ path: 'avatarUrl', code: 'X', message: 'y' }] }), 'x', fields)).toBeNull();
    expect(refusalProblems(refusal({ appCode: 'PHONE_EXISTS' }), 'x', fields)).toBeNull();
    expect(refusalProblems(new TypeError('Failed to fetch'), 'x', fields)).toBeNull();
  });
});

describe('the wording of a problem', () => {
  it("translates catalogue codes in the language asked, words the form's own keys with its words, keeps server words", async () => {
    await i18n.loadLanguages('en'); // English texts load on demand (i18n/index.ts)
    expect(problemText({ code: 'PASSWORD_TOO_SHORT' }, 'es')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(problemText({ code: 'PASSWORD_TOO_SHORT' }, 'en')).toBe('Password must be at least 6 characters');
    const words = (key: 'passwordMin', params?: Record<string, string | number>) => i18n.t(`auth.validation.${key}`, { ...params, lng: 'en' });
    expect(problemText({ key: 'passwordMin', params: { min: 6 } }, 'en', words)).toBe('Password must be at least 6 characters');
    expect(problemText({ text: 'Tal cual' }, 'en')).toBe('Tal cual');
  });
});

type Values = { name: string; city: string };
type Field = 'name' | 'city';

function check(values: Values): Checked<{ name: string }, Field> {
  const problems = values.name.trim() === '' ? { name: { code: 'NAMES_REQUIRED' as const } } : {};
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, input: { name: values.name.trim() } };
}

type NameFormProps = { send: (input: { name: string }) => Promise<unknown>; refusal?: (error: unknown) => { city: { text: string } } | null; recheck?: boolean };

function NameForm({ send, refusal, recheck = false }: NameFormProps) {
  const form = useForm({ initial: { name: '', city: '' }, check, send, recheck, ...(refusal ? { refusal } : {}) });
  return (
    <form noValidate onSubmit={form.submit}>
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Ciudad" {...form.field('city')} />
      {form.failure instanceof Error ? <p role="alert">{form.failure.message}</p> : null}
      <button type="submit" disabled={form.submitting}>
        Enviar
      </button>
    </form>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: 'Nombre' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('useForm', () => {
  it('shows what the check finds on its field, focuses it, sends nothing, and rewords it on a language switch', async () => {
    const sent = vi.fn(() => Promise.resolve());
    render(<NameForm send={sent} />);
    send();
    expect(await screen.findByText('Nombre y apellido son requeridos')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nameBox()));
    expect(sent).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('First and last name are required')).toBeTruthy();
  });

  it('clears the problem of a field when its value changes', async () => {
    render(<NameForm send={() => Promise.resolve()} />);
    send();
    await screen.findByText('Nombre y apellido son requeridos');
    fireEvent.change(nameBox(), { target: { value: 'A' } });
    expect(screen.queryByText('Nombre y apellido son requeridos')).toBeNull();
    expect(nameBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('without recheck a change only clears; with it, after a refused submit, the problems follow the values', async () => {
    const { unmount } = render(<NameForm send={() => Promise.resolve()} />);
    send();
    await screen.findByText('Nombre y apellido son requeridos');
    fireEvent.change(nameBox(), { target: { value: 'A' } });
    fireEvent.change(nameBox(), { target: { value: ' ' } });
    expect(screen.queryByText('Nombre y apellido son requeridos')).toBeNull();
    unmount();

    render(<NameForm send={() => Promise.resolve()} recheck />);
    fireEvent.change(nameBox(), { target: { value: ' ' } });
    expect(screen.queryByText('Nombre y apellido son requeridos')).toBeNull();
    send();
    await screen.findByText('Nombre y apellido son requeridos');
    fireEvent.change(nameBox(), { target: { value: 'A' } });
    expect(screen.queryByText('Nombre y apellido son requeridos')).toBeNull();
    fireEvent.change(nameBox(), { target: { value: ' ' } });
    expect(screen.getByText('Nombre y apellido son requeridos')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
  });

  it("sends the check's input and is submitting until the answer comes", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const sent = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    render(<NameForm send={sent} />);
    fireEvent.change(nameBox(), { target: { value: ' Ana ' } });
    send();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Ana' }));
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(true);
    await act(async () => answer(null));
    expect(screen.getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(false);
  });

  it('puts a refusal on the fields it names, or else gives it as the failure', async () => {
    const sent = vi.fn(() => Promise.reject(new Error('No city')));
    const onCity = (error: unknown) => (error instanceof Error && error.message === 'No city' ? { city: { text: 'Esa ciudad no' } } : null);
    const { unmount } = render(<NameForm send={sent} refusal={onCity} />);
    fireEvent.change(nameBox(), { target: { value: 'Ana' } });
    send();
    expect(await screen.findByText('Esa ciudad no')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    render(<NameForm send={() => Promise.reject(new Error('Down'))} refusal={onCity} />);
    fireEvent.change(nameBox(), { target: { value: 'Ana' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Down');
  });
});
