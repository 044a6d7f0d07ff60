import { accountDataOperations } from './account-data';
import { authOperations, usersOperations } from './accounts';
import { actionsOperations } from './actions';
import { analyticsOperations } from './analytics';
import { calendarFeedOperations } from './calendar-feed';
import { goalsOperations } from './goals';
import { answersOperations, assessmentOperations, lifewheelOperations } from './lifewheel';
import { notificationsOperations, unsubscribeOperations } from './notifications';
import { passwordResetOperations } from './password-reset';
import { oauthOperations, signInMethodsOperations } from './oauth';
import { projectsOperations } from './projects';
import { subscriptionOperations } from './subscriptions';
import { suggestionsOperations } from './suggestions';
import { systemOperations } from './system';
import { reviewsOperations } from './reviews';
import { weeksOperations } from './weeks';

/** Every operation of the API, by area. The key is the tRPC namespace: procedure '<area>.<name>'. */
export const operationTables = {
  system: systemOperations,
  auth: { ...authOperations, ...passwordResetOperations, ...oauthOperations },
  users: { ...usersOperations, ...accountDataOperations, ...calendarFeedOperations, ...notificationsOperations, ...signInMethodsOperations },
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
  notifications: unsubscribeOperations,
  suggestions: suggestionsOperations,
};
