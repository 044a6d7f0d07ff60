import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support';
import i18n, { LANGUAGE_STORAGE_KEY, addTexts, textsAdded } from '.';
import { en } from './en';
import { es } from './es';

// Which English chunks have been imported: a mock's factory runs when its module is first imported.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./en-first', async (original) => {
  imported.add('first');
  return original();
});
vi.mock('./en-features', async (original) => {
  imported.add('features');
  return original();
});

describe('the texts of the other language', () => {
  it('are not loaded while Spanish is in use, and load with the right texts on the switch to English', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });
    expect(imported).toEqual(new Set());
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    // The signed-in screens' Spanish texts are there (test-setup imports i18n/features as Screen does).
    expect(i18n.getResourceBundle('es', 'translation')).toEqual(es);

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(imported).toEqual(new Set(['first', 'features']));
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(en);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('of a group of screens loading later arrive before its code runs when English is in use', async () => {
    await i18n.changeLanguage('en');
    await addTexts({ later: { title: 'Más tarde' } }, async () => ({ later: { title: 'Later' } }));
    expect(i18n.getResource('en', 'translation', 'later.title')).toBe('Later');
    expect(i18n.getResource('es', 'translation', 'later.title')).toBe('Más tarde');
  });

  it('that failed to load (offline, or after a deploy) are asked for again by the next wait for them', async () => {
    await i18n.changeLanguage('en');
    let attempts = 0;
    const english = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { offline: { title: 'Back online' } };
    };
    await expect(addTexts({ offline: { title: 'De vuelta' } }, english)).rejects.toThrow('Failed to fetch');
    await textsAdded();
    expect(attempts).toBe(2);
    expect(i18n.getResource('en', 'translation', 'offline.title')).toBe('Back online');
    await textsAdded();
    expect(attempts).toBe(2);
  });
});
