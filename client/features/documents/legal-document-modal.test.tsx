import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LegalDocumentModal } from './legal-document-modal';

// The texts' chunk cannot be fetched (offline, a new deployment): the dialog says so and still closes.
vi.mock('./legal-texts', () => ({ loadLegalText: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }));

describe('the legal document dialog', () => {
  it('says when the document cannot be loaded, offers the PDF, and can be closed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onDismiss = vi.fn();
    render(<LegalDocumentModal type="privacy" onRead={() => undefined} onDismiss={onDismiss} />);
    const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No se pudo cargar la política de privacidad. Inténtalo más tarde.');
    expect(within(dialog).getByRole('link', { name: 'Descargar el PDF' }).getAttribute('href')).toBe('/api/v1/documents/privacy/ES');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('downloads the PDF through the 24 h cache: one fetch for two downloads, saved as a file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async (_url: string) => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<LegalDocumentModal type="terms" onRead={() => undefined} onDismiss={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Descargar el PDF' });
    fireEvent.click(link);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    fireEvent.click(link);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/documents/terms/ES']);
    expect(localStorage.getItem('pdf_cache_terms_ES')).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
