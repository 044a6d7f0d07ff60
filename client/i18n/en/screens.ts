import type { screens as es } from '../es/screens';
import type { Shape } from '../shape';

export const screens: Shape<typeof es> = {
  home: {
    title: 'Your life wheel',
    subtitle: 'Six areas, one complete picture',
    empty: 'Complete the assessment to see the score of each area on your life wheel.',
    start: 'Start the assessment',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your progress at a glance',
    noData: 'No data yet. Complete your assessment to see your progress here.',
  },
  projects: {
    title: 'My projects',
    subtitle: '90-day projects for your focus areas',
    empty: "You don't have any projects yet.",
    create: 'New project',
  },
  projectCreate: {
    title: 'New project',
    subtitle: 'Pick a focus area and define your project',
    empty: 'Complete the assessment and choose your three focus areas to create projects.',
  },
  projectGoals: {
    title: 'Project goals',
    subtitle: 'BE, DO and HAVE',
    empty: "This project doesn't have any goals yet.",
  },
  areaProjects: {
    title: 'Area projects',
    subtitle: 'Up to two projects per area',
    empty: "This area doesn't have any projects yet.",
  },
  actions: {
    title: 'My actions',
    subtitle: 'Concrete steps grouped by context',
    empty: "You don't have any actions yet.",
  },
  profile: {
    title: 'My profile',
    subtitle: 'Your details and your contexts',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    logout: 'Log out',
    loggingOut: 'Logging out...',
    subscription: 'See plans',
  },
  subscription: {
    title: 'Plans',
    subtitle: 'Choose the plan that suits you best',
    empty: 'No plans are available right now.',
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
