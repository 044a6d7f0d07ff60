import type PDFKit from 'pdfkit';
import { BRAND_COLOR } from '../../domain/content/brand';

// The look every Prospera PDF shares (the legal documents and the progress report): page, type and colours.
export const MARGIN = { top: 72, bottom: 72, left: 64, right: 64 };
export const COLOR = { brand: BRAND_COLOR.strong, text: '#1E2328', muted: '#5F6B76', rule: '#C9D2D9' };
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
export const BODY = { size: 10.5, lineGap: 2.5, paragraphGap: 7 };

export type Doc = InstanceType<typeof PDFKit>;

export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
}

/** The brand line, the title and its subtitle, ruled off from what follows. */
export function titleBlock(doc: Doc, title: string, subtitle: string): void {
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.brand).text('PROSPERA', { characterSpacing: 2.5 });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.text).text(title, { lineGap: 2 });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(subtitle);
  doc.moveDown(0.8);
  const y = doc.y;
  doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + contentWidth(doc), y).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
  doc.y = y + 14;
}

/** A section heading; `keep` is the room kept for what must follow it on the same page. */
export function heading(doc: Doc, text: string, keep = 64): void {
  doc.moveDown(0.6);
  // A heading never ends a page: it keeps room for itself and the start of what follows.
  keepSpace(doc, keep);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.brand).text(text, MARGIN.left, doc.y, { width: contentWidth(doc), paragraphGap: 6 });
}

/** Page numbers and the document's name at the foot of every page, written once the page count is known. */
export function footers(doc: Doc, name: string, pageLabel: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits inside the bottom margin; with the margin kept, pdfkit would open a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 48;
    const width = contentWidth(doc);
    doc.moveTo(MARGIN.left, y - 8).lineTo(MARGIN.left + width, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
    doc.text(`Prospera · ${name}`, MARGIN.left, y, { width, lineBreak: false });
    doc.text(pageLabel(index + 1, range.count), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

export type PdfInfo = { title: string; subject: string; locale: string; date: Date };

/** An A4 document with the shared margins and metadata: `draw` writes its pages, and the bytes are returned once it ends. */
export async function renderPdf(info: PdfInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  // pdfkit and its font tooling (~20 MB resident) load with the first document asked for, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: info.locale,
    displayTitle: true,
    info: { Title: info.title, Author: 'Prospera Labs', Subject: info.subject, Creator: 'Prospera', CreationDate: info.date, ModDate: info.date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

// The characters outside Latin-1 that the standard fonts' WinAnsi encoding still has (curly quotes, dashes, €...).
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

/**
 * Text a person wrote, made safe for the standard fonts: their encoding is WinAnsi, so any other character (an emoji,
 * an arrow, a CJK name) would print as unrelated glyphs. Accents are kept; what cannot be printed becomes '?'.
 */
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (/\s/.test(char)) return ' ';
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char;
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return base.length > 0 && [...base].every((part) => part.charCodeAt(0) < 0x7f) ? base : '?';
    })
    .join('');
}
