// The English texts of the signed-in screens (see ./features), in their own chunk: loaded only when English is used.
import { actions } from './en/actions';
import { assessment } from './en/assessment';
import { contexts } from './en/contexts';
import { dashboard } from './en/dashboard';
import { goals } from './en/goals';
import { lifewheel } from './en/lifewheel';
import { profile } from './en/profile';
import { projects } from './en/projects';
import { subscriptions } from './en/subscriptions';
import { weekly } from './en/weekly';

export const englishFeatures = { lifewheel, assessment, projects, goals, actions, contexts, dashboard, profile, subscriptions, weekly };
