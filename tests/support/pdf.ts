// Reading the app's PDFs in tests: fetching one as bytes, and its text and metadata as pdf.js (a real reader) sees them.
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Response } from 'supertest';
import type { TestApp } from './app';

const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

/** GET `url` with its body as bytes: supertest buffers a PDF body only when told to parse it as binary. */
export function getBytes(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Response> {
  return t.http
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** A PDF's pages as text, the whole text with spaces collapsed, its page count and its document info. */
export async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  const numPages = pdf.numPages;
  await pdf.destroy();
  return { numPages, pages, text: pages.join(' ').replace(/\s+/g, ' '), info };
}
