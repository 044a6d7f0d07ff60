// The per-field words of the service's codes that name two fields at once, shared by the sign-in,
// registration and profile forms. Apart from form-problems so that the first bundle does not carry them.
import type { MessageCode } from '../../domain/messages';
import type { Problem, Problems } from './form-problems';

/** The forms' own per-field texts (auth.validation.*, SPEC section 5), shared by registration, sign-in and profile. */
export type FieldKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordMin'
  | 'confirmRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'addressRequired'
  | 'phoneRequired'
  | 'termsRequired';

// The service's messages that name two fields at once ('Email y contraseña son requeridos', 'Nombre y apellido
// son requeridos') get the per-field texts; every other code keeps its catalogue text.
const fieldKeys: Record<string, Partial<Record<MessageCode, FieldKey>>> = {
  email: { EMAIL_PASSWORD_REQUIRED: 'emailRequired', EMAIL_INVALID: 'emailInvalid' },
  password: { EMAIL_PASSWORD_REQUIRED: 'passwordRequired', PASSWORD_TOO_SHORT: 'passwordMin' },
  firstName: { NAMES_REQUIRED: 'firstNameRequired' },
  lastName: { NAMES_REQUIRED: 'lastNameRequired' },
  address: { ADDRESS_REQUIRED: 'addressRequired' },
};

/** The problems with each code worded by its field's own text where it has one (words: t(`auth.validation.${key}`)). */
export function perFieldProblems<F extends string>(problems: Problems<F>, passwordMinLength: number): Problems<F, FieldKey> {
  const worded: Problems<F, FieldKey> = { ...problems };
  for (const [field, problem] of Object.entries(problems) as [F, Problem][]) {
    const key = 'code' in problem ? fieldKeys[field]?.[problem.code] : undefined;
    if (key) worded[field] = key === 'passwordMin' ? { key, params: { min: passwordMinLength } } : { key };
  }
  return worded;
}
