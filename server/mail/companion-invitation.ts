import type { Lang } from '../../domain/messages';
import { SHARE_INVITATION_DAYS } from '../../domain/schemas/companions';
import { htmlBody, type RenderedMail } from './templates';

type Role = 'COACH' | 'PARTNER';

const texts: Record<Lang, { subject: (name: string) => string; role: Record<Role, string>; body: (name: string, role: string) => string; action: string; after: string; closing: string }> = {
  es: {
    subject: (name) => `${name} te invita a acompañarle en Prospera`,
    role: { COACH: 'coach', PARTNER: 'compañero/a' },
    body: (name, role) => `${name} quiere que seas su ${role} en Prospera y te comparte una parte de su plan de 90 días. Solo verás lo que ha elegido, y podrás dejarle una nota cada semana.`,
    action: 'Aceptar la invitación',
    after: `Inicia sesión o crea tu cuenta con esta dirección de correo para aceptar. El enlace vale durante ${SHARE_INVITATION_DAYS} días. Si no conoces a quien te invita, ignora este mensaje.`,
    closing: 'El equipo de Prospera',
  },
  en: {
    subject: (name) => `${name} invites you to support them on Prospera`,
    role: { COACH: 'coach', PARTNER: 'partner' },
    body: (name, role) => `${name} would like you to be their ${role} on Prospera and shares part of their 90-day plan with you. You will see only what they chose, and you can leave them a note each week.`,
    action: 'Accept the invitation',
    after: `Sign in or create your account with this e-mail address to accept. The link works for ${SHARE_INVITATION_DAYS} days. If you do not know who invites you, ignore this message.`,
    closing: 'The Prospera team',
  },
};

/** The invitation to be someone's companion: who invites, as what, the link to accept and how long it works. */
export function companionInvitationMail(lang: Lang, params: { ownerName: string; role: Role; link: string }): RenderedMail {
  const words = texts[lang];
  const body = words.body(params.ownerName, words.role[params.role]);
  return {
    subject: words.subject(params.ownerName),
    text: `${[body, `${words.action}: ${params.link}`, words.after, words.closing].join('\n\n')}\n`,
    html: htmlBody(lang, [body], { label: words.action, url: params.link }, [words.after, words.closing]),
  };
}
