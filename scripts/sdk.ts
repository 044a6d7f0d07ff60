// `npm run sdk`: writes the TypeScript SDK's generated files (sdk/openapi.json and sdk/schema.d.ts) from the OpenAPI
// document the server serves at /api/openapi.json. `npm run sdk -- --check` writes nothing and exits 1 naming the
// files that differ from what the document gives now (scripts/sdk.test.ts fails the same way).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '../server/http/rest/openapi';
import { deprecatedTrpcNames, operationTables } from '../server/operations';
import { appVersion } from '../server/version';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sdkDir = path.join(root, 'sdk');

export type GeneratedFile = { path: string; text: string };

/** The document exactly as server/http/rest/docs.ts builds it for /api/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  return buildOpenApiDocument(operationTables, appVersion, deprecatedTrpcNames);
}

/** Object keys in code-point order at every depth (arrays keep their order), so the file's diff shows changes only. */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortedKeys(item)]));
}

const schemaHeader = COMMENT_HEADER.replace(' */', ' * Made by `npm run sdk` from sdk/openapi.json (scripts/sdk.ts).\n */');

/** The SDK's generated files as they should be now: the document, pretty-printed, and its types. */
export async function generateSdkFiles(document: Record<string, unknown> = openApiDocument()): Promise<GeneratedFile[]> {
  const sorted = sortedKeys(document) as OpenAPI3;
  const ast = await openapiTS(sorted, { silent: true });
  return [
    { path: path.join(sdkDir, 'openapi.json'), text: `${JSON.stringify(sorted, null, 2)}\n` },
    { path: path.join(sdkDir, 'schema.d.ts'), text: schemaHeader + astToString(ast) },
  ];
}

/** The files whose committed text differs from the generated one (or that are missing), relative to the project. */
export function driftedFiles(files: GeneratedFile[]): string[] {
  return files
    .filter((file) => !fs.existsSync(file.path) || fs.readFileSync(file.path, 'utf8') !== file.text)
    .map((file) => path.relative(root, file.path));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await generateSdkFiles();
  if (process.argv.includes('--check')) {
    const drifted = driftedFiles(files);
    if (drifted.length > 0) {
      console.error(`The SDK differs from the OpenAPI document: ${drifted.join(', ')}. Run npm run sdk and commit the result.`);
      process.exit(1);
    }
    console.log('The SDK matches the OpenAPI document.');
  } else {
    fs.mkdirSync(sdkDir, { recursive: true });
    for (const file of files) fs.writeFileSync(file.path, file.text);
    console.log(`Wrote ${files.map((file) => path.relative(root, file.path)).join(' and ')}.`);
  }
}
