import { auth } from './en/auth';
import { common } from './en/common';
import { errors } from './en/errors';
import { onboarding } from './en/onboarding';
import { screens } from './en/screens';
import type { es } from './es';
import type { Shape } from './shape';

// Typed against the Spanish resources: a missing or extra key fails the typecheck.
export const en: Shape<typeof es> = { ...common, errors, onboarding, auth, ...screens };
