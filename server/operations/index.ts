import { accountOperations } from './account';
import { accountDataOperations } from './account-data';
import { apiTokensOperations } from './api-tokens';
import { actionsOperations } from './actions';
import { analyticsOperations, reportsOperations } from './analytics';
import { assessmentOperations } from './assessment';
import { authOperations } from './auth';
import { companionsOperations } from './companions';
import { calendarFeedOperations, calendarOperations } from './calendar-feed';
import { cyclesOperations } from './cycles';
import { namespaceOf } from './define';
import { documentsOperations } from './documents';
import { goalsOperations } from './goals';
import { notificationsOperations, unsubscribeOperations } from './notifications';
import { oauthOperations, signInMethodsOperations } from './oauth';
import { passwordResetOperations } from './password-reset';
import { projectsOperations } from './projects';
import { subscriptionsOperations } from './subscriptions';
import { suggestionsOperations } from './suggestions';
import { systemOperations } from './system';
import { pushOperations } from './push';
import { webhooksOperations } from './webhooks';
import { weeklyOperations } from './weekly';
import { wheelOperations } from './wheel';

/**
 * Every operation of the API, by area: JSON answers, files and redirects alike (server/operations/define.ts). The key
 * is the area's one name (docs/decisions/2026-11-28-architecture-one-name-per-area.md) and the tRPC namespace,
 * procedure '<area>.<name>', for the operations that answer JSON; files and redirects are REST only, and a namespace of
 * them alone (documents, reports, calendar) is not in tRPC. The REST paths are SPEC.md's, whatever the area's name.
 */
export const operationTables = {
  system: systemOperations,
  auth: namespaceOf(authOperations, passwordResetOperations, oauthOperations),
  account: namespaceOf(accountOperations, accountDataOperations, calendarFeedOperations, notificationsOperations, signInMethodsOperations),
  wheel: wheelOperations,
  cycles: cyclesOperations,
  assessment: assessmentOperations,
  projects: projectsOperations,
  goals: goalsOperations,
  actions: actionsOperations,
  subscriptions: subscriptionsOperations,
  weekly: weeklyOperations,
  analytics: analyticsOperations,
  reports: reportsOperations,
  calendar: calendarOperations,
  documents: documentsOperations,
  notifications: namespaceOf(unsubscribeOperations, pushOperations),
  suggestions: suggestionsOperations,
  apiTokens: apiTokensOperations,
  webhooks: webhooksOperations,
  companions: companionsOperations,
};

type Tables = typeof operationTables;
/** '<area>.<name>' of every operation that answers JSON: the tRPC procedures. */
type TrpcProcedureName = {
  [A in keyof Tables]: { [K in keyof Tables[A] & string]: Tables[A][K] extends { answer: object } ? never : `${A}.${K}` }[keyof Tables[A] & string];
}[keyof Tables];

/**
 * The tRPC names from before the areas had one name, each with the procedure it is now. They are deprecated and keep
 * answering, as that procedure does, for the third parties that call them (server/http/trpc/router.ts); the OpenAPI
 * document lists them (x-trpc-deprecated-paths). The client calls the new names only, and AppRouter's type has no other.
 */
export const deprecatedTrpcNames = {
  'lifewheel.me': 'wheel.me',
  'lifewheel.markAsAnswered': 'wheel.markAsAnswered',
  'lifewheel.addAreas': 'wheel.addAreas',
  'lifewheel.unlockAreas': 'wheel.unlockAreas',
  'lifewheel.startNextCycle': 'cycles.startNext',
  'lifewheel.cycles': 'cycles.list',
  'lifewheel.compare': 'cycles.compare',
  'answers.submitArea': 'assessment.submitArea',
  'weeks.me': 'weekly.weeks',
  'reviews.me': 'weekly.reviews',
  'reviews.add': 'weekly.addReview',
  'reviews.settle': 'weekly.settle',
  'reviews.update': 'weekly.updateReview',
  'users.register': 'account.register',
  'users.me': 'account.me',
  'users.update': 'account.update',
  'users.addContext': 'account.addContext',
  'users.myContexts': 'account.myContexts',
  'users.deleteContext': 'account.deleteContext',
  'users.export': 'account.export',
  'users.deletionSummary': 'account.deletionSummary',
  'users.requestDeletion': 'account.requestDeletion',
  'users.deleteMe': 'account.deleteMe',
  'users.calendarFeed': 'account.calendarFeed',
  'users.createCalendarFeed': 'account.createCalendarFeed',
  'users.revokeCalendarFeed': 'account.revokeCalendarFeed',
  'users.notifications': 'account.notifications',
  'users.updateNotifications': 'account.updateNotifications',
  'users.signInMethods': 'account.signInMethods',
  'users.removeSignInMethod': 'account.removeSignInMethod',
  'subscription.all': 'subscriptions.all',
  'subscription.mine': 'subscriptions.mine',
  'subscription.add': 'subscriptions.add',
  'subscription.update': 'subscriptions.update',
  'subscription.cancel': 'subscriptions.cancel',
} as const satisfies Record<`${string}.${string}`, TrpcProcedureName>;
