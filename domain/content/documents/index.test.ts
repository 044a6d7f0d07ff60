import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_TYPES, lastUpdatedLabel, legalDocuments, pageLabel } from '.';

const all = LEGAL_DOCUMENT_TYPES.flatMap((type) => (['es', 'en'] as const).map((lang) => ({ type, lang, document: legalDocuments[type][lang] })));

describe('legal texts', () => {
  it('were last updated on 11 October 2025, in both languages', () => {
    for (const { document } of all) expect(document.lastUpdated).toBe('2025-10-11');
    expect(lastUpdatedLabel(legalDocuments.terms.es, 'es')).toBe('Última actualización: 11 de octubre de 2025');
    expect(lastUpdatedLabel(legalDocuments.terms.en, 'en')).toBe('Last updated: October 11, 2025');
    expect(pageLabel(2, 7, 'es')).toBe('Página 2 de 7');
    expect(pageLabel(2, 7, 'en')).toBe('Page 2 of 7');
  });

  it('say the same in Spanish and English: same sections, same paragraphs per section', () => {
    for (const type of LEGAL_DOCUMENT_TYPES) {
      const { es, en } = legalDocuments[type];
      expect(es.sections.map((section) => section.paragraphs.length)).toEqual(en.sections.map((section) => section.paragraphs.length));
    }
  });

  it('are complete: every section has text, and no paragraph is empty', () => {
    for (const { document } of all) {
      expect(document.sections.length).toBeGreaterThanOrEqual(15);
      for (const section of document.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(10);
      }
    }
  });

  it('state the plan rules of DECISIONS.md', () => {
    const terms = { es: JSON.stringify(legalDocuments.terms.es), en: JSON.stringify(legalDocuments.terms.en) };
    expect(terms.en).toContain('9.99 US dollars');
    expect(terms.es).toContain('9,99 dólares');
    expect(terms.en).toContain('a maximum of 3 active projects');
    expect(terms.en).toContain('a maximum of 30 new actions created per calendar month');
    expect(terms.es).toContain('un máximo de 3 proyectos activos');
    expect(terms.es).toContain('un máximo de 30 acciones nuevas');
    expect(terms.en).toContain('up to 6 active projects');
    expect(terms.es).toContain('hasta 6 proyectos activos');
    expect(terms.en).toContain('until the end of the period you have already paid for (the renewal date)');
  });

  // The PDFs use the standard PDF fonts, which only carry the Windows-1252 characters.
  it('use only characters the standard PDF fonts can draw', () => {
    const windows1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
    for (const { document } of all) {
      const text = [document.title, document.intro, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join('');
      const outside = [...text].filter((char) => char.charCodeAt(0) > 0xff && !windows1252Extras.includes(char));
      expect(outside).toEqual([]);
    }
  });
});
