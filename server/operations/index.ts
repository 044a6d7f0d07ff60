import { accountDataOperations } from './account-data';
import { apiTokensOperations } from './api-tokens';
import { accountOperations } from './account';
import { authOperations } from './auth';
import { actionsOperations } from './actions';
import { analyticsOperations, reportsOperations } from './analytics';
import { calendarFeedOperations, calendarOperations } from './calendar-feed';
import { documentsOperations } from './documents';
import { goalsOperations } from './goals';
import { answersOperations, assessmentOperations, lifewheelOperations } from './wheel';
import { notificationsOperations, unsubscribeOperations } from './notifications';
import { passwordResetOperations } from './password-reset';
import { oauthOperations, signInMethodsOperations } from './oauth';
import { projectsOperations } from './projects';
import { subscriptionOperations } from './subscriptions';
import { suggestionsOperations } from './suggestions';
import { systemOperations } from './system';
import { reviewsOperations, weeksOperations } from './weekly';

/**
 * Every operation of the API, by area: JSON answers, files and redirects alike (server/operations/define.ts). The key
 * is the tRPC namespace, procedure '<area>.<name>', for the operations that answer JSON; files and redirects are REST
 * only, and a namespace of them alone (documents, reports, calendar) is not in tRPC.
 */
export const operationTables = {
  system: systemOperations,
  auth: { ...authOperations, ...passwordResetOperations, ...oauthOperations },
  users: { ...accountOperations, ...accountDataOperations, ...calendarFeedOperations, ...notificationsOperations, ...signInMethodsOperations },
  lifewheel: lifewheelOperations,
  assessment: assessmentOperations,
  answers: answersOperations,
  projects: projectsOperations,
  goals: goalsOperations,
  actions: actionsOperations,
  subscription: subscriptionOperations,
  weeks: weeksOperations,
  reviews: reviewsOperations,
  analytics: analyticsOperations,
  reports: reportsOperations,
  calendar: calendarOperations,
  documents: documentsOperations,
  notifications: unsubscribeOperations,
  suggestions: suggestionsOperations,
  apiTokens: apiTokensOperations,
};
