import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('La rueda no cargó');
}

describe('the error boundary', () => {
  it("shows 'Oops! Something went wrong' with the message and a way home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '¡Ups! Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('La rueda no cargó')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    expect(assign).toHaveBeenCalledWith('/home');
  });
});
