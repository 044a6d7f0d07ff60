import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import LegalPage from './legal';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('legal pages', () => {
  it('show the terms in Spanish with their last-updated date', () => {
    render(<MemoryRouter><LegalPage type="terms" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Términos y condiciones');
    expect(screen.getByText('Última actualización: 11 de octubre de 2025')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(10);
  });

  it('follow the active language', async () => {
    await i18n.changeLanguage('en');
    render(<MemoryRouter><LegalPage type="privacy" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText('Last updated: October 11, 2025')).toBeTruthy();
  });
});
