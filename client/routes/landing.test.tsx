import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../lib/session';
import i18n from '../i18n';
import { fakeServer, renderApp, signedInUser } from '../test-support';

function currentSlide(): string {
  return document.querySelector('.carousel__slide:not([hidden]) h2')?.textContent ?? '';
}

const titles = ['Descubre dónde estás', 'Enfócate en lo que más importa', 'Convierte metas en proyectos', 'Actúa cada día'];

async function openLanding() {
  vi.useFakeTimers();
  renderApp('/');
  await act(async () => undefined);
  expect(screen.getByRole('heading', { level: 1, name: 'Prospera' })).toBeTruthy();
}

describe('onboarding', () => {
  it('shows four slides that advance every 5 s and loop', async () => {
    await openLanding();
    expect(document.querySelectorAll('.carousel__slide')).toHaveLength(4);
    expect(currentSlide()).toBe(titles[0]);
    for (const title of [titles[1], titles[2], titles[3], titles[0]]) {
      act(() => {
      vi.advanceTimersByTime(4999);
    });
      expect(currentSlide()).not.toBe(title);
      act(() => {
      vi.advanceTimersByTime(1);
    });
      expect(currentSlide()).toBe(title);
    }
  });

  it('pauses while hovered and resumes after', async () => {
    await openLanding();
    const carousel = screen.getByRole('region', { name: 'Cómo funciona Prospera' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(currentSlide()).toBe(titles[0]);
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(currentSlide()).toBe(titles[1]);
  });

  it('moves by hand and can be stopped', async () => {
    await openLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(currentSlide()).toBe(titles[3]);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(currentSlide()).toBe(titles[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el pase de diapositivas' }));
    screen.getByRole('button', { name: 'Reanudar el pase de diapositivas' }).blur();
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(currentSlide()).toBe(titles[1]);
  });

  it('for visitors: have-account and sign-up links, the main button to /login, social proof and footer', async () => {
    await openLanding();
    expect(screen.getAllByRole('link', { name: 'Tengo una cuenta' })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: 'Regístrate' })[0]!.getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Explorar la app' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('10.000+ personas ya están pasando de sobrevivir a prosperar')).toBeTruthy();
    expect(screen.getByText('Creado con ❤️ por Prospera Labs')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Prospera. Todos los derechos reservados.`)).toBeTruthy();
  });

  it('in English the social proof reads 10,000+', async () => {
    await i18n.loadLanguages('en'); // loaded on demand; here before the fake timers start
    await openLanding();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByText('10,000+ people are already moving from surviving to thriving')).toBeTruthy();
  });

  it('for signed-in users: a welcome with the first name, log out, and the main button to /home', async () => {
    signedInUser({ firstName: 'Lucía' });
    fakeServer(() => ({ data: { success: true, message: 'ok' } }));
    await openLanding();
    vi.useRealTimers();
    expect(screen.getByText('Hola, Lucía')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la app' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: 'Regístrate' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    });
    expect(await screen.findByRole('link', { name: 'Explorar la app' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('links the terms and the privacy policy from its footer, in both languages', async () => {
    await openLanding();
    const legal = screen.getByRole('navigation', { name: 'Documentos legales' });
    expect(within(legal).getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    const english = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(within(english).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms');
    expect(within(english).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});
