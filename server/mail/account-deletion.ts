import type { Lang } from '../../domain/messages';
import { htmlBody, type RenderedMail } from './templates';

const texts = {
  es: {
    subject: 'Confirma la eliminación de tu cuenta de Prospera',
    greeting: (name: string) => `Hola, ${name}:`,
    why: 'Pediste eliminar tu cuenta de Prospera. Al confirmarlo se borran tu perfil, tus ciclos, proyectos, metas y acciones, y no se pueden recuperar.',
    validity: 'El enlace vale durante 1 hora y sirve una sola vez. Si no lo pediste, ignora este mensaje: tu cuenta sigue igual.',
    action: 'Eliminar mi cuenta',
    closing: 'El equipo de Prospera',
  },
  en: {
    subject: 'Confirm the deletion of your Prospera account',
    greeting: (name: string) => `Hi ${name},`,
    why: 'You asked to delete your Prospera account. Confirming erases your profile, cycles, projects, goals and actions, and they cannot be recovered.',
    validity: "The link works for 1 hour and only once. If you didn't ask for it, ignore this message: your account stays as it is.",
    action: 'Delete my account',
    closing: 'The Prospera team',
  },
} as const;

/** The message that confirms deleting an account without a password: what is lost, the link, how long it lasts. */
export function accountDeletionMail(lang: Lang, params: { firstName: string; link: string }): RenderedMail {
  const words = texts[lang];
  const greeting = words.greeting(params.firstName);
  return {
    subject: words.subject,
    text: `${[greeting, words.why, `${words.action}: ${params.link}`, words.validity, words.closing].join('\n\n')}\n`,
    html: htmlBody(lang, [greeting, words.why], { label: words.action, url: params.link }, [words.validity, words.closing]),
  };
}
