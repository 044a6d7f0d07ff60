import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  OTHER_PHONE_MAX_DIGITS,
  PHONE_FORMATS,
  checkPhone,
  checkPhoneDigits,
  formatPhoneDigits,
  joinPhone,
  phoneInputFormat,
  requiredDigits,
  sanitizePhoneInput,
} from './phone';

describe('the digit-length table of SPEC.md section 9', () => {
  it('has exactly the 18 dial codes with their digit counts', () => {
    expect(Object.fromEntries(Object.entries(PHONE_FORMATS).map(([code, format]) => [code, format.digits]))).toEqual({
      '+1': 10, '+52': 10, '+34': 9, '+44': 10, '+33': 9, '+49': 11, '+39': 10, '+54': 10, '+55': 11,
      '+56': 9, '+57': 10, '+51': 9, '+58': 10, '+61': 9, '+81': 10, '+86': 11, '+91': 10, '+7': 10,
    });
    expect(DEFAULT_DIAL_CODE).toBe('+1');
  });

  it('each mask holds as many digits as its dial code needs, and its placeholder fits the mask', () => {
    for (const [code, format] of Object.entries(PHONE_FORMATS)) {
      expect([...format.mask].filter((char) => char === '#'), code).toHaveLength(format.digits);
      expect(format.placeholder.replace(/\d/g, '#'), code).toBe(format.mask);
      expect(DIAL_CODES, code).toContain(code);
    }
  });

  it('requiredDigits: the table, and null (4 to 15 digits) for every other code', () => {
    expect(requiredDigits('+52')).toBe(10);
    expect(requiredDigits('+49')).toBe(11);
    expect(requiredDigits('+593')).toBeNull();
    expect(phoneInputFormat('+593')).toMatchObject({ maxDigits: OTHER_PHONE_MAX_DIGITS });
    expect(phoneInputFormat('+34')).toEqual({ mask: '### ### ###', placeholder: '612 345 678', maxDigits: 9 });
  });

  it('the dial codes of the country list are prefix-free, so a compact number has one reading', () => {
    for (const a of DIAL_CODES) for (const b of DIAL_CODES) if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
  });
});

describe('checkPhone', () => {
  it.each([
    ['+52 55 1234 5678', '+52 5512345678'],
    ['+525512345678', '+52 5512345678'],
    ['+1 (555) 123-4567', '+1 5551234567'],
    ['  +34 612-345-678 ', '+34 612345678'],
    ['+7 (912) 345-67-89', '+7 9123456789'],
    ['+593 98 765 4321', '+593 987654321'],
    ['+376 1234', '+376 1234'],
  ])('%j is valid and stored as %j', (typed, stored) => {
    expect(checkPhone(typed)).toMatchObject({ ok: true, phone: stored });
  });

  it.each([
    ['', 'PHONE_REQUIRED', {}],
    ['   ', 'PHONE_REQUIRED', {}],
    ['+52 55 1234 abcd', 'PHONE_FORMAT_INVALID', {}],
    ['+52 55+1234 5678', 'PHONE_FORMAT_INVALID', {}],
    ['+52.55.1234.5678', 'PHONE_FORMAT_INVALID', {}],
    ['55 1234 5678', 'PHONE_DIAL_CODE_INVALID', {}],
    ['+999 1234 5678', 'PHONE_DIAL_CODE_INVALID', {}],
    ['+', 'PHONE_FORMAT_INVALID', {}],
    ['+52 55 1234 567', 'PHONE_LENGTH_INVALID', { digits: 10, dialCode: '+52' }],
    ['+34 612 345 6789', 'PHONE_LENGTH_INVALID', { digits: 9, dialCode: '+34' }],
    ['+593 123', 'PHONE_LENGTH_OUT_OF_RANGE', { min: 4, max: 15, dialCode: '+593' }],
    ['+593 1234567890123456', 'PHONE_LENGTH_OUT_OF_RANGE', { min: 4, max: 15, dialCode: '+593' }],
  ])('%j: %s', (typed, code, params) => {
    expect(checkPhone(typed)).toEqual({ ok: false, problem: { code, params } });
  });

  it('checkPhoneDigits checks a dial code and digits typed apart (the register form)', () => {
    expect(checkPhoneDigits('+1', '5551234567')).toBeNull();
    expect(checkPhoneDigits('+1', '555123456')).toEqual({ code: 'PHONE_LENGTH_INVALID', params: { digits: 10, dialCode: '+1' } });
    expect(checkPhoneDigits('+1', '555-123-4567')).toEqual({ code: 'PHONE_FORMAT_INVALID', params: {} });
    expect(joinPhone('+1', '5551234567')).toBe('+1 5551234567');
  });

  it('any number of the right length, however it is masked, is valid and stored in one form', () => {
    const codes = Object.keys(PHONE_FORMATS);
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (code, pool) => {
        const digits = pool.slice(0, requiredDigits(code) ?? 0);
        const stored = joinPhone(code, digits);
        expect(checkPhone(`${code} ${formatPhoneDigits(code, digits)}`)).toMatchObject({ ok: true, phone: stored });
        expect(checkPhone(`${code}${digits}`)).toMatchObject({ ok: true, phone: stored });
      }),
    );
  });
});

describe('the phone input helpers', () => {
  it('formatPhoneDigits lays typed digits over the mask, punctuation only between digits, cut at the maximum', () => {
    expect(formatPhoneDigits('+1', '')).toBe('');
    expect(formatPhoneDigits('+1', '5')).toBe('(5');
    expect(formatPhoneDigits('+1', '555')).toBe('(555');
    expect(formatPhoneDigits('+1', '5551')).toBe('(555) 1');
    expect(formatPhoneDigits('+1', '(555) 123-4567 99')).toBe('(555) 123-4567');
    expect(formatPhoneDigits('+52', '5512345678')).toBe('55 1234 5678');
    expect(formatPhoneDigits('+593', '12345678901234567')).toBe('123 456 789 012 345');
  });

  it('sanitizePhoneInput keeps digits, spaces, hyphens, brackets and a leading plus', () => {
    expect(sanitizePhoneInput('+52 (55) 1234-5678')).toBe('+52 (55) 1234-5678');
    expect(sanitizePhoneInput('tel: +52.55/1234 x5678')).toBe('+52551234 5678');
    expect(sanitizePhoneInput('55+12')).toBe('5512');
  });
});
