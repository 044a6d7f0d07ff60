import type PDFKit from 'pdfkit';
import { lastUpdatedLabel, legalLocale, pageLabel, type LegalDocument } from '../../domain/content/legal';
import type { Lang } from '../../domain/messages';

const MARGIN = { top: 72, bottom: 72, left: 64, right: 64 };
const COLOR = { brand: '#1F6F5C', text: '#1E2328', muted: '#5F6B76', rule: '#C9D2D9' };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const BODY = { size: 10.5, lineGap: 2.5, paragraphGap: 7 };
const BULLET_INDENT = 14;

type Doc = InstanceType<typeof PDFKit>;

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
}

function titleBlock(doc: Doc, document: LegalDocument, lang: Lang): void {
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.brand).text('PROSPERA', { characterSpacing: 2.5 });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.text).text(document.title, { lineGap: 2 });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(lastUpdatedLabel(document, lang));
  doc.moveDown(0.8);
  const y = doc.y;
  doc.moveTo(MARGIN.left, y).lineTo(MARGIN.left + contentWidth(doc), y).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
  doc.y = y + 14;
  doc.font(FONT.regular).fontSize(11.5).fillColor(COLOR.text).text(document.intro, { lineGap: 3, paragraphGap: 10 });
}

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.6);
  // A heading never ends a page: it keeps room for itself and about three lines of what follows.
  keepSpace(doc, 64);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.brand).text(text, MARGIN.left, doc.y, { width: contentWidth(doc), paragraphGap: 6 });
}

function paragraph(doc: Doc, text: string): void {
  doc.font(FONT.regular).fontSize(BODY.size).fillColor(COLOR.text);
  if (!text.startsWith('• ')) {
    doc.text(text, MARGIN.left, doc.y, { width: contentWidth(doc), ...BODY });
    return;
  }
  // The bullet and the first two lines of its item stay on one page.
  keepSpace(doc, 2 * doc.currentLineHeight(true));
  const y = doc.y;
  doc.text('•', MARGIN.left + 2, y, { lineBreak: false });
  doc.text(text.slice(2), MARGIN.left + BULLET_INDENT, y, { width: contentWidth(doc) - BULLET_INDENT, ...BODY, paragraphGap: 4 });
  doc.x = MARGIN.left;
}

/** Page numbers and the document's name at the foot of every page, written once the page count is known. */
function footers(doc: Doc, document: LegalDocument, lang: Lang): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits inside the bottom margin; with the margin kept, pdfkit would open a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 48;
    const width = contentWidth(doc);
    doc.moveTo(MARGIN.left, y - 8).lineTo(MARGIN.left + width, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
    doc.text(`Prospera · ${document.title}`, MARGIN.left, y, { width, lineBreak: false });
    doc.text(pageLabel(index + 1, range.count, lang), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/**
 * Renders a legal document as an A4 PDF: title, last-updated date, intro and numbered sections, with page
 * numbers in the footer and Title/Language metadata. The dates in the file are the document's own, so the
 * same text always gives the same bytes (and the same ETag on every server).
 */
export async function renderLegalPdf(document: LegalDocument, lang: Lang): Promise<Buffer> {
  // pdfkit and its font tooling (~20 MB resident) load with the first document asked for, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const date = new Date(`${document.lastUpdated}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: legalLocale(lang),
    displayTitle: true,
    info: {
      Title: document.title,
      Author: 'Prospera Labs',
      Subject: `Prospera · ${document.title}`,
      Creator: 'Prospera',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  titleBlock(doc, document, lang);
  document.sections.forEach((section, index) => {
    heading(doc, `${index + 1}. ${section.heading}`);
    for (const text of section.paragraphs) paragraph(doc, text);
  });
  footers(doc, document, lang);
  doc.end();
  return done;
}
