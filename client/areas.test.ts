import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { es } from './i18n/es';

// One name per area (docs/decisions/2026-11-28-architecture-one-name-per-area.md): a feature folder, a text file per language
// with the same top-level key, style files and test fixtures all carry the area's name.
const here = (path: string) => new URL(path, import.meta.url);
const folders = (path: string) => readdirSync(here(path), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const files = (path: string, extension: string) =>
  readdirSync(here(path), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => entry.name.slice(0, -extension.length))
    .sort();

/**
 * The texts without a feature folder: the frame's, the error catalogue, and the frame's outbox parts
 * (components/outbox.tsx), kept apart from the frame's texts so that the first screen does not carry them
 * (docs/decisions/2026-12-02-offline-writes.md).
 */
const TEXTS_WITHOUT_FEATURE = ['common', 'errors', 'outbox'];

/** The first column of the record's table of areas. */
function recordAreas(): string[] {
  const record = readFileSync(here('../docs/decisions/2026-11-28-architecture-one-name-per-area.md'), 'utf8');
  return [...record.matchAll(/^\| ([a-z]+) \|/gm)].map(([, area]) => area ?? '').sort();
}

describe('the areas', () => {
  const features = folders('./features');

  it('each have a feature folder and a text file of the same name in both languages, and nothing else', () => {
    for (const language of ['es', 'en']) {
      const areaTexts = files(`./i18n/${language}`, '.ts').filter((name) => !TEXTS_WITHOUT_FEATURE.includes(name));
      expect(areaTexts).toEqual(features);
    }
  });

  it('keep their texts under their own name', () => {
    for (const texts of [es, en]) {
      for (const area of features) expect(Object.keys(texts)).toContain(area);
    }
  });

  it('are the ones the decision record lists', () => {
    expect(features).toEqual(recordAreas());
  });

  it('name their style files after their folder', () => {
    for (const area of features) {
      for (const style of files(`./features/${area}`, '.css')) expect(style === area || style.startsWith(`${area}-`), `${area}/${style}.css`).toBe(true);
    }
  });

  it('name the test fixtures', () => {
    const areas = recordAreas();
    for (const fixture of files('./test-fixtures', '.ts')) expect(areas, `test-fixtures/${fixture}.ts`).toContain(fixture);
  });
});
