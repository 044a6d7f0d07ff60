import type { FastifyInstance } from 'fastify';

/**
 * Routes that answer something other than JSON (the legal PDFs), registered beside the operation routes.
 * Filled by the documents issue.
 */
export function registerDocumentRoutes(_app: FastifyInstance): void {}
