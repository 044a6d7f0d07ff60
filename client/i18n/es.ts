// Every text in Spanish, one file per area; the first bundle carries common, errors, onboarding, auth and documents
// (./features adds the signed-in screens' texts, ./notifications the unsubscribe page's).
import { account } from './es/account';
import { actions } from './es/actions';
import { analytics } from './es/analytics';
import { assessment } from './es/assessment';
import { auth } from './es/auth';
import { common } from './es/common';
import { companions } from './es/companions';
import { contexts } from './es/contexts';
import { cycles } from './es/cycles';
import { dashboard } from './es/dashboard';
import { documents } from './es/documents';
import { errors } from './es/errors';
import { goals } from './es/goals';
import { notifications } from './es/notifications';
import { onboarding } from './es/onboarding';
import { outbox } from './es/outbox';
import { projects } from './es/projects';
import { subscriptions } from './es/subscriptions';
import { weekly } from './es/weekly';
import { wheel } from './es/wheel';

export const es = { ...common, errors, onboarding, auth, documents, wheel, cycles, assessment, projects, goals, actions, contexts, dashboard, account, subscriptions, weekly, analytics, notifications, companions, outbox };
