import { account } from './en/account';
import { actions } from './en/actions';
import { analytics } from './en/analytics';
import { assessment } from './en/assessment';
import { auth } from './en/auth';
import { common } from './en/common';
import { companions } from './en/companions';
import { contexts } from './en/contexts';
import { cycles } from './en/cycles';
import { dashboard } from './en/dashboard';
import { documents } from './en/documents';
import { errors } from './en/errors';
import { goals } from './en/goals';
import { notifications } from './en/notifications';
import { onboarding } from './en/onboarding';
import { outbox } from './en/outbox';
import { projects } from './en/projects';
import { subscriptions } from './en/subscriptions';
import { weekly } from './en/weekly';
import { wheel } from './en/wheel';
import type { es } from './es';
import type { Shape } from './shape';

// Typed against the Spanish resources: a missing key fails the typecheck (client/i18n/keys.test.ts finds extra ones).
export const en: Shape<typeof es> = { ...common, errors, onboarding, auth, documents, wheel, cycles, assessment, projects, goals, actions, contexts, dashboard, account, subscriptions, weekly, analytics, notifications, companions, outbox };
