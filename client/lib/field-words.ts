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
// son requeridos'), and the missing phone, get the forms' per-field texts of SPEC section 5; every other code keeps
// its catalogue text. The code stays beside the text (what is wrong, as the server names it).
const fieldKeys: Record<string, Partial<Record<MessageCode, FieldKey>>> = {
  email: { EMAIL_PASSWORD_REQUIRED: 'emailRequired', EMAIL_INVALID: 'emailInvalid' },
  password: { EMAIL_PASSWORD_REQUIRED: 'passwordRequired', PASSWORD_TOO_SHORT: 'passwordMin' },
  firstName: { NAMES_REQUIRED: 'firstNameRequired' },
  lastName: { NAMES_REQUIRED: 'lastNameRequired' },
  address: { ADDRESS_REQUIRED: 'addressRequired' },
  phone: { PHONE_REQUIRED: 'phoneRequired' },
};

/** The problems with each code worded by its field's own text where it has one (words: t(`auth.validation.${key}`)). */
export function perFieldProblems<F extends string>(problems: Problems<F>, passwordMinLength: number): Problems<F, FieldKey> {
  const worded: Problems<F, FieldKey> = { ...problems };
  for (const [field, problem] of Object.entries(problems) as [F, Problem][]) {
    const code = 'code' in problem ? problem.code : undefined;
    const key = code === undefined ? undefined : fieldKeys[field]?.[code];
    if (key) worded[field] = key === 'passwordMin' ? { code, key, params: { min: passwordMinLength } } : { ...problem, key };
  }
  return worded;
}
