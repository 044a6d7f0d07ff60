import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { currencyInWords, formatMoneyInWords, formatNumber } from './format';

describe('formatting through Intl', () => {
  it('numbers follow the language', async () => {
    expect(formatNumber(10000, 'es')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    await i18n.changeLanguage('en');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('money and currencies in plain words, with the symbol the language writes', () => {
    expect(formatMoneyInWords(26.97, 'USD', 'es')).toBe('26,97 dólares estadounidenses (US$)');
    expect(formatMoneyInWords(26.97, 'USD', 'en')).toBe('26.97 US dollars ($)');
    expect(currencyInWords('EUR', 'es')).toBe('euros (€)');
    expect(currencyInWords('USD', 'en')).toBe('US dollars ($)');
  });
});
