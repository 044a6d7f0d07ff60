import { describe, expect, it } from 'vitest';
import i18n from '.';
import { en } from './en';
import { es } from './es';

/** Every text's key, dotted ('projects.create.title'), plural forms included. */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keysOf(value as object, path);
  });
}

describe('the texts', () => {
  it('have an English twin for every Spanish key, and no English key without one', () => {
    const spanish = keysOf(es);
    const english = keysOf(en);
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('are all registered: the first bundle and the signed-in screens together hold every area', async () => {
    // test-setup imports i18n/features as every signed-in screen does; English loads on demand.
    expect(i18n.getResourceBundle('es', 'translation')).toEqual(es);
    await i18n.loadLanguages('en');
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(en);
  });
});
