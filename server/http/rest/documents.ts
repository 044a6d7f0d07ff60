import type { FastifyInstance } from 'fastify';
import { documentKey, legalPdf, matchesEtag } from '../../services/documents';
import { API_PREFIX } from '../../env';
import { toFastifyPath } from './routes';

/** The legal PDFs' path under /api/v1: type is terms or privacy, lang ES or EN. */
export const DOCUMENTS_PATH = '/documents/{type}/{lang}';

/** The PDFs change only with a release, so clients and proxies may keep them a day (SPEC.md: cached 24 h). */
export const DOCUMENTS_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Routes that answer something other than JSON: the legal PDFs, without authentication, cacheable, with an
 * ETag that If-None-Match turns into a 304. Unknown documents answer the 404 envelope.
 */
export function registerDocumentRoutes(app: FastifyInstance): void {
  app.get<{ Params: { type: string; lang: string } }>(API_PREFIX + toFastifyPath(DOCUMENTS_PATH), async (request, reply) => {
    const pdf = await legalPdf(documentKey(request.params.type, request.params.lang));
    reply
      .header('etag', pdf.etag)
      .header('cache-control', DOCUMENTS_CACHE_CONTROL)
      .header('last-modified', pdf.lastModified.toUTCString());
    if (matchesEtag(request.headers['if-none-match'], pdf.etag)) return reply.status(304).send();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdf.filename}"`)
      .send(pdf.bytes);
  });
}
