// The progress report PDF (GET /api/v1/reports/progress/{ES|EN}): a REST route with no tRPC twin, fetched like every
// file download (lib/rest.ts: the session's token, renewed once on a 401) and saved under the server's file name.
import type { Lang } from '../../../domain/messages/format';
import { attachmentName, authorizedGet, saveFile } from '../../lib/rest';

/**
 * Downloads the report in `language` and saves it; throws the server's refusal (a RestError) or a network error so
 * the caller can word it with errorMessage.
 */
export async function downloadProgressReport(language: Lang): Promise<void> {
  const response = await authorizedGet(`/reports/progress/${language.toUpperCase()}`);
  const fallback = `prospera-${language === 'es' ? 'progreso' : 'progress'}.pdf`;
  saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallback);
}
