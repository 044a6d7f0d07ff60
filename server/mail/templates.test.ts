import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR } from '../../domain/content/brand';
import { passwordResetMail } from './templates';

describe('the look of the mails', () => {
  it('is the app\'s: the same indigo as client/styles.css, and the wordmark on top', () => {
    const css = readFileSync(new URL('../../client/styles.css', import.meta.url), 'utf8');
    expect(css).toContain(`--color-primary: ${BRAND_COLOR.primary};`);
    expect(css).toContain(`--color-primary-strong: ${BRAND_COLOR.strong};`);
    const mail = passwordResetMail('es', { firstName: 'Ana', link: 'https://app.test/reset-password?token=t&lang=es' });
    expect(mail.html).toMatch(/<body[^>]*><p style="[^"]*color:#4338ca">PROSPERA<\/p>/);
    expect(mail.html).toContain('background:#4f46e5;color:#ffffff');
  });
});
