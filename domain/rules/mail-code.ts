/** The one-time code Prospera mails to prove an e-mail a sign-in provider did not verify: 6 digits. */
export const MAIL_CODE_LENGTH = 6;
/** Wrong codes a sign-in may type before it has to start again. */
export const MAIL_CODE_MAX_ATTEMPTS = 5;

const MAIL_CODE = new RegExp(`^\\d{${MAIL_CODE_LENGTH}}$`);

/** The code as typed, without the spaces people put in or a mail client adds; null when it cannot be one. */
export function mailCodeOf(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return MAIL_CODE.test(code) ? code : null;
}
