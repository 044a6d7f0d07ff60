// Phone numbers: a country dial code plus the national digits, with the digit counts of SPEC.md section 9.
// Shared by the server (validation, stored form) and the client (the masked phone input).
import { countries } from '../content/countries';
import type { MessageCode, MessageParams } from '../messages';

/** How the number after a dial code looks: its exact digit count, an input mask ('#' = one digit), a placeholder. */
export type PhoneFormat = { digits: number; mask: string; placeholder: string };

/** The 18 dial codes of SPEC.md section 9, each with an exact digit count. */
export const PHONE_FORMATS: Readonly<Record<string, PhoneFormat>> = {
  '+1': { digits: 10, mask: '(###) ###-####', placeholder: '(555) 123-4567' },
  '+52': { digits: 10, mask: '## #### ####', placeholder: '55 1234 5678' },
  '+34': { digits: 9, mask: '### ### ###', placeholder: '612 345 678' },
  '+44': { digits: 10, mask: '#### ######', placeholder: '7400 123456' },
  '+33': { digits: 9, mask: '# ## ## ## ##', placeholder: '6 12 34 56 78' },
  '+49': { digits: 11, mask: '### ########', placeholder: '151 23456789' },
  '+39': { digits: 10, mask: '### ### ####', placeholder: '312 345 6789' },
  '+54': { digits: 10, mask: '## ####-####', placeholder: '11 1234-5678' },
  '+55': { digits: 11, mask: '(##) #####-####', placeholder: '(11) 91234-5678' },
  '+56': { digits: 9, mask: '# #### ####', placeholder: '9 1234 5678' },
  '+57': { digits: 10, mask: '### ### ####', placeholder: '321 123 4567' },
  '+51': { digits: 9, mask: '### ### ###', placeholder: '912 345 678' },
  '+58': { digits: 10, mask: '###-#######', placeholder: '412-1234567' },
  '+61': { digits: 9, mask: '### ### ###', placeholder: '412 345 678' },
  '+81': { digits: 10, mask: '##-####-####', placeholder: '90-1234-5678' },
  '+86': { digits: 11, mask: '### #### ####', placeholder: '131 2345 6789' },
  '+91': { digits: 10, mask: '#####-#####', placeholder: '98765-43210' },
  '+7': { digits: 10, mask: '(###) ###-##-##', placeholder: '(912) 345-67-89' },
};

/** Every other dial code: the default mask of 15 digits, and at least this many digits (the shortest national numbers). */
const OTHER_PHONE_MIN_DIGITS = 4;
export const OTHER_PHONE_MAX_DIGITS = 15;
const OTHER_PHONE_FORMAT = { mask: '### ### ### ### ###', placeholder: '123 456 789' };

export const DEFAULT_DIAL_CODE = '+1';

/** The dial codes of the country list. Country calling codes are prefix-free, so a number's code is unambiguous. */
export const DIAL_CODES: readonly string[] = [...new Set(countries.map((country) => country.dialCode))].sort((a, b) => b.length - a.length);

/** The characters a phone may hold (SPEC.md 'Formato de teléfono inválido'): digits, spaces, hyphens, brackets and a leading plus. */
export const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;

/** The exact digit count after a dial code, or null for the codes without one (they take 4 to 15 digits). */
export function requiredDigits(dialCode: string): number | null {
  return PHONE_FORMATS[dialCode]?.digits ?? null;
}

/** The mask, placeholder and digit limit of the phone input for a dial code. */
export function phoneInputFormat(dialCode: string): { mask: string; placeholder: string; maxDigits: number } {
  const known = PHONE_FORMATS[dialCode];
  if (known) return { mask: known.mask, placeholder: known.placeholder, maxDigits: known.digits };
  return { ...OTHER_PHONE_FORMAT, maxDigits: OTHER_PHONE_MAX_DIGITS };
}

/**
 * What the phone input shows while the user types: the digits of the text, cut at the dial code's maximum
 * and laid over its mask; the mask's punctuation appears only between digits already typed.
 */
export function formatPhoneDigits(dialCode: string, text: string): string {
  const { mask, maxDigits } = phoneInputFormat(dialCode);
  const digits = text.replace(/\D/g, '').slice(0, maxDigits);
  let out = '';
  let used = 0;
  for (const char of mask) {
    if (used === digits.length) break;
    if (char === '#') {
      out += digits[used] ?? '';
      used += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** Keeps only what the phone field accepts (SPEC.md 'Profile edit'): digits, spaces, hyphens, brackets, a leading '+'. */
export function sanitizePhoneInput(text: string): string {
  const kept = text.replace(/[^\d\s\-()+]/g, '').trimStart();
  const plus = kept.startsWith('+') ? '+' : '';
  return plus + kept.replace(/\+/g, '');
}

/** The form a phone is stored and shown in: '+<dial code> <digits>'. */
export function joinPhone(dialCode: string, digits: string): string {
  return `${dialCode} ${digits}`;
}

export type PhoneProblem = { code: MessageCode; params: MessageParams };

/** Why these digits are not a number for this dial code, or null when they are. */
export function checkPhoneDigits(dialCode: string, digits: string): PhoneProblem | null {
  if (!/^\d*$/.test(digits)) return { code: 'PHONE_FORMAT_INVALID', params: {} };
  const exact = requiredDigits(dialCode);
  if (exact !== null) return digits.length === exact ? null : { code: 'PHONE_LENGTH_INVALID', params: { digits: exact, dialCode } };
  if (digits.length < OTHER_PHONE_MIN_DIGITS || digits.length > OTHER_PHONE_MAX_DIGITS) {
    return { code: 'PHONE_LENGTH_OUT_OF_RANGE', params: { min: OTHER_PHONE_MIN_DIGITS, max: OTHER_PHONE_MAX_DIGITS, dialCode } };
  }
  return null;
}

export type PhoneCheck =
  | { ok: true; phone: string; dialCode: string; digits: string }
  | { ok: false; problem: PhoneProblem };

/**
 * Checks a phone as a person or a client writes it: '+', the dial code, then the number, with spaces, hyphens
 * or brackets anywhere ('+52 55 1234 5678', '+1 (555) 123-4567', '+525512345678'). The dial code is the known
 * code the digits start with. A valid phone comes back in its stored form '+52 5512345678'.
 */
export function checkPhone(value: string): PhoneCheck {
  const text = value.trim();
  if (text === '') return { ok: false, problem: { code: 'PHONE_REQUIRED', params: {} } };
  if (!PHONE_CHARACTERS.test(text)) return { ok: false, problem: { code: 'PHONE_FORMAT_INVALID', params: {} } };
  const all = text.replace(/\D/g, '');
  const dialCode = text.startsWith('+') ? DIAL_CODES.find((code) => all.startsWith(code.slice(1))) : undefined;
  if (!dialCode) return { ok: false, problem: { code: 'PHONE_DIAL_CODE_INVALID', params: {} } };
  const digits = all.slice(dialCode.length - 1);
  const problem = checkPhoneDigits(dialCode, digits);
  if (problem) return { ok: false, problem };
  return { ok: true, phone: joinPhone(dialCode, digits), dialCode, digits };
}
