import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResetMail } from '../mail/templates';
import { createMailer } from './mail';

const message = { to: 'ana@example.com', subject: 'Hola <Ana>', text: 'Texto plano\n', html: '<p>HTML</p>', headers: { 'X-Prospera': 'test' } };

function silentLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe('mailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without SMTP writes the whole message as an .eml file in the outbox and logs its subject', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-outbox-'));
    dirs.push(dir);
    const outbox = path.join(dir, 'outbox');
    const log = silentLog();
    await createMailer({ from: 'Prospera <no-reply@prospera.test>', outboxDir: outbox, log }).send(message);

    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0] ?? '')));
    expect(parsed.subject).toBe('Hola <Ana>');
    expect(parsed.from?.value).toEqual([{ name: 'Prospera', address: 'no-reply@prospera.test' }]);
    expect(parsed.text).toBe('Texto plano\n');
    expect(parsed.html).toBe('<p>HTML</p>');
    expect(parsed.headers.get('x-prospera')).toBe('test');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Hola <Ana>' }), expect.any(String));
  });

  it('logs a failed delivery instead of rejecting', async () => {
    const log = silentLog();
    // Port 1 on the loopback refuses at once: the SMTP connection fails.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'p@prospera.test', outboxDir: null, log });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Hola <Ana>' }), 'mail not sent');
  });
});

describe('password reset mail', () => {
  it('is written in the language asked for, with the link in both parts and user data escaped in the HTML', () => {
    const link = 'https://app.test/reset-password?token=abc&x=1';
    const es = passwordResetMail('es', { firstName: '<b>Ana</b>', link });
    const en = passwordResetMail('en', { firstName: 'Ann', link });
    expect(es.subject).toBe('Restablece tu contraseña de Prospera');
    expect(en.subject).toBe('Reset your Prospera password');
    expect(es.text).toContain(link);
    expect(es.text).toContain('Hola, <b>Ana</b>:');
    expect(es.html).toContain('Hola, &#60;b&#62;Ana&#60;/b&#62;:');
    expect(es.html).not.toContain('<b>');
    expect(es.html).toContain('href="https://app.test/reset-password?token=abc&#38;x=1"');
    expect(en.text).toContain('Hi Ann,');
  });
});
