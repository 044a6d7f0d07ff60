import { auth } from './es/auth';
import { common } from './es/common';
import { errors } from './es/errors';
import { legal } from './es/legal';
import { onboarding } from './es/onboarding';
import { account } from './es/account';
import { actions } from './es/actions';
import { plan } from './es/plan';
import { wheel } from './es/wheel';

export const es = { ...common, errors, onboarding, auth, ...wheel, ...plan, ...actions, ...account, legal };
