import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY, storedLanguage } from '../i18n';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { renderApp, signedInUser } from '../test-support';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, item]) => (typeof item === 'string' ? [`${prefix}${key}`] : keysOf(item as object, `${prefix}${key}.`)));
}

describe('the ES/EN switch', () => {
  it('switches every text of the screen, stores the choice and sets the page language', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
    const group = screen.getByRole('group', { name: 'Idioma' });
    expect(group.querySelector('[aria-pressed="true"]')?.textContent).toBe('ES');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' }).querySelector('[aria-pressed="true"]')?.textContent).toBe('EN');
  });

  it('is in the header of the signed-in screens too', async () => {
    signedInUser();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Panel' });
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wheel' })).toBeTruthy();
  });

  it('is on the landing and 404 screens', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the stored language', () => {
  it.each(['es', 'en'])('keeps %s', (value) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    expect(storedLanguage()).toBe(value);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(value);
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', 'EN', 'es-ES', 'fr', ' es', ''])(
    'rejects %j and replaces it with es',
    (value) => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
      expect(storedLanguage()).toBe('es');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    },
  );

  it('starts in Spanish when nothing is stored, with Spanish (always loaded) as the fallback', () => {
    expect(storedLanguage()).toBe('es');
    expect(i18n.options.fallbackLng).toEqual(['es']);
  });
});

describe('the resources', () => {
  it('have the same keys in both languages and no empty text', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
    const texts = (value: object): string[] => Object.values(value).flatMap((item) => (typeof item === 'string' ? [item] : texts(item as object)));
    expect(texts(es).filter((text) => text.trim() === '')).toEqual([]);
    expect(texts(en).filter((text) => text.trim() === '')).toEqual([]);
  });
});
