// The secret calendar feed's words (GET /calendar/{token}.ics), in Spanish and English.
import type { Lang } from '../messages';
import type { Energy } from '../rules/actions';

type CalendarFeedText = {
  calendarName: string;
  calendarDescription: string;
  energy: Record<Energy, string>;
  minutes: (minutes: number) => string;
  project: string;
  open: string;
  reviewTitle: string;
  reviewDescription: string;
  cycleEndTitle: (cycle: number) => string;
  cycleEndDescription: (reassessFrom: string) => string;
};

export const CALENDAR_FEED_TEXT: Record<Lang, CalendarFeedText> = {
  es: {
    calendarName: 'Prospera',
    calendarDescription: 'Tus acciones pendientes, la revisión semanal y el fin de tu ciclo de 90 días',
    energy: { LOW: 'Energía baja', MEDIUM: 'Energía media', HIGH: 'Energía alta' },
    minutes: (minutes) => `${minutes} min`,
    project: 'Proyecto',
    open: 'Abrir en Prospera',
    reviewTitle: 'Revisión semanal (Prospera)',
    reviewDescription: 'Mira cómo fue tu semana, reprograma lo pendiente y elige las acciones de la próxima.',
    cycleEndTitle: (cycle) => `Fin del ciclo ${cycle}: reevalúa tu rueda de la vida`,
    cycleEndDescription: (reassessFrom) =>
      `Tu ciclo de 90 días termina. Desde el ${reassessFrom} (día 76) puedes reevaluar tu rueda de la vida y empezar el siguiente ciclo.`,
  },
  en: {
    calendarName: 'Prospera',
    calendarDescription: 'Your pending actions, the weekly review and the end of your 90-day cycle',
    energy: { LOW: 'Low energy', MEDIUM: 'Medium energy', HIGH: 'High energy' },
    minutes: (minutes) => `${minutes} min`,
    project: 'Project',
    open: 'Open in Prospera',
    reviewTitle: 'Weekly review (Prospera)',
    reviewDescription: 'Look at how your week went, reschedule what is pending and pick the actions for the next one.',
    cycleEndTitle: (cycle) => `End of cycle ${cycle}: re-assess your life wheel`,
    cycleEndDescription: (reassessFrom) =>
      `Your 90-day cycle ends. From ${reassessFrom} (day 76) you can re-assess your life wheel and start the next cycle.`,
  },
};
