import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every text with its dotted key ('projects.sectionCount_one'). */
function textsOf(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : textsOf(value as object, path);
  });
}

const ENGLISH_GOAL_TYPES = /\b(BE|DO|HAVE)\b/;
const PLURAL_HACK = /\p{L}\((?:e?s|a|as)\)/u;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** {{count}} right before a word other than 'de'/'of': the word agrees with the number. */
const COUNT_NOUN = /\{\{count\}\}\s+(?!de\b|of\b)\p{L}/u;
/** Any other placeholder holding a number that varies, right before a word: it should be {{count}} with plural forms. */
const OTHER_NUMBER_NOUN = /\{\{(?:total|completed|active|assessed|selected|answered)\}\}\s+(?!de\b|of\b)\p{L}/u;

describe('the texts in each language', () => {
  it('name the goal types SER, HACER and TENER in Spanish, never BE, DO or HAVE (those are API values)', () => {
    const english = textsOf(es).filter(([, text]) => ENGLISH_GOAL_TYPES.test(text));
    expect(english).toEqual([]);
  });

  for (const [language, resources] of [['es', es], ['en', en]] as const) {
    const texts = textsOf(resources);

    it(`${language}: have no "(s)" or "(es)" plural hacks`, () => {
      expect(texts.filter(([, text]) => PLURAL_HACK.test(text))).toEqual([]);
    });

    it(`${language}: put a number next to a noun only in _one/_other keys with {{count}}`, () => {
      expect(texts.filter(([key, text]) => COUNT_NOUN.test(text) && !PLURAL_SUFFIX.test(key))).toEqual([]);
      expect(texts.filter(([, text]) => OTHER_NUMBER_NOUN.test(text))).toEqual([]);
    });

    it(`${language}: have both the _one and the _other form of every plural key`, () => {
      const keys = new Set(texts.map(([key]) => key));
      const incomplete = [...keys]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, ''))
        .filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
      expect(incomplete).toEqual([]);
    });
  }
});
