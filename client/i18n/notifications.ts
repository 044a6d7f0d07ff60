// The texts of the unsubscribe page (/unsubscribe), outside the first bundle: they are added when that page's code
// loads, and its route waits for textsAdded() before showing it (see ./features for the signed-in screens').
import { addTexts } from '.';
import { notifications } from './es/notifications';

void addTexts({ notifications }, () => import('./en/notifications').then((module) => ({ notifications: module.notifications })));
