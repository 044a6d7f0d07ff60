import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { BottomNav } from './bottom-nav';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderNav(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">Antes</button>
      <BottomNav />
      <Where />
    </MemoryRouter>,
  );
}

const more = () => screen.getByRole('button', { name: 'Más' });
const sheet = () => document.getElementById(more().getAttribute('aria-controls') ?? '')!;
const isOpen = () => more().getAttribute('aria-expanded') === 'true' && sheet().classList.contains('bottom-nav__sheet--open');

describe('the main navigation', () => {
  it('has five tabs on a phone: four destinations and Más, whose sheet holds Ahora, Revisión, Historial, Analítica and Perfil', () => {
    renderNav('/home');
    const bar = [...document.querySelectorAll('.bottom-nav__tabs > li > .bottom-nav__tab')].map((tab) => tab.textContent);
    expect(bar).toEqual(['Panel', 'Rueda', 'Proyectos', 'Acciones', 'Más']);
    expect([...sheet().querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ahora', '/now'],
      ['Revisión', '/review'],
      ['Historial', '/history'],
      ['Analítica', '/analytics'],
      ['Perfil', '/profile'],
    ]);
    expect(isOpen()).toBe(false);
    expect(sheet().tagName).toBe('UL');
  });

  it('Más opens and closes its sheet, and lights up while the page is one of its own', () => {
    renderNav('/now');
    expect(more().classList.contains('bottom-nav__tab--holds-current')).toBe(true);
    expect(screen.getByRole('link', { name: 'Ahora' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(more());
    expect(isOpen()).toBe(true);
    fireEvent.click(more());
    expect(isOpen()).toBe(false);
  });

  it('a choice in the sheet goes there and closes it', () => {
    renderNav('/home');
    expect(more().classList.contains('bottom-nav__tab--holds-current')).toBe(false);
    fireEvent.click(more());
    fireEvent.click(screen.getByRole('link', { name: 'Analítica' }));
    expect(screen.getByTestId('where').textContent).toBe('/analytics');
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('link', { name: 'Analítica' }).getAttribute('aria-current')).toBe('page');
    // Choosing the page one is on closes it too.
    fireEvent.click(more());
    fireEvent.click(screen.getByRole('link', { name: 'Analítica' }));
    expect(isOpen()).toBe(false);
  });

  it('with the keyboard: the sheet follows Más in the focus order, Escape closes it and gives the focus back', () => {
    renderNav('/home');
    const focusable = [...document.querySelectorAll<HTMLElement>('nav a, nav button')].map((element) => element.textContent);
    expect(focusable).toEqual(['Panel', 'Rueda', 'Proyectos', 'Acciones', 'Más', 'Ahora', 'Revisión', 'Historial', 'Analítica', 'Perfil']);
    act(() => more().focus());
    fireEvent.click(more());
    const review = screen.getByRole('link', { name: 'Revisión' });
    act(() => review.focus());
    fireEvent.keyDown(review, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(more());
  });

  it('closes when the focus leaves it or a tap lands elsewhere', () => {
    renderNav('/home');
    fireEvent.click(more());
    const perfil = screen.getByRole('link', { name: 'Perfil' });
    act(() => perfil.focus());
    expect(isOpen()).toBe(true);
    act(() => screen.getByRole('button', { name: 'Antes' }).focus());
    expect(isOpen()).toBe(false);

    fireEvent.click(more());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Panel' }));
    expect(isOpen()).toBe(false);
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    renderNav('/review/2026-11-16');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect([...document.querySelectorAll('nav a, nav button')].map((element) => element.textContent)).toEqual([
      'Dashboard',
      'Wheel',
      'Projects',
      'Actions',
      'More',
      'Now',
      'Review',
      'History',
      'Analytics',
      'Profile',
    ]);
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('aria-current')).toBe('page');
  });
});
