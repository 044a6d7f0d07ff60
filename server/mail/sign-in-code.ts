import type { Lang } from '../../domain/messages';
import { escapeHtml, htmlDocument, htmlParagraph, type RenderedMail } from './templates';

const texts = {
  es: {
    subject: 'Tu código para entrar en Prospera',
    greeting: 'Hola:',
    why: (provider: string) =>
      `Alguien (esperamos que tú) quiere entrar en Prospera con ${provider} usando esta dirección de correo. ${provider} no nos confirma que la dirección sea suya, así que te pedimos este código.`,
    code: 'Tu código:',
    validity: 'Escríbelo en la pantalla de Prospera que lo pide. Vale durante 30 minutos y sirve una sola vez. Si no fuiste tú, ignora este mensaje: nadie entra en tu cuenta sin él.',
    closing: 'El equipo de Prospera',
  },
  en: {
    subject: 'Your code to sign in to Prospera',
    greeting: 'Hi,',
    why: (provider: string) =>
      `Someone (hopefully you) wants to sign in to Prospera with ${provider} using this e-mail address. ${provider} does not confirm to us that the address is theirs, so we ask for this code.`,
    code: 'Your code:',
    validity: "Type it on the Prospera screen that asks for it. It works for 30 minutes and only once. If this wasn't you, ignore this message: nobody gets into your account without it.",
    closing: 'The Prospera team',
  },
} as const;

/**
 * The one-time code that proves an e-mail a sign-in provider did not verify (services/oauth.ts): no link to follow,
 * the code is typed where the sign-in waits, so a mail forwarded or scanned by a link checker spends nothing.
 */
export function signInCodeMail(lang: Lang, params: { code: string; provider: string }): RenderedMail {
  const words = texts[lang];
  const why = words.why(params.provider);
  return {
    subject: words.subject,
    text: `${[words.greeting, why, `${words.code} ${params.code}`, words.validity, words.closing].join('\n\n')}\n`,
    html: htmlDocument(lang, [
      htmlParagraph(escapeHtml(words.greeting)),
      htmlParagraph(escapeHtml(why)),
      htmlParagraph(`${escapeHtml(words.code)} <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(params.code)}</strong>`),
      htmlParagraph(escapeHtml(words.validity)),
      htmlParagraph(escapeHtml(words.closing)),
    ]),
  };
}
