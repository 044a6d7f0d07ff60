import { describe, expect, it } from 'vitest';
import { countries } from '../../domain/content/countries';
import { filterCountries } from './country-picker';

const names = (list: readonly { name: { es: string } }[]) => list.map((country) => country.name.es);

describe('filtering the country list', () => {
  it('lists about 240 countries in the reader’s alphabetical order', () => {
    const all = filterCountries('', 'es');
    expect(all.length).toBe(countries.length);
    expect(all.length).toBeGreaterThanOrEqual(235);
    expect(names(all).slice(0, 3)).toEqual(['Afganistán', 'Albania', 'Alemania']);
    expect(filterCountries('', 'en')[0]!.name.en).toBe('Afghanistan');
  });

  it('puts names that start with the query first, ignoring case and accents', () => {
    expect(names(filterCountries('me', 'es'))[0]).toBe('México');
    expect(names(filterCountries('ESPAÑA', 'es'))).toEqual(['España']);
    expect(names(filterCountries('espana', 'es'))).toEqual(['España']);
  });

  it('finds a country by its name in the other language or its ISO code', () => {
    expect(names(filterCountries('spain', 'es'))).toEqual(['España']);
    expect(names(filterCountries('mx', 'es'))).toContain('México');
  });

  it('filters by dial code with or without the plus', () => {
    expect(names(filterCountries('+52', 'es'))).toEqual(['México']);
    expect(names(filterCountries('34', 'es'))).toEqual(['España']);
    expect(filterCountries('+1', 'es').every((country) => country.dialCode.startsWith('+1'))).toBe(true);
    expect(filterCountries('+1', 'es').map((country) => country.code)).toContain('US');
  });

  it('finds nothing for nonsense', () => {
    expect(filterCountries('zzzz', 'es')).toEqual([]);
  });
});
