// The English texts of the signed-in screens (see ./features), in their own chunk: loaded only when English is used.
import { account } from './en/account';
import { actions } from './en/actions';
import { analytics } from './en/analytics';
import { assessment } from './en/assessment';
import { companions } from './en/companions';
import { contexts } from './en/contexts';
import { cycles } from './en/cycles';
import { dashboard } from './en/dashboard';
import { goals } from './en/goals';
import { notifications } from './en/notifications';
import { outbox } from './en/outbox';
import { projects } from './en/projects';
import { subscriptions } from './en/subscriptions';
import { weekly } from './en/weekly';
import { wheel } from './en/wheel';

export const englishFeatures = { wheel, cycles, assessment, projects, goals, actions, contexts, dashboard, account, notifications, subscriptions, weekly, analytics, companions, outbox };
