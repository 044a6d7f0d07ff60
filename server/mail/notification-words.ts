// The words of the notification mails (server/mail/notifications.ts), in Spanish and English.
import type { Lang } from '../../domain/messages';
import type { Energy } from '../../domain/rules/actions';

/** A text that puts a number next to a noun: 'one' for 1 (in es and en), 'other' for the rest; numbers come formatted. */
export type Plural<Args extends string[]> = { one: (...args: Args) => string; other: (...args: Args) => string };

type Words = {
  greeting: (name: string) => string;
  closing: string;
  energy: Record<Energy, string>;
  project: (name: string) => string;
  /** day, length, cycle number, days left */
  cycleRunning: Plural<[string, string, string, string]>;
  /** day, length, cycle number */
  cycleOver: (day: string, length: string, cycle: string) => string;
  actions: string;
  settings: string;
  unsubscribe: string;
  digest: {
    subject: string;
    subjectWithDay: (day: string, length: string) => string;
    intro: (weekStart: string) => string;
    /** percent, done, due, target */
    score: Plural<[string, string, string, string]>;
    nothingWasDue: (target: string) => string;
    dueCount: Plural<[string]>;
    nothingDue: string;
    overdueCount: Plural<[string]>;
    nothingNewDue: string;
    /** the number of questions, the window's last date */
    pulse: Plural<[string, string]>;
    pulseAction: string;
    review: string;
    why: string;
  };
  reminder: {
    subject: Plural<[string]>;
    /** the full date, the number of actions */
    intro: Plural<[string, string]>;
    advice: string;
    why: string;
    /** A push's list of titles when more are due than it names: the number left out. */
    more: (count: string) => string;
  };
  reassess: {
    subject: string;
    intro: string;
    compare: string;
    action: string;
    why: string;
  };
};

export const WORDS: Record<Lang, Words> = {
  es: {
    greeting: (name) => `Hola, ${name}:`,
    closing: 'El equipo de Prospera',
    energy: { LOW: 'Energía baja', MEDIUM: 'Energía media', HIGH: 'Energía alta' },
    project: (name) => `Proyecto: ${name}`,
    cycleRunning: {
      one: (day, length, cycle, left) => `Día ${day} de ${length} de tu ciclo ${cycle}; queda ${left} día.`,
      other: (day, length, cycle, left) => `Día ${day} de ${length} de tu ciclo ${cycle}; quedan ${left} días.`,
    },
    cycleOver: (day, length, cycle) => `Día ${day} de ${length} de tu ciclo ${cycle}: el ciclo ha terminado.`,
    actions: 'Ver mis acciones',
    settings: 'Cambiar mis notificaciones',
    unsubscribe: 'Darme de baja de estos correos',
    digest: {
      subject: 'Tu semana en Prospera',
      subjectWithDay: (day, length) => `Tu semana en Prospera: día ${day} de ${length}`,
      intro: (weekStart) => `Este es tu resumen de la semana del ${weekStart}.`,
      score: {
        one: (percent, done, due, target) => `La semana pasada cumpliste el ${percent} (${done} de ${due} acción); tu meta es el ${target}.`,
        other: (percent, done, due, target) => `La semana pasada cumpliste el ${percent} (${done} de ${due} acciones); tu meta es el ${target}.`,
      },
      nothingWasDue: (target) => `La semana pasada no vencía ninguna acción, así que no hay puntuación que medir; tu meta sigue siendo el ${target}.`,
      dueCount: { one: (count) => `Esta semana vence ${count} acción:`, other: (count) => `Esta semana vencen ${count} acciones:` },
      nothingDue: 'Nada vence esta semana. Es un buen momento para planificar: elige en la revisión semanal las acciones de estos días.',
      overdueCount: {
        one: (count) => `Tienes ${count} acción atrasada: en la revisión semanal puedes reprogramarla o marcarla como no hecha.`,
        other: (count) => `Tienes ${count} acciones atrasadas: en la revisión semanal puedes reprogramarlas o marcarlas todas como no hechas de una vez.`,
      },
      nothingNewDue: 'Esta semana no vence ninguna acción nueva.',
      pulse: {
        one: (count, closesOn) => `Estás a mitad de ciclo: responde el pulso del día 45 (${count} pregunta, menos de 2 minutos) para saber si tu plan ya está cambiando algo. Puedes hacerlo hasta el ${closesOn}.`,
        other: (count, closesOn) => `Estás a mitad de ciclo: responde el pulso del día 45 (${count} preguntas, menos de 2 minutos) para saber si tu plan ya está cambiando algo. Puedes hacerlo hasta el ${closesOn}.`,
      },
      pulseAction: 'Responder el pulso del día 45',
      review: 'Hacer la revisión semanal',
      why: 'Recibes este correo porque tienes activado el resumen semanal de Prospera. Puedes desactivarlo o cambiar su hora en tus notificaciones.',
    },
    reminder: {
      subject: { one: (count) => `Hoy vence ${count} acción en Prospera`, other: (count) => `Hoy vencen ${count} acciones en Prospera` },
      intro: {
        one: (date, count) => `Hoy es ${date}, y vence ${count} acción:`,
        other: (date, count) => `Hoy es ${date}, y vencen ${count} acciones:`,
      },
      advice: 'Marca como hecho lo que termines y cambia la fecha de lo que no vayas a poder hacer hoy.',
      why: 'Recibes este correo porque tienes activados los recordatorios de vencimiento de Prospera. Puedes desactivarlos o cambiar su hora en tus notificaciones.',
      more: (count) => `y ${count} más`,
    },
    reassess: {
      subject: 'Es hora de reevaluar tu rueda de la vida',
      intro: 'Ya puedes volver a evaluar tu rueda de la vida.',
      compare:
        'Al responder de nuevo las preguntas de las seis áreas verás qué cambió, respuesta por respuesta, desde que empezó el ciclo. Con eso eliges las áreas de enfoque del ciclo siguiente y decides qué proyectos activos vienen contigo.',
      action: 'Reevaluar mi rueda de la vida',
      why: 'Recibes este correo porque tienes activada la invitación a reevaluar de Prospera y ya puedes reevaluar tu rueda de la vida. Puedes desactivarla en tus notificaciones.',
    },
  },
  en: {
    greeting: (name) => `Hi ${name},`,
    closing: 'The Prospera team',
    energy: { LOW: 'Low energy', MEDIUM: 'Medium energy', HIGH: 'High energy' },
    project: (name) => `Project: ${name}`,
    cycleRunning: {
      one: (day, length, cycle, left) => `Day ${day} of ${length} of cycle ${cycle}; ${left} day left.`,
      other: (day, length, cycle, left) => `Day ${day} of ${length} of cycle ${cycle}; ${left} days left.`,
    },
    cycleOver: (day, length, cycle) => `Day ${day} of ${length} of cycle ${cycle}: the cycle has ended.`,
    actions: 'See my actions',
    settings: 'Change my notifications',
    unsubscribe: 'Unsubscribe from these e-mails',
    digest: {
      subject: 'Your week in Prospera',
      subjectWithDay: (day, length) => `Your week in Prospera: day ${day} of ${length}`,
      intro: (weekStart) => `Here is your summary for the week of ${weekStart}.`,
      score: {
        one: (percent, done, due, target) => `Last week you completed ${percent} (${done} of ${due} action); your target is ${target}.`,
        other: (percent, done, due, target) => `Last week you completed ${percent} (${done} of ${due} actions); your target is ${target}.`,
      },
      nothingWasDue: (target) => `Nothing was due last week, so there is no score to measure; your target stays at ${target}.`,
      dueCount: { one: (count) => `${count} action is due this week:`, other: (count) => `${count} actions are due this week:` },
      nothingDue: "Nothing is due this week. A good moment to plan: pick the week's actions in the weekly review.",
      overdueCount: {
        one: (count) => `You have ${count} overdue action: in the weekly review you can reschedule it or mark it as not done.`,
        other: (count) => `You have ${count} overdue actions: in the weekly review you can reschedule them or mark them all as not done at once.`,
      },
      nothingNewDue: 'No new action is due this week.',
      pulse: {
        one: (count, closesOn) => `You are half-way through your cycle: take the day-45 pulse (${count} question, under 2 minutes) to see whether your plan is already changing something. It is open until ${closesOn}.`,
        other: (count, closesOn) => `You are half-way through your cycle: take the day-45 pulse (${count} questions, under 2 minutes) to see whether your plan is already changing something. It is open until ${closesOn}.`,
      },
      pulseAction: 'Take the day-45 pulse',
      review: 'Do the weekly review',
      why: 'You get this e-mail because your Prospera weekly digest is on. You can turn it off or change its hour in your notifications.',
    },
    reminder: {
      subject: { one: (count) => `${count} action is due today in Prospera`, other: (count) => `${count} actions are due today in Prospera` },
      intro: {
        one: (date, count) => `Today is ${date}, and ${count} action is due:`,
        other: (date, count) => `Today is ${date}, and ${count} actions are due:`,
      },
      advice: "Mark what you finish as done, and move the date of anything you won't get to today.",
      why: 'You get this e-mail because your Prospera due-date reminders are on. You can turn them off or change their hour in your notifications.',
      more: (count) => `and ${count} more`,
    },
    reassess: {
      subject: 'Time to re-assess your life wheel',
      intro: 'You can now assess your life wheel again.',
      compare:
        'Answering the questions of the six areas again shows you what changed, answer by answer, since the cycle began. With that you choose the focus areas of your next cycle and decide which active projects come along.',
      action: 'Re-assess my life wheel',
      why: 'You get this e-mail because your Prospera re-assessment invitation is on and you can now re-assess your life wheel. You can turn it off in your notifications.',
    },
  },
};
