// The warning mailed before a paid plan's period ends (issue 37): which plan ends and when, what the free plan keeps
// and loses, and how to keep a paid plan. A pure renderer, like the other notification mails.
import type { Lang } from '../../domain/messages';
import { longDate } from '../../domain/rules/dates';
import type { PlanName } from '../../domain/rules/plans';
import { WORDS } from './notification-words';
import { button, footer, formatsFor, mail, paragraph, type NotificationLinks } from './notifications';
import type { RenderedMail } from './templates';

export type PlanLapseWarningData = {
  firstName: string;
  /** the paid plan whose period ends */
  plan: PlanName;
  /** the instant the period ends, written as a date in `timeZone` */
  endsAt: Date;
  timeZone: string;
  /** auto-renewal turned off: the person cancelled */
  cancelled: boolean;
  /** the free plan's limits, which apply from that day (Infinity: none) */
  basic: { activeProjects: number; actionsPerMonth: number };
  links: NotificationLinks & { plans: string };
};

type LapseWords = {
  planNames: Record<PlanName, string>;
  /** plan name, date */
  subject: (plan: string, date: string) => string;
  cancelled: (plan: string, date: string) => string;
  ending: (plan: string, date: string) => string;
  /** the free plan's active projects and new actions a month */
  afterwards: (projects: string, actions: string) => string;
  /** plan name */
  keepPaid: (plan: string) => string;
  action: string;
  why: string;
};

const LAPSE_WORDS: Record<Lang, LapseWords> = {
  es: {
    planNames: { BASICO: 'Básico', MONTHLY: 'Mensual', QUARTERLY: 'Trimestral', SEMESTER: 'Semestral', ANNUAL: 'Anual' },
    subject: (plan, date) => `Tu plan ${plan} de Prospera termina el ${date}`,
    cancelled: (plan, date) => `Cancelaste la renovación de tu plan ${plan}: sigue activo hasta el ${date}, y ese día termina.`,
    ending: (plan, date) =>
      `Tu plan ${plan} termina el ${date}. Los pagos en Prospera son manuales: nada se cobra ni se renueva solo, así que ese día termina si no eliges un plan de pago.`,
    afterwards: (projects, actions) =>
      `Desde ese día vuelves al plan gratuito Básico. Conservas todos tus datos: ciclos, proyectos, metas y acciones. Puedes tener hasta ${projects} proyectos activos (los que ya estén activos siguen así, pero no podrás activar otro mientras tengas ${projects} o más) y crear ${actions} acciones nuevas al mes, y las analíticas dejan de estar disponibles.`,
    keepPaid: (plan) =>
      `Para seguir con un plan de pago, en la pantalla de planes puedes volver a elegir el plan ${plan} en cuanto termine, o cambiar ya a otro plan (su periodo empieza el día del cambio y el tiempo que te queda no se traslada).`,
    action: 'Ver los planes',
    why: 'Recibes este correo porque tienes activado el aviso antes de que termine tu plan de pago. Puedes desactivarlo en tus notificaciones.',
  },
  en: {
    planNames: { BASICO: 'Basic', MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', SEMESTER: 'Semiannual', ANNUAL: 'Annual' },
    subject: (plan, date) => `Your Prospera ${plan} plan ends on ${date}`,
    cancelled: (plan, date) => `You cancelled the renewal of your ${plan} plan: it stays active until ${date}, and ends that day.`,
    ending: (plan, date) =>
      `Your ${plan} plan ends on ${date}. Payments in Prospera are manual: nothing is charged or renewed by itself, so it ends that day unless you choose a paid plan.`,
    afterwards: (projects, actions) =>
      `From that day you are back on the free Basic plan. You keep all your data: cycles, projects, goals and actions. You can have up to ${projects} active projects (those already active stay so, but you cannot activate another while you have ${projects} or more) and create ${actions} new actions a month, and analytics are no longer available.`,
    keepPaid: (plan) =>
      `To keep a paid plan, on the plans screen you can choose the ${plan} plan again as soon as it ends, or switch to another plan now (its period starts on the day you switch, and the time you have left is not carried over).`,
    action: 'See the plans',
    why: 'You get this e-mail because the warning before your paid plan ends is on. You can turn it off in your notifications.',
  },
};

/** The warning before a paid plan's period ends: the plan and the date, what changes that day, the plans screen. */
export function planLapseWarningMail(lang: Lang, data: PlanLapseWarningData): RenderedMail {
  const words = LAPSE_WORDS[lang];
  const format = formatsFor(lang);
  const plan = words.planNames[data.plan];
  const date = longDate(data.endsAt, lang, data.timeZone);
  return mail(lang, words.subject(plan, date), [
    paragraph(WORDS[lang].greeting(data.firstName)),
    paragraph((data.cancelled ? words.cancelled : words.ending)(plan, date)),
    paragraph(words.afterwards(format.number(data.basic.activeProjects), format.number(data.basic.actionsPerMonth))),
    paragraph(words.keepPaid(plan)),
    button({ label: words.action, url: data.links.plans }),
    paragraph(WORDS[lang].closing),
    footer(lang, words.why, data.links),
  ]);
}
