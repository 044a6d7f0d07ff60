import { useId } from 'react';
import type { LegalDocument } from '../../../domain/content/documents';

/** One legal document as HTML: the same texts the server's PDFs are made of, readable at any width. */
export function LegalText({ document, updated, showTitle }: { document: LegalDocument; updated: string; showTitle: boolean }) {
  const idPrefix = useId();
  return (
    <article className="legal-text">
      {showTitle ? <h2 className="legal-text__title">{document.title}</h2> : null}
      <p className="legal-text__updated">{updated}</p>
      <p>{document.intro}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`${idPrefix}-${index}`}>
          <h3 id={`${idPrefix}-${index}`}>
            {index + 1}. {section.heading}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
