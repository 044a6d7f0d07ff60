// The landing page.
import type { onboarding as es } from '../es/onboarding';
import type { Shape } from '../shape';

export const onboarding: Shape<typeof es> = {
  haveAccount: 'I have an account',
  signUp: 'Sign up',
  welcome: 'Hi, {{name}}',
  welcomeBack: 'Welcome back',
  logout: 'Log out',
  explore: 'Explore the App',
  goToApp: 'Go to App',
  intro: 'Assess six areas of your life, focus on the three lowest and turn them into projects with concrete goals and actions.',
  socialProof: '{{people}} people are already moving from surviving to thriving',
  carousel: {
    label: 'How Prospera works',
    slide: 'Slide',
    slideOf: '{{current}} of {{total}}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{number}}',
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
  },
  slides: {
    assess: {
      title: 'Find out where you stand',
      text: 'Answer yes/no questions about six areas of your life and get a score from 0 to 10 for each one.',
    },
    focus: {
      title: 'Focus on what matters most',
      text: 'Work on your three lowest areas: improving the lowest one can lift your overall life score by 15%.',
    },
    plan: {
      title: 'Turn goals into projects',
      text: 'Create 90-day projects with BE, DO and HAVE goals for each focus area.',
    },
    act: {
      title: 'Take action every day',
      text: 'Organise your actions by context, energy and time, and follow your progress on the dashboard.',
    },
  },
  visual: {
    be: 'BE',
    do: 'DO',
    have: 'HAVE',
    contextHome: '@home',
    contextOffice: '@office',
    contextPhone: '@phone',
  },
  footer: {
    legal: 'Legal documents',
    credit: 'Made with ❤️ by Prospera Labs',
    copyright: '© {{year}} Prospera. All rights reserved.',
  },
};
