import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Header } from './header';
import { Modal } from './modal';
import { pageWindow, Pagination } from './pagination';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

describe('toasts', () => {
  function Buttons() {
    const toast = useToast();
    return (
      <>
        <button type="button" onClick={() => toast.success('Guardado')}>ok</button>
        <button type="button" onClick={() => toast.error('Falló')}>ko</button>
      </>
    );
  }

  it('success closes after 3 s and error after 5 s, each in a live region', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 5000, info: 5000 });
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('ko'));
    expect(screen.getByTestId('toast-success').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('toast-error').closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Guardado')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(screen.queryByText('Falló')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Falló')).toBeNull();
  });

  it('can be dismissed', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ko'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Falló')).toBeNull();
  });
});

describe('the confirm dialog', () => {
  function Harness({ loading = false }: { loading?: boolean }) {
    const [open, setOpen] = useState(false);
    const [confirmed, setConfirmed] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          borrar
        </button>
        <output>{confirmed}</output>
        <ConfirmDialog
          open={open}
          title="¿Eliminar?"
          message="No se puede deshacer."
          loading={loading}
          tone="danger"
          onConfirm={() => setConfirmed((count) => count + 1)}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('is an accessible modal that Escape closes, returning focus to its opener', () => {
    render(<Harness />);
    const opener = screen.getByText('borrar');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('No se puede deshacer.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus inside (Tab wraps both ways)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('borrar'));
    const dialog = screen.getByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('confirms', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('borrar'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('while loading, Escape, the backdrop and the buttons do nothing', () => {
    render(<Harness loading />);
    fireEvent.click(screen.getByText('borrar'));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Procesando...' }).disabled).toBe(true);
  });
});

describe('the modal', () => {
  it('without onDismiss ignores Escape and the backdrop', () => {
    render(
      <Modal open labelledBy="t">
        <h2 id="t">Aviso</h2>
        <button type="button">Vale</button>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
  });
});

describe('pagination', () => {
  it('is hidden with 0 or 1 pages', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={0} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    [1, 2, '1 2'],
    [1, 5, '1 2 3 4 5'],
    [1, 9, '1 2 3 4 5 …'],
    [5, 9, '… 3 4 5 6 7 …'],
    [9, 9, '… 5 6 7 8 9'],
    [2, 9, '1 2 3 4 5 …'],
    [7, 9, '… 5 6 7 8 9'],
  ])('page %i of %i shows %s', (page, total, expected) => {
    const shown = pageWindow(page, total)
      .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
      .join(' ');
    expect(shown).toBe(expected);
  });

  it('moves between pages and marks the current one', () => {
    const onChange = vi.fn();
    render(<Pagination page={3} totalPages={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onChange.mock.calls).toEqual([[5], [4], [2]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Página anterior' }).disabled).toBe(true);
    rerender(<Pagination page={3} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Página siguiente' }).disabled).toBe(true);
  });
});

describe('the header', () => {
  function at(path: string, back?: string) {
    render(
      <MemoryRouter initialEntries={['/start', path]} initialIndex={1}>
        <Routes>
          <Route path="/start" element={<p>inicio</p>} />
          <Route path="/parent" element={<p>padre</p>} />
          <Route path="*" element={<Header title="Título" subtitle="Sub" {...(back ? { back } : {})} />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('shows title, subtitle and the language switch, without back by default', () => {
    at('/here');
    expect(screen.getByRole('heading', { level: 1, name: 'Título' })).toBeTruthy();
    expect(screen.getByText('Sub')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Volver' })).toBeNull();
  });

  it('goes back to a path', () => {
    at('/here', '/parent');
    fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(screen.getByText('padre')).toBeTruthy();
  });

  it('or back in history', () => {
    at('/here', 'history');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByText('inicio')).toBeTruthy();
  });
});
