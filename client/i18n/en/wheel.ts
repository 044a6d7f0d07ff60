// The life wheel (/home), the assessment intro and the questions.
import type { wheel as es } from '../es/wheel';
import type { Shape } from '../shape';

export const wheel: Shape<typeof es> = {
  home: {
    title: 'Your life wheel',
    subtitle: 'Six areas, one complete picture',
    empty: 'Complete the assessment to see the score of each area on your life wheel.',
    start: 'Start the assessment',
  },
  assessmentIntro: {
    title: 'Your life assessment',
    subtitle: 'About 10 minutes of yes/no questions',
    empty: 'Answer the questions of each area honestly to find your starting point.',
  },
  assessmentArea: {
    title: 'Area assessment',
    subtitle: 'Answer yes or no',
    empty: 'There are no questions for this area yet.',
  },
};
