import { lastUpdatedLabel, legalLocale, pageLabel, type LegalDocument } from '../../domain/content/documents';
import type { Lang } from '../../domain/messages';
import { BODY, COLOR, contentWidth, FONT, footers, heading, keepSpace, MARGIN, renderPdf, titleBlock, type Doc } from './pdf-kit';

const BULLET_INDENT = 14;

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

/**
 * Renders a legal document as an A4 PDF: title, last-updated date, intro and numbered sections, with page
 * numbers in the footer and Title/Language metadata. The dates in the file are the document's own, so the
 * same text always gives the same bytes (and the same ETag on every server).
 */
export async function renderLegalPdf(document: LegalDocument, lang: Lang): Promise<Buffer> {
  const info = { title: document.title, subject: `Prospera · ${document.title}`, locale: legalLocale(lang), date: new Date(`${document.lastUpdated}T00:00:00Z`) };
  return renderPdf(info, (doc) => {
    titleBlock(doc, document.title, lastUpdatedLabel(document, lang));
    doc.font(FONT.regular).fontSize(11.5).fillColor(COLOR.text).text(document.intro, { lineGap: 3, paragraphGap: 10 });
    document.sections.forEach((section, index) => {
      heading(doc, `${index + 1}. ${section.heading}`);
      for (const text of section.paragraphs) paragraph(doc, text);
    });
    footers(doc, document.title, (page, pages) => pageLabel(page, pages, lang));
  });
}
