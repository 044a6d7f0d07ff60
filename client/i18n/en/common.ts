// The frame of every screen: navigation, language, notices, the shared fields, 404 and the expired session.
import type { common as es } from '../es/common';
import type { Shape } from '../shape';

export const common: Shape<typeof es> = {
  app: {
    name: 'Prospera',
    tagline: 'From surviving to thriving in 90 days',
  },
  common: {
    loading: 'Loading...',
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    working: 'Working...',
    notProvided: 'Not provided',
    showPassword: 'Show password',
    /** A text field's characters used of its maximum. */
    counter: '{{count}}/{{max}}',
    hidePassword: 'Hide password',
    retry: 'Try again',
  },
  language: {
    label: 'Language',
    es: 'Español',
    en: 'English',
  },
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    wheel: 'Wheel',
    projects: 'Projects',
    actions: 'Actions',
    profile: 'Profile',
    now: 'Now',
    review: 'Review',
    history: 'History',
    analytics: 'Analytics',
    more: 'More',
  },
  toast: {
    region: 'Notices',
    dismiss: 'Dismiss notification',
    /** How many times the same notice came while it showed (the toast shows it once, with ×N). */
    repeats_one: '{{count}} time',
    repeats_other: '{{count}} times',
  },
  update: {
    title: 'New version available',
    detail: 'Updating reloads the page: save anything you are writing first.',
    accept: 'Update',
    dismiss: 'Not now',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  errorBoundary: {
    title: 'Oops! Something went wrong',
    returnHome: 'Return to Home',
  },
  screenLoad: {
    title: 'This screen could not be loaded',
    detail: 'You may be offline, or there is a new version of Prospera.',
    retry: 'Try again',
    reload: 'Reload the page',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    goBack: 'Go Back',
    goHome: 'Go to Home',
    shortcuts: 'Shortcuts',
  },
  /** The offline notice above the bottom navigation (components/offline-notice). */
  offline: {
    title: 'Offline.',
    text: 'You are seeing what you last loaded. What you complete, create or edit is kept on this device and sent when the connection returns.',
  },
  sessionExpired: {
    title: 'Your session has expired',
    text: 'For your security, please sign in again to continue.',
    countdown_one: 'Taking you to the sign-in page in {{count}} second.',
    countdown_other: 'Taking you to the sign-in page in {{count}} seconds.',
    button: 'Sign in',
  },
  country: {
    label: 'Country dial code',
    search: 'Search country or dial code',
    results_one: '{{count}} country',
    results_other: '{{count}} countries',
    noResults: 'No country matches "{{query}}"',
    selected: '{{country}} ({{dialCode}})',
  },
};
