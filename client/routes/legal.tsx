import { useTranslation } from 'react-i18next';
import { legalDocuments, lastUpdatedLabel, type LegalDocumentType } from '../../domain/content/legal';
import { Header, HISTORY_BACK } from '../components/header';
import './legal.css';

/** /terms and /privacy: the same texts as the PDFs, in the active language, with their last-updated date. */
export default function LegalPage({ type }: { type: LegalDocumentType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const document = legalDocuments[type][lang];
  return (
    <>
      <Header title={t(type === 'terms' ? 'legal.termsTitle' : 'legal.privacyTitle')} back={HISTORY_BACK} />
      <main className="legal-page" id="main">
        <article>
          <h2 className="legal-page__title">{document.title}</h2>
          <p className="legal-page__updated">{lastUpdatedLabel(document, lang)}</p>
          <p>{document.intro}</p>
          {document.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
              <h3 id={`legal-section-${index}`}>
                {index + 1}. {section.heading}
              </h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </>
  );
}
