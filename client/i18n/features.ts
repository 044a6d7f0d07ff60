// The texts of the signed-in screens, outside the first bundle: they are added when the code of those screens
// loads. Every signed-in screen renders through components/screen, which imports this module, so the texts are
// in place before any of them renders.
import i18n from '.';
import { actions as enActions } from './en/actions';
import { assessment as enAssessment } from './en/assessment';
import { contexts as enContexts } from './en/contexts';
import { dashboard as enDashboard } from './en/dashboard';
import { goals as enGoals } from './en/goals';
import { lifewheel as enLifewheel } from './en/lifewheel';
import { profile as enProfile } from './en/profile';
import { projects as enProjects } from './en/projects';
import { subscriptions as enSubscriptions } from './en/subscriptions';
import { actions as esActions } from './es/actions';
import { assessment as esAssessment } from './es/assessment';
import { contexts as esContexts } from './es/contexts';
import { dashboard as esDashboard } from './es/dashboard';
import { goals as esGoals } from './es/goals';
import { lifewheel as esLifewheel } from './es/lifewheel';
import { profile as esProfile } from './es/profile';
import { projects as esProjects } from './es/projects';
import { subscriptions as esSubscriptions } from './es/subscriptions';

i18n.addResourceBundle(
  'es',
  'translation',
  {
    lifewheel: esLifewheel,
    assessment: esAssessment,
    projects: esProjects,
    goals: esGoals,
    actions: esActions,
    contexts: esContexts,
    dashboard: esDashboard,
    profile: esProfile,
    subscriptions: esSubscriptions,
  },
  true,
  true,
);
i18n.addResourceBundle(
  'en',
  'translation',
  {
    lifewheel: enLifewheel,
    assessment: enAssessment,
    projects: enProjects,
    goals: enGoals,
    actions: enActions,
    contexts: enContexts,
    dashboard: enDashboard,
    profile: enProfile,
    subscriptions: enSubscriptions,
  },
  true,
  true,
);
