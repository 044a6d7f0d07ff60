import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import i18n from '../i18n';
import { errorInfo, errorMessage, mapError } from './errors';

// English texts load on demand (i18n/index.ts); these tests word errors in both languages.
beforeAll(async () => {
  await i18n.loadLanguages('en');
});

const t = i18n.t;

function trpcError(appCode: string, httpStatus: number, message: string, extra: Record<string, unknown> = {}) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { appCode, httpStatus, ...extra } } });
}

describe('mapping by server code first', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'auth.invalidCredentials'],
    ['EMAIL_EXISTS', 'auth.emailExists'],
    ['PHONE_EXISTS', 'auth.phoneExists'],
    ['REFRESH_TOKEN_INVALID', 'auth.sessionExpired'],
    ['UNAUTHENTICATED', 'status.http401'],
    ['FORBIDDEN', 'permission.forbidden'],
    ['NOT_FOUND', 'resource.notFound'],
    ['CONFLICT', 'resource.alreadyExists'],
    ['INTERNAL_ERROR', 'server.internal'],
    ['SERVICE_UNAVAILABLE', 'server.unavailable'],
  ])('%s → errors.%s', (code, key) => {
    expect(mapError({ code, message: 'whatever the server said' })).toEqual({ key });
  });

  it('a code wins over a message that says something else', () => {
    expect(mapError({ code: 'EMAIL_EXISTS', status: 409, message: 'invalid credentials' })).toEqual({ key: 'auth.emailExists' });
  });

  it('a validation error shows its first issue in the language in use', () => {
    const info = { code: 'VALIDATION_ERROR', status: 400, issues: [{ path: 'email', code: 'EMAIL_INVALID', message: 'Email inválido' }] };
    expect(mapError(info, 'es')).toEqual({ text: 'Email inválido' });
    expect(mapError(info, 'en')).toEqual({ text: 'Invalid email' });
    expect(mapError({ code: 'VALIDATION_ERROR' })).toEqual({ key: 'validation.checkInput' });
  });

  it('other catalogue codes are translated by the shared messages, with Retry-After filled in', () => {
    expect(mapError({ code: 'TOO_MANY_REQUESTS', retryAfter: 42 }, 'es')).toEqual({ text: 'Demasiadas peticiones. Espera 42 segundos e inténtalo de nuevo.' });
    expect(mapError({ code: 'TOO_MANY_REQUESTS', retryAfter: 42 }, 'en')).toEqual({ text: 'Too many requests. Please wait 42 seconds and try again.' });
  });

  it('a catalogue code whose text needs parameters the client lacks keeps the server message', () => {
    expect(mapError({ code: 'CONTEXT_IN_USE', message: 'Cannot delete: has 2 associated action(s)' }, 'en')).toEqual({
      text: 'Cannot delete: has 2 associated action(s)',
    });
  });
});

describe('then by message substring (case-insensitive)', () => {
  it.each([
    ['Invalid credentials', 'auth.invalidCredentials'],
    ['INVALID EMAIL OR PASSWORD', 'auth.invalidCredentials'],
    ['Incorrect password', 'auth.invalidCredentials'],
    ['User not found', 'auth.userNotFound'],
    ['email not found', 'auth.userNotFound'],
    ['Unauthorized', 'auth.unauthorized'],
    ['JWT token expired', 'auth.sessionExpired'],
    ['Invalid token', 'auth.invalidToken'],
    ['Session expired', 'auth.sessionExpired'],
    ['Email already exists', 'auth.emailExists'],
    ['email already in use', 'auth.emailExists'],
    ['User already exists', 'auth.emailExists'],
    ['Phone already exists', 'auth.phoneExists'],
    ['phone already in use', 'auth.phoneExists'],
    ['Failed to fetch', 'network.offline'],
    ['Network Error', 'network.offline'],
    ['Network request failed', 'network.offline'],
    ['Request timeout', 'network.timeout'],
    ['Validation error', 'validation.checkInput'],
    ['Invalid input', 'validation.invalidInput'],
    ['Required field missing', 'validation.required'],
    ['Invalid format', 'validation.invalidFormat'],
    ['Internal Server Error', 'server.internal'],
    ['server error', 'server.internal'],
    ['Service Unavailable', 'server.unavailable'],
    ['Bad Gateway', 'server.connection'],
    ['Forbidden', 'permission.forbidden'],
    ['Access denied', 'permission.forbidden'],
    ['Permission denied', 'permission.forbidden'],
    ['Resource not found', 'resource.notFound'],
    ['Page not found', 'resource.notFound'],
    ['Project already exists', 'resource.alreadyExists'],
  ])('%s → errors.%s', (message, key) => {
    expect(mapError({ message })).toEqual({ key });
  });

  it("a message with 'error NNN' maps by that status, or to the generic status text", () => {
    expect(mapError({ message: 'Error 404 while loading' })).toEqual({ key: 'status.http404', params: { status: 404 } });
    expect(mapError({ message: 'error 418 teapot' })).toEqual({ key: 'status.generic', params: { status: 418 } });
  });
});

describe('then by HTTP status text', () => {
  it.each([400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504])('%i has its own text', (status) => {
    expect(mapError({ status, message: 'Something odd happened' })).toEqual({ key: `status.http${status}`, params: { status } });
  });

  it('an unlisted status gets the generic text', () => {
    expect(errorMessage({ statusCode: 418, message: 'I am a teapot' }, t, 'en')).toBe('Error 418: Request failed');
  });
});

describe('the generic rule and plain messages', () => {
  it.each(['NullPointerException at line 3', "Cannot read properties of undefined (reading 'x')", 'null', 'Error in async function', 'see stack', 'trace id 1'])(
    '%s becomes the generic text',
    (message) => {
      expect(mapError({ message })).toEqual({ key: 'general.unexpected' });
    },
  );

  it('any other message is shown as it is', () => {
    expect(mapError({ message: 'El proyecto ya terminó' })).toEqual({ text: 'El proyecto ya terminó' });
  });

  it('an error without any fact gets the unknown-error text', () => {
    expect(errorMessage(42, t, 'en')).toBe('An unknown error occurred');
    expect(errorMessage(undefined, t, 'es')).toBe('Ocurrió un error desconocido');
  });
});

describe('reading what was thrown', () => {
  it('takes the code, status, issues and Retry-After out of a tRPC error', () => {
    const error = trpcError('TOO_MANY_REQUESTS', 429, 'Demasiadas peticiones', { retryAfter: 30 });
    expect(errorInfo(error)).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfter: 30, message: 'Demasiadas peticiones' });
  });

  it('reads REST envelopes and fetch failures', () => {
    expect(errorInfo({ statusCode: 409, code: 'EMAIL_EXISTS', message: 'Email already in use' })).toEqual({ code: 'EMAIL_EXISTS', status: 409, message: 'Email already in use' });
    expect(errorInfo({ status: 500, error: 'Internal Server Error' })).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(errorMessage(new TypeError('Failed to fetch'), t, 'en')).toBe('Unable to connect to the server. Please check your internet connection.');
  });

  it('words every key in both languages', () => {
    const error = trpcError('INVALID_CREDENTIALS', 401, 'Email o contraseña incorrectos');
    expect(errorMessage(error, t, 'es')).toBe(es.errors.auth.invalidCredentials);
    expect(errorMessage(error, t, 'en')).toBe(en.errors.auth.invalidCredentials);
    expect(errorMessage({ status: 503 }, t, 'es')).toBe(es.errors.status.http503);
  });
});
