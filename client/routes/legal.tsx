import { useTranslation } from 'react-i18next';
import { legalDocuments, lastUpdatedLabel, type LegalDocumentType } from '../../domain/content/documents';
import { Header, HISTORY_BACK } from '../components/header';
import { currentLanguage } from '../i18n';
import { LegalText } from '../features/documents/legal-text';
import '../features/documents/documents.css';

/** /terms and /privacy: the same texts as the PDFs, in the active language, with their last-updated date. */
export default function LegalPage({ type }: { type: LegalDocumentType }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const document = legalDocuments[type][lang];
  return (
    <>
      <Header title={t(type === 'terms' ? 'documents.termsTitle' : 'documents.privacyTitle')} back={HISTORY_BACK} />
      <main className="legal-page" id="main">
        <LegalText document={document} updated={lastUpdatedLabel(document, lang)} showTitle />
      </main>
    </>
  );
}
