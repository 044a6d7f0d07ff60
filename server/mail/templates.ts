import { BRAND_COLOR, BRAND_NAME } from '../../domain/content/brand';
import type { Lang } from '../../domain/messages';
import type { MailMessage } from '../infra/mail';

/** A message's text without its recipient: the mailer's input once `to` is known. */
export type RenderedMail = Omit<MailMessage, 'to'>;

/** Escapes text for HTML element content and double-quoted attributes: user data never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A link a message asks the reader to follow: what it does and where it goes. */
export type MailLink = { label: string; url: string };

/** One paragraph around markup that is already safe (escaped text or tags built here); `style` adds to the margin. */
export function htmlParagraph(markup: string, style = ''): string {
  return `<p style="margin:0 0 16px${style}">${markup}</p>`;
}

/** The button-like link, then its bare URL for clients that show neither the button nor the link. */
export function htmlButton(action: MailLink): string {
  const url = escapeHtml(action.url);
  return [
    htmlParagraph(`<a href="${url}" style="display:inline-block;padding:10px 18px;background:${BRAND_COLOR.primary};color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>`),
    htmlParagraph(url, ';font-size:13px;color:#555555'),
  ].join('');
}

/** The wordmark at the top of every mail, in the app's indigo. */
const htmlBrand = htmlParagraph(BRAND_NAME.toUpperCase(), `;font-size:13px;font-weight:bold;letter-spacing:3px;color:${BRAND_COLOR.strong}`);

/** The document around blocks of safe markup: its language, the brand, and the font and colours inline. */
export function htmlDocument(lang: Lang, blocks: readonly string[]): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">${[htmlBrand, ...blocks].join('')}</body></html>`;
}

/**
 * The one HTML shape of the account messages: paragraphs, then a button-like link with its bare URL, then more
 * paragraphs. Inline styles only, since mail clients drop style sheets; the plain-text part carries the same words.
 */
export function htmlBody(lang: Lang, before: readonly string[], action: MailLink, after: readonly string[]): string {
  const paragraphs = (texts: readonly string[]) => texts.map((text) => htmlParagraph(escapeHtml(text)));
  return htmlDocument(lang, [...paragraphs(before), htmlButton(action), ...paragraphs(after)]);
}

type Texts = { subject: string; greeting: (name: string) => string; why: string; validity: string; action: string; closing: string };

const passwordResetTexts: Record<Lang, Texts> = {
  es: {
    subject: 'Restablece tu contraseña de Prospera',
    greeting: (name) => `Hola, ${name}:`,
    why: 'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Prospera.',
    validity: 'El enlace vale durante 1 hora y sirve una sola vez. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    action: 'Elegir una contraseña nueva',
    closing: 'El equipo de Prospera',
  },
  en: {
    subject: 'Reset your Prospera password',
    greeting: (name) => `Hi ${name},`,
    why: 'Someone (hopefully you) asked to reset the password of your Prospera account.',
    validity: "The link works for 1 hour and only once. If you didn't ask for it, ignore this message: your password stays as it is.",
    action: 'Choose a new password',
    closing: 'The Prospera team',
  },
};

/** The password reset message: greeting, why it came, the link, how long it lasts. */
export function passwordResetMail(lang: Lang, params: { firstName: string; link: string }): RenderedMail {
  const texts = passwordResetTexts[lang];
  const { why, validity } = texts;
  const greeting = texts.greeting(params.firstName);
  return {
    subject: texts.subject,
    text: `${[greeting, why, `${texts.action}: ${params.link}`, validity, texts.closing].join('\n\n')}\n`,
    html: htmlBody(lang, [greeting, why], { label: texts.action, url: params.link }, [validity, texts.closing]),
  };
}
