import { auth } from './es/auth';
import { common } from './es/common';
import { errors } from './es/errors';
import { onboarding } from './es/onboarding';
import { screens } from './es/screens';

export const es = { ...common, errors, onboarding, auth, ...screens };
