import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { driftedFiles, generateSdkFiles, openApiDocument, sdkDir, sortedKeys } from './sdk';

// The committed SDK (sdk/openapi.json, sdk/schema.d.ts) is what `npm run sdk` makes from the OpenAPI document now: an
// operation added or changed without regenerating fails here.

describe('the generated SDK', () => {
  it('matches the OpenAPI document the server serves (run npm run sdk when this fails)', { timeout: 120_000 }, async () => {
    const files = await generateSdkFiles();
    expect(files.map((file) => path.relative(sdkDir, file.path))).toEqual(['openapi.json', 'schema.d.ts']);
    expect(driftedFiles(files), 'these files differ from `npm run sdk`: regenerate and commit them').toEqual([]);
  });

  it('names the files that drift or are missing', { timeout: 120_000 }, async () => {
    // The version is in the document only; a summary is in the document and in the types.
    const document = openApiDocument() as { info: { version: string }; paths: Record<string, Record<string, { summary: string }>> };
    const versioned = await generateSdkFiles({ ...document, info: { ...document.info, version: '0.0.0-drift' } });
    expect(driftedFiles(versioned)).toEqual(['sdk/openapi.json']);
    const changed = structuredClone(document);
    changed.paths['/api/v1/actions/now']!.get!.summary = 'Another summary';
    expect(driftedFiles(await generateSdkFiles(changed))).toEqual(['sdk/openapi.json', 'sdk/schema.d.ts']);
    expect(driftedFiles([{ path: path.join(sdkDir, 'missing.d.ts'), text: '' }])).toEqual(['sdk/missing.d.ts']);
  });

  it('writes keys in one order at every depth and keeps arrays as they are', () => {
    expect(JSON.stringify(sortedKeys({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }))).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });
});
