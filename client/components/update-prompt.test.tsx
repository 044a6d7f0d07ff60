import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { manifestHref } from '../lib/web-manifest';
import { UpdatePrompt } from './update-prompt';

describe('the update prompt', () => {
  it('says nothing while no new version waits, in a region that is already there to announce it', () => {
    render(<UpdatePrompt accept={null} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('in Spanish: Actualizar lets the new version take over, once', () => {
    const accept = vi.fn();
    render(<UpdatePrompt accept={accept} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Nueva versión disponible');
    expect(region.textContent).toContain('guarda antes lo que estés escribiendo');
    const update = screen.getByRole('button', { name: 'Actualizar' });
    update.focus();
    expect(document.activeElement).toBe(update);
    fireEvent.click(update);
    expect(accept).toHaveBeenCalledTimes(1);
    expect(update).toHaveProperty('disabled', true);
  });

  it('in English: Not now hides it, and nothing takes over', async () => {
    await act(() => i18n.changeLanguage('en'));
    const accept = vi.fn();
    render(<UpdatePrompt accept={accept} />);
    expect(screen.getByRole('status').textContent).toContain('New version available');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(accept).not.toHaveBeenCalled();
  });
});

describe('the web app manifest of the language in use', () => {
  it('the page links the Spanish one, and the English one once English is chosen', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref('es');
    document.head.append(link);
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
      await act(() => i18n.changeLanguage('es'));
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      link.remove();
    }
  });
});
