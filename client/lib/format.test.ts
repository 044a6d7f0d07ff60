import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { formatNumber } from './format';

describe('formatting through Intl', () => {
  it('numbers follow the language', async () => {
    expect(formatNumber(10000, 'es')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    await i18n.changeLanguage('en');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});
