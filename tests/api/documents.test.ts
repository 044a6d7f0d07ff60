import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../domain/content/documents';
import { createTestApp, type TestApp } from '../support/app';
import { getBytes, readPdf } from '../support/pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cases = [
  { type: 'terms', lang: 'ES', date: 'Última actualización: 11 de octubre de 2025', language: 'es-ES', pageOne: 'Página 1 de' },
  { type: 'terms', lang: 'EN', date: 'Last updated: October 11, 2025', language: 'en-US', pageOne: 'Page 1 of' },
  { type: 'privacy', lang: 'ES', date: 'Última actualización: 11 de octubre de 2025', language: 'es-ES', pageOne: 'Página 1 de' },
  { type: 'privacy', lang: 'EN', date: 'Last updated: October 11, 2025', language: 'en-US', pageOne: 'Page 1 of' },
] as const;

describe('GET /api/v1/documents/{type}/{lang}', () => {
  it.each(cases)('serves $type in $lang as a real, multi-page PDF with its title and date', async ({ type, lang, date, language, pageOne }) => {
    const response = await getBytes(t, `/api/v1/documents/${type}/${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(response.headers['last-modified']).toBe('Sat, 11 Oct 2025 00:00:00 GMT');
    expect(response.headers['content-disposition']).toBe(`inline; filename="prospera-${type}-${lang.toLowerCase()}.pdf"`);
    const body = response.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(body.length);

    const source = legalDocuments[type][lang === 'ES' ? 'es' : 'en'];
    const pdf = await readPdf(body);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(pdf.info.Title).toBe(source.title);
    expect(pdf.info.Language).toBe(language);
    expect(pdf.pages[0]).toContain(source.title);
    expect(pdf.pages[0]).toContain(date);
    expect(pdf.pages[0]).toContain(`${pageOne} ${pdf.numPages}`);
    // Every section of the source text is in the PDF, numbered in order.
    source.sections.forEach((section, index) => expect(pdf.text).toContain(`${index + 1}. ${section.heading}`));
  });

  it('needs no token, and ignores a bad one', async () => {
    const response = await getBytes(t, '/api/v1/documents/privacy/ES', { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(200);
  });

  it('is built once per process: the same bytes and ETag every time, lower-case language included', async () => {
    const first = await getBytes(t, '/api/v1/documents/terms/EN');
    const second = await getBytes(t, '/api/v1/documents/terms/EN');
    const lower = await getBytes(t, '/api/v1/documents/terms/en');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(lower.headers.etag).toBe(first.headers.etag);
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
    const other = await getBytes(t, '/api/v1/documents/terms/ES');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const { headers } = await getBytes(t, '/api/v1/documents/privacy/EN');
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = await getBytes(t, '/api/v1/documents/privacy/EN', { 'if-none-match': ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect((response.body as Buffer).length).toBe(0);
    }
    const stale = await getBytes(t, '/api/v1/documents/privacy/EN', { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    const otherDocument = await getBytes(t, '/api/v1/documents/privacy/ES', { 'if-none-match': etag });
    expect(otherDocument.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.http.head('/api/v1/documents/terms/ES');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers.etag).toBeTruthy();
  });

  it.each(['/api/v1/documents/contract/ES', '/api/v1/documents/terms/FR', '/api/v1/documents/TERMS/ES', '/api/v1/documents/privacy/ESP'])(
    '%s: 404 DOCUMENT_NOT_FOUND envelope in the request language',
    async (url) => {
      const es = await t.http.get(url);
      expect(es.status).toBe(404);
      expect(es.headers['content-type']).toContain('application/json');
      expect(es.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'DOCUMENT_NOT_FOUND',
        message: 'Documento no encontrado: los documentos son terms o privacy, en ES o EN',
      });
      const en = await t.http.get(url).set('accept-language', 'en');
      expect(en.body.message).toBe('Document not found: the documents are terms or privacy, in ES or EN');
    },
  );

  it('a path without the language is an unknown route', async () => {
    const response = await t.http.get('/api/v1/documents/terms');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string; schema: { enum?: string[] } }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    const get = doc.paths['/api/v1/documents/{type}/{lang}']?.get;
    expect(get).toBeDefined();
    expect(get?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'type', in: 'path', schema: expect.objectContaining({ enum: ['terms', 'privacy'] }) }),
        expect.objectContaining({ name: 'lang', in: 'path', schema: expect.objectContaining({ enum: ['ES', 'EN'] }) }),
      ]),
    );
    expect(get?.responses['200']?.content?.['application/pdf']?.schema).toEqual({ type: 'string', format: 'binary' });
    expect(get?.responses['304']).toBeDefined();
    expect(get?.responses['404']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });
});
