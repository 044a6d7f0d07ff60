import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { deprecatedTrpcNames, operationTables } from '../../operations';
import { buildOpenApiDocument } from './openapi';
import { appVersion } from '../../version';

/** The OpenAPI document at /api/openapi.json and Swagger UI at /api/docs. */
export const apiDocs = fp(
  async (app) => {
    const openApi = buildOpenApiDocument(operationTables, appVersion, deprecatedTrpcNames);
    app.get('/api/openapi.json', async () => openApi);
    await app.register(swagger, { mode: 'static', specification: { document: openApi as never } });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
