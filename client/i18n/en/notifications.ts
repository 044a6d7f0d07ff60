// The page of the unsubscribe link at the foot of every notification mail (/unsubscribe), open without signing in.
import type { unsubscribe as es } from '../es/unsubscribe';
import type { Shape } from '../shape';

export const unsubscribe: Shape<typeof es> = {
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
};
