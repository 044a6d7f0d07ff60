// Every text in Spanish, one file per area; the first bundle carries common, errors, onboarding, auth and legal
// (./features adds the signed-in screens' texts, ./unsubscribe the unsubscribe page's).
import { actions } from './es/actions';
import { analytics } from './es/analytics';
import { assessment } from './es/assessment';
import { auth } from './es/auth';
import { common } from './es/common';
import { contexts } from './es/contexts';
import { cycle } from './es/cycle';
import { dashboard } from './es/dashboard';
import { errors } from './es/errors';
import { goals } from './es/goals';
import { history } from './es/history';
import { legal } from './es/legal';
import { lifewheel } from './es/lifewheel';
import { onboarding } from './es/onboarding';
import { profile } from './es/profile';
import { projects } from './es/projects';
import { subscriptions } from './es/subscriptions';
import { unsubscribe } from './es/unsubscribe';
import { weekly } from './es/weekly';

export const es = { ...common, errors, onboarding, auth, legal, lifewheel, cycle, assessment, projects, goals, actions, contexts, dashboard, profile, subscriptions, history, weekly, analytics, unsubscribe };
