import type { MessageCatalogue } from './types';

export const documentsMessages = {
  DOCUMENT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    es: 'Documento no encontrado: los documentos son terms o privacy, en ES o EN',
    en: 'Document not found: the documents are terms or privacy, in ES or EN',
  },
  REPORT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    es: 'Informe no encontrado: el informe de progreso está en ES o EN',
    en: 'Report not found: the progress report is in ES or EN',
  },
} as const satisfies MessageCatalogue;
