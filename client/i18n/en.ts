import { auth } from './en/auth';
import { common } from './en/common';
import { errors } from './en/errors';
import { legal } from './en/legal';
import { onboarding } from './en/onboarding';
import { account } from './en/account';
import { actions } from './en/actions';
import { plan } from './en/plan';
import { wheel } from './en/wheel';
import type { es } from './es';
import type { Shape } from './shape';

// Typed against the Spanish resources: a missing or extra key fails the typecheck.
export const en: Shape<typeof es> = { ...common, errors, onboarding, auth, ...wheel, ...plan, ...actions, ...account, legal };
