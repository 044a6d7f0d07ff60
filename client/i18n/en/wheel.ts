// The life wheel (/home): scores, chart, banners and the choice of the focus areas.
import type { wheel as es } from '../es/wheel';
import type { Shape } from '../shape';

export const wheel: Shape<typeof es> = {
  outOfTen: '{{score}}/10',
  focusTag: 'Focus',
  title: 'Your life wheel',
  subtitle: 'Six areas, one complete picture',
  loading: 'Loading your life wheel...',
  loadError: 'We could not load your life wheel.',
  start: 'Start the assessment',
  continue: 'Continue the assessment',
  globalScore: 'Global score',
  globalPending: 'Assess your first area to see your global score.',
  chart: {
    title: 'Life wheel',
    summary: 'Score of each area: {{list}}.',
    scored: '{{area}}, {{score}} out of 10',
    notAssessed: '{{area}}, not assessed',
    /** An area's entry in the summary when it is a focus area. */
    focus: '{{area}}, focus area',
    /** The words inside the empty wedge of an area not assessed yet. */
    notAssessedShort: 'not assessed',
    /** Explains the star on the focus areas' icons. */
    focusLegend: 'Focus area',
  },
  scores: {
    title: 'Current scores',
    notAssessedLabel: 'not assessed',
    finishedLabel: 'Area completed with 10 out of 10: it takes no new projects',
    hint: {
      projects: 'See projects',
      assess: 'Assess',
      chooseFocus: 'Choose focus',
      finished: 'Completed',
      locked: 'Locked',
    },
  },
  partial: {
    title: 'Partial assessment',
    text: 'Areas assessed: {{assessed}} of {{total}}. Assess them all to choose your focus areas and create projects.',
  },
  change: {
    title: 'Your change since cycle {{number}}',
    titleLoading: 'Your change since the previous cycle',
    loading: 'Comparing with the previous cycle...',
    loadError: 'We could not load the comparison with the previous cycle.',
    global: 'Global score:',
    areas: 'Change by area',
    turnedYes_one: '{{count}} answer turned Yes:',
    turnedYes_other: '{{count}} answers turned Yes:',
    noneTurnedYes: 'No answer turned Yes this time.',
    compare: 'See the full comparison',
  },
  completed: {
    title: 'Assessment complete!',
    text: 'Your global life score is {{score}}/10.',
  },
  focus: {
    title: 'Focus on your lowest areas',
    saved: 'Your focus areas are {{areas}}. Create your 90-day projects in them.',
    pending_one: 'Choose your focus area: the lowest-scoring one, where you can grow the most.',
    pending_other: 'Choose your {{count}} focus areas: the lowest-scoring ones, where you can grow the most.',
    choose: 'Choose focus areas',
    saving: 'Saving your focus areas...',
    saveError: 'We could not save your focus areas.',
    firstProject: 'Create my first project',
    firstProjectArea: 'Start with {{area}}, your lowest area.',
    otherArea: 'Choose another area',
    savedToast: 'Focus areas saved: {{areas}}',
    allFinished: 'All your areas score 10: there is no area left to focus on. Congratulations!',
  },
  focusModal: {
    title: 'Choose your focus areas',
    text_one: 'You will work on your {{required}} lowest-scoring areas. There is a tie: choose {{count}} of the tied areas.',
    text_other: 'You will work on your {{required}} lowest-scoring areas. There is a tie: choose {{count}} of the tied areas.',
    autoChosen: 'Chosen for having the lowest score',
    tied: 'Tied at {{score}}/10',
    counter: '{{selected}} of {{required}} selected',
    exactly: 'Select exactly {{required}} areas to confirm.',
    confirm: 'Confirm areas',
    confirming: 'Saving...',
  },
};
