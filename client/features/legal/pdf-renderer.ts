// pdf.js is loaded only here, when a legal document is opened.
import type { PDFDocumentProxy } from 'pdfjs-dist';

async function openDocument(data: Uint8Array): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the Content-Security-Policy allows scripts from 'self' only.
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

/**
 * Draws every page into a canvas as wide as the container (sharp on dense screens), each followed by its
 * text for screen readers. Stops early when the signal aborts. Returns the page count.
 */
export async function renderPdf(data: Uint8Array, container: HTMLElement, pageLabel: (number: number, total: number) => string, signal: AbortSignal): Promise<number> {
  const document = await openDocument(data);
  try {
    const width = Math.max(container.clientWidth, 280);
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    container.replaceChildren();
    for (let number = 1; number <= document.numPages; number += 1) {
      if (signal.aborted) break;
      const page = await document.getPage(number);
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * ratio });
      const figure = container.ownerDocument.createElement('figure');
      figure.className = 'pdf-page';
      const canvas = container.ownerDocument.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.setAttribute('aria-hidden', 'true');
      const text = container.ownerDocument.createElement('figcaption');
      text.className = 'visually-hidden';
      const content = await page.getTextContent();
      text.textContent = `${pageLabel(number, document.numPages)}. ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
      figure.append(canvas, text);
      container.append(figure);
      await page.render({ canvas, viewport }).promise;
    }
    return document.numPages;
  } finally {
    void document.destroy();
  }
}
