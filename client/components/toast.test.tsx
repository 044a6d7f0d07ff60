import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => toast.success('Meta añadida')}>added</button>
      <button type="button" onClick={() => toast.error('Falló')}>fail</button>
      <button type="button" onClick={() => ['Uno', 'Dos', 'Tres', 'Cuatro'].forEach((text) => toast.info(text))}>four</button>
      <button type="button" onClick={() => void navigate('/next')}>go</button>
      <button
        type="button"
        onClick={() => {
          toast.error('Ya evaluada');
          void navigate('/intro', { replace: true });
        }}
      >
        redirect
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show the same text once, with how many times it came, and start its timer over', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByText('added'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByText('added'));
    fireEvent.click(screen.getByText('added'));
    const toasts = screen.getAllByTestId('toast-success');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toContain('Meta añadida');
    expect(toasts[0]?.textContent).toContain('×3');
    expect(toasts[0]?.textContent).toContain('(3 veces)');
    // 2 s after the last repeat it is still there, though 4 s have passed since the first.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Meta añadida')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.success - 2000);
    });
    expect(screen.queryByText('Meta añadida')).toBeNull();
  });

  it(`show at most ${MAX_TOASTS} at once, the newest`, () => {
    renderToasts();
    fireEvent.click(screen.getByText('four'));
    expect(screen.getAllByTestId('toast-info').map((toast) => toast.querySelector('.toast__message')?.textContent)).toEqual(['Dos', 'Tres', 'Cuatro']);
  });

  it('drop the errors of a screen when the person moves to another, and keep the rest', () => {
    renderToasts();
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('added'));
    expect(screen.queryByText('Falló')).not.toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(screen.queryByText('Falló')).toBeNull();
    expect(screen.queryByText('Meta añadida')).not.toBeNull();
  });

  it('keep an error that explains a redirect', () => {
    renderToasts();
    fireEvent.click(screen.getByText('redirect'));
    expect(screen.queryByText('Ya evaluada')).not.toBeNull();
    // Moving on from the screen it was redirected to drops it.
    fireEvent.click(screen.getByText('go'));
    expect(screen.queryByText('Ya evaluada')).toBeNull();
  });

  it('sit at the bottom, above the bottom navigation and under any dialog, never at the top over the header', () => {
    const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    const rule = (source: string, selector: string) => source.match(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
    const zIndex = (block: string) => Number(block.match(/z-index: (\d+)/)?.[1]);
    const toasts = rule(css('./toast.css'), '.toasts');
    expect(toasts).toMatch(/\bbottom:/);
    expect(toasts).not.toMatch(/\btop:/);
    expect(css('./toast.css')).toMatch(/body:has\(\.bottom-nav\) \.toasts \{\s*bottom: calc\(var\(--bottom-nav-height\)/);
    expect(zIndex(toasts)).toBeGreaterThan(zIndex(rule(css('./header.css'), '.app-header')));
    expect(zIndex(toasts)).toBeGreaterThan(zIndex(rule(css('./bottom-nav.css'), '.bottom-nav')));
    expect(zIndex(toasts)).toBeLessThan(zIndex(rule(css('./modal.css'), '.modal-backdrop')));
  });

  it("are a landmark named apart from every card of the profile, the notification settings' among them", () => {
    for (const texts of [es, en]) {
      const profileCards = [...Object.values(texts.account), texts.notifications.settings];
      const cardTitles = profileCards.flatMap((value) => (typeof value === 'object' && 'title' in value ? [value.title] : []));
      expect(cardTitles).toContain(texts.notifications.settings.title);
      expect(cardTitles).not.toContain(texts.toast.region);
    }
  });
});
