// The 90-day cycle: the day counter, the re-assessment invitation and the projects carried into the next cycle.
import type { cycle as es } from '../es/cycle';
import type { Shape } from '../shape';

export const cycle: Shape<typeof es> = {
  number: 'Cycle {{number}}',
  day: 'Day {{day}} of {{total}}',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  lastDay: 'Last day: {{date}}',
  over: 'Your cycle has ended',
  notStarted: 'Your cycle starts when you save your focus areas',
  reassessFrom: 'You can re-assess yourself from {{date}}.',
  card: {
    title: 'Time to assess yourself again',
    intro: 'You are {{day}} days into cycle {{number}}. Answer your life wheel again to measure what has changed.',
    stepsLabel: 'What happens',
    closes: 'Cycle {{number}} closes and is kept as it is: its answers, focus and scores no longer change.',
    answer: 'You answer the questions of the six areas again.',
    compare: 'You will see what changed, answer by answer.',
    carry: 'Your active projects can come along if you choose their area as a focus area again.',
    start: 'Start cycle {{next}}',
    confirmTitle: 'Start cycle {{next}}?',
    confirmText: 'Cycle {{number}} will close and you will not be able to change it. Then you will answer the six areas again.',
    confirm: 'Yes, start',
    error: 'The new cycle could not be started.',
  },
  carry: {
    focusText_one: 'Your focus area is the one with the lowest score.',
    focusText_other: 'Your {{count}} focus areas are the ones with the lowest scores.',
    title: 'Projects of the previous cycle',
    text: 'They come along with their pending actions. Untick the ones you would rather leave in the previous cycle as “Someday”.',
    option: 'Bring “{{title}}” into this cycle',
    loading: 'Loading your projects of the previous cycle...',
    loadError: 'We could not load your projects of the previous cycle.',
    leftTitle: 'Staying in “Someday”',
    leftText: 'Their area is not a focus area in this cycle. They keep all their work; their pending actions leave your lists, the weekly review and the calendar. You can bring them into this cycle whenever you like from Projects › Someday.',
  },
};
