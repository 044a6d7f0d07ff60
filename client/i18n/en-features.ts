// The English texts of the signed-in screens (see ./features), in their own chunk: loaded only when English is used.
import { actions } from './en/actions';
import { analytics } from './en/analytics';
import { assessment } from './en/assessment';
import { contexts } from './en/contexts';
import { cycle } from './en/cycle';
import { dashboard } from './en/dashboard';
import { goals } from './en/goals';
import { history } from './en/history';
import { lifewheel } from './en/lifewheel';
import { profile } from './en/profile';
import { projects } from './en/projects';
import { subscriptions } from './en/subscriptions';
import { weekly } from './en/weekly';

export const englishFeatures = { lifewheel, cycle, assessment, projects, goals, actions, contexts, dashboard, profile, subscriptions, history, weekly, analytics };
