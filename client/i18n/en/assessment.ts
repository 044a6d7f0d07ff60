// The assessment: its intro and the questions of an area.
import type { assessment as es } from '../es/assessment';
import type { Shape } from '../shape';

export const assessment: Shape<typeof es> = {
  intro: {
    title: 'Your life assessment',
    subtitle: 'About 10 minutes of yes/no questions',
    loadError: 'We could not load your areas.',
    allCompleted: {
      title: 'You have assessed every area!',
      text: 'You now know your starting point. See your life wheel and choose your focus areas.',
      button: 'See my life wheel',
      loading: 'Saving...',
    },
    warning: {
      title: 'Your answers are final',
      text: 'Once you send the answers of an area you cannot change them. Take your time before answering.',
    },
    honest: {
      title: 'Answer honestly',
      text: 'There are no right or wrong answers: the more honest you are, the more useful your plan will be.',
    },
    areas: {
      title: 'Your six areas',
      loading: 'Loading the areas...',
      next: 'Next',
      completedWith: 'Completed with {{score}}/10',
      alreadyEvaluated: 'Already assessed',
      currentScore: 'Current score: {{score}}',
      clickToEvaluate: 'Tap to assess',
      progress: 'Areas assessed: {{assessed}} of {{total}}',
    },
    info: {
      title: 'How it works',
      questions: {
        title_one: '{{count}} question per area',
        title_other: '{{count}} questions per area',
        text: 'Concrete questions about your recent life.',
      },
      yesNo: {
        title: 'Yes or no',
        text: 'Answer with a tap or with the keyboard.',
      },
      instant: {
        title: 'Instant scoring',
        text: 'Each area gets a score from 0 to 10 as soon as you finish it.',
      },
      focus: {
        title: 'Find your focus',
        text: 'Your 3 lowest areas become your starting point.',
      },
    },
    before: {
      title: 'Before you begin',
      honest: 'Be honest with yourself: nobody else will see your answers.',
      recent: 'Think of the last few weeks, not of how you would like things to be.',
      noJudgment: 'No judgment: a low score is just information.',
      startingLine: 'This is your starting line, not your finish line.',
    },
    after: {
      title: 'What happens after',
      wheel: 'You will see your life wheel with the score of each area.',
      focus: 'You will choose your 3 focus areas: the lowest-scoring ones.',
      projects: 'You will create 90-day projects in those areas (up to 2 per area).',
      actions: 'You will set BE, DO and HAVE goals and the actions to reach them.',
    },
    time: {
      title: 'About 10 minutes',
      text: 'Set aside about 10 uninterrupted minutes to answer the six areas.',
    },
  },
  area: {
    title: 'Area assessment',
    subtitle: 'Answer yes or no',
    loading: 'Loading the questions...',
    empty: 'There are no questions for this area yet.',
    backToIntro: 'Back to the assessment',
    alreadyAssessed: 'You have already assessed this area and your answers are final.',
    areaPosition: 'Area {{position}} of {{total}}',
    progressLabel: 'Area progress',
    questionPosition: 'Question {{position}} of {{total}}',
    dots: 'Answers',
    dot: {
      yes: 'Question {{position}}: yes',
      no: 'Question {{position}}: no',
      open: 'Question {{position}}: not answered',
    },
    tip: 'Tip',
    yes: 'Yes',
    no: 'No',
    keyboardHint: 'Shortcuts: Y (or ←) for Yes, N (or →) for No.',
    counters: {
      title: 'Your answers',
      yes: 'Yes',
      no: 'No',
    },
    complete: 'Complete the assessment',
    submitting: 'Sending...',
    reveal: {
      eyebrow: 'Area assessed',
      title: 'Your score in {{area}}',
      score: '{{score}}/10',
      answers: 'Yes answers: {{yes}} of {{total}}.',
      more: 'Your answers are saved. Go on to the next area while it is fresh.',
      last: 'That was the last area: your whole wheel of life is ready.',
      next: 'Next area',
      nextName: 'Coming up: {{area}}',
      finish: 'See my results',
    },
    reset: 'Reset answers',
    resetConfirm: {
      title: 'Reset the answers?',
      text: 'Every answer of this area will be cleared and you will go back to the first question.',
      confirm: 'Reset',
    },
    marital: {
      title: 'Before you begin',
      question: 'What is your relationship status?',
      text: 'The questions of this area depend on your situation.',
      married: 'In a relationship or married',
      single: 'Single',
    },
    considerations: {
      title: 'What to consider',
      recent: 'Your situation over the last few weeks.',
      facts: 'Concrete facts, not intentions.',
      habits: 'What you do as a habit, not now and then.',
      feelings: 'How you truly feel about this area.',
    },
    tips: {
      title: 'Tips for answering',
      first: 'Go with the first answer that comes to mind.',
      doubt: 'If you hesitate between yes and no, the answer is usually no.',
      noPerfect: 'Do not aim for perfection: aim for a real starting point.',
    },
  },
};
