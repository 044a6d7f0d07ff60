// The notification mails: their settings on the profile, and the page of the unsubscribe link at the foot of every
// mail (/unsubscribe), open without signing in.
import type { notifications as es } from '../es/notifications';
import type { Shape } from '../shape';

export const notifications: Shape<typeof es> = {
  settings: {
    title: 'Notifications',
    intro: 'Choose which e-mails you want, at what time of your time zone and in which language.',
    weeklyDigest: 'Weekly digest',
    weeklyDigestHint: "Every Monday: last week's execution and this week's actions.",
    dueReminders: 'Due-date reminders',
    dueRemindersHint: 'An e-mail on the morning an action is due; none on days with nothing due.',
    reassessInvitation: 'Re-assessment invitation',
    reassessInvitationHint: 'An e-mail from day {{day}} of your cycle to assess your life wheel again.',
    planLapseWarning: 'Warning before your plan ends',
    planLapseWarningHint_one: 'An e-mail {{count}} day before your paid plan ends, with what changes that day and how to keep it.',
    planLapseWarningHint_other: 'An e-mail {{count}} days before your paid plan ends, with what changes that day and how to keep it.',
    hour: 'Sending time',
    hourHint: 'In your time zone.',
    timeZone: 'Time zone',
    thisDevice: '{{zone}} (this device)',
    suggested: "We did not know your time zone yet: we suggest this device's. Save to confirm it.",
    deviceDiffers: 'This device is in {{zone}}.',
    language: 'Language of the e-mails',
    languageSuggested: 'We had not stored it yet: we suggest the language you use Prospera in. Save to confirm it.',
    save: 'Save notifications',
    saving: 'Saving...',
    saved: 'Your notifications have been saved',
    failed: 'Your notifications could not be saved. {{reason}}',
    loading: 'Loading your notifications...',
    loadError: 'Your notifications could not be loaded.',
  },
  unsubscribe: {
    title: 'Your notification e-mails',
    subtitle: 'This link changes only the notification of the e-mail it comes from; the others stay as they were.',
    working: 'Unsubscribing you...',
    unsubscribedHint: 'If that was a mistake, you can turn it back on.',
    resubscribedHint: 'If you change your mind, you can unsubscribe again.',
    resubscribe: 'Turn it back on',
    resubscribing: 'Turning it back on...',
    unsubscribeAgain: 'Unsubscribe again',
    noToken: 'This link is incomplete. Open it exactly as it is from the e-mail, or change your notifications in your profile.',
    manage: 'Manage all my notifications',
  },
};
