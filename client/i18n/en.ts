import { actions } from './en/actions';
import { analytics } from './en/analytics';
import { assessment } from './en/assessment';
import { auth } from './en/auth';
import { common } from './en/common';
import { contexts } from './en/contexts';
import { cycle } from './en/cycle';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { goals } from './en/goals';
import { history } from './en/history';
import { legal } from './en/legal';
import { lifewheel } from './en/lifewheel';
import { onboarding } from './en/onboarding';
import { profile } from './en/profile';
import { projects } from './en/projects';
import { subscriptions } from './en/subscriptions';
import { unsubscribe } from './en/unsubscribe';
import { weekly } from './en/weekly';
import type { es } from './es';
import type { Shape } from './shape';

// Typed against the Spanish resources: a missing key fails the typecheck (client/i18n/keys.test.ts finds extra ones).
export const en: Shape<typeof es> = { ...common, errors, onboarding, auth, legal, lifewheel, cycle, assessment, projects, goals, actions, contexts, dashboard, profile, subscriptions, history, weekly, analytics, unsubscribe };
