import { z } from 'zod';
import { LEGAL_DOCUMENT_TYPES } from '../../domain/content/documents';
import { DOCUMENT_LANGS, documentKey, legalPdf } from '../services/documents';
import { defineFileOperation } from './define';

/** The PDFs change only with a release, so clients and proxies may keep them a day (SPEC.md: cached 24 h). */
export const DOCUMENTS_CACHE_CONTROL = 'public, max-age=86400';

/** The legal documents as PDFs: no login, cacheable, with an ETag that If-None-Match turns into a 304. */
export const documentsOperations = {
  get: defineFileOperation({
    method: 'GET',
    path: '/documents/{type}/{lang}',
    auth: 'none',
    summary: 'The terms and conditions or the privacy policy as a PDF, in Spanish or English',
    description:
      'No authentication. Cacheable for a day; send the ETag back in If-None-Match to get a 304 while it is current. ' +
      'The language is ES or EN (lower case is accepted too); any other type or language answers 404 DOCUMENT_NOT_FOUND.',
    notFound: 'DOCUMENT_NOT_FOUND',
    errors: ['DOCUMENT_NOT_FOUND'],
    input: z.object({
      type: z.enum(LEGAL_DOCUMENT_TYPES),
      lang: z
        .string()
        .regex(new RegExp(`^(${DOCUMENT_LANGS.join('|')})$`, 'i'))
        .meta({ enum: [...DOCUMENT_LANGS] }),
    }),
    answer: {
      kind: 'file',
      contentType: 'application/pdf',
      disposition: 'inline',
      cacheControl: DOCUMENTS_CACHE_CONTROL,
      etag: true,
      lastModified: true,
      description: 'The PDF',
      exampleFilename: 'prospera-terms-es.pdf',
    },
    handler: async (_ctx, input) => {
      const pdf = await legalPdf(documentKey(input.type, input.lang));
      return { body: pdf.bytes, filename: pdf.filename, lastModified: pdf.lastModified };
    },
  }),
};
