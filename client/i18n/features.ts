// The texts of the signed-in screens, outside the first bundle: they are added when the code of those screens
// loads. Every signed-in screen renders through components/screen, which imports this module, and the routes wait
// for textsAdded() before showing one, so the texts of the language in use (English loads on demand) are in place.
import { addTexts } from '.';
import { account } from './es/account';
import { actions } from './es/actions';
import { analytics } from './es/analytics';
import { assessment } from './es/assessment';
import { companions } from './es/companions';
import { contexts } from './es/contexts';
import { cycles } from './es/cycles';
import { dashboard } from './es/dashboard';
import { goals } from './es/goals';
import { notifications } from './es/notifications';
import { outbox } from './es/outbox';
import { projects } from './es/projects';
import { subscriptions } from './es/subscriptions';
import { weekly } from './es/weekly';
import { wheel } from './es/wheel';

void addTexts({ wheel, cycles, assessment, projects, goals, actions, contexts, dashboard, account, notifications, subscriptions, weekly, analytics, companions, outbox }, () =>
  import('./en-features').then((module) => module.englishFeatures),
);
