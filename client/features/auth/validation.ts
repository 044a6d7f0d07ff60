// The sign-in and registration forms' checks, made with the same domain schemas and phone rule as the
// server. Field problems are kept as codes and worded when shown, so a language switch rewords them.
import type { z } from 'zod';
import { isMessageCode, translate, type MessageCode, type MessageParams } from '../../../domain/messages';
import { checkPhoneDigits, joinPhone } from '../../../domain/rules/phone';
import {
  AddressSchema,
  AVATAR_PLACEHOLDER_URL,
  EmailSchema,
  NameSchema,
  NewPasswordSchema,
  PASSWORD_MIN_LENGTH,
  RegisterInputSchema,
  type RegisterInput,
} from '../../../domain/schemas/accounts';
import type { Language } from '../../i18n';
import type { TFunction } from 'i18next';

/** A problem worded by the client's own texts (auth.validation.*) or by the shared message catalogue. */
export type FieldProblem = { key: ClientKey; params?: MessageParams } | { code: MessageCode; params?: MessageParams };
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

type ClientKey =
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

// The service's messages that name two fields at once ('Email y contraseña son requeridos') get the form's
// per-field texts of SPEC section 5; every other code keeps its catalogue text.
const fieldKeys: Record<string, Partial<Record<MessageCode, ClientKey>>> = {
  email: { EMAIL_PASSWORD_REQUIRED: 'emailRequired', EMAIL_INVALID: 'emailInvalid' },
  password: { EMAIL_PASSWORD_REQUIRED: 'passwordRequired', PASSWORD_TOO_SHORT: 'passwordMin' },
  firstName: { NAMES_REQUIRED: 'firstNameRequired' },
  lastName: { NAMES_REQUIRED: 'lastNameRequired' },
  address: { ADDRESS_REQUIRED: 'addressRequired' },
  phone: { PHONE_REQUIRED: 'phoneRequired' },
  acceptTermsAndPolicies: { TERMS_NOT_ACCEPTED: 'termsRequired' },
};

function problemOf(field: string, schema: z.ZodType, value: unknown): FieldProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? 'INVALID_FORMAT';
  const code: MessageCode = isMessageCode(message) ? message : 'INVALID_FORMAT';
  const key = fieldKeys[field]?.[code];
  if (key) return key === 'passwordMin' ? { key, params: { min: PASSWORD_MIN_LENGTH } } : { key };
  return { code };
}

export function problemText(problem: FieldProblem, t: TFunction, language: Language): string {
  return 'key' in problem ? t(`auth.validation.${problem.key}`, { ...problem.params, lng: language }) : translate(problem.code, language, problem.params);
}

function compact<F extends string>(entries: [F, FieldProblem | null][]): FieldProblems<F> {
  return Object.fromEntries(entries.filter(([, problem]) => problem !== null)) as FieldProblems<F>;
}

export type LoginValues = { email: string; password: string };
export type LoginField = keyof LoginValues;

export function validateLogin(values: LoginValues): FieldProblems<LoginField> {
  return compact<LoginField>([
    ['email', problemOf('email', EmailSchema, values.email)],
    ['password', problemOf('password', NewPasswordSchema, values.password)],
  ]);
}

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  phoneDigits: string;
  address: string;
  password: string;
  confirmPassword: string;
  acceptTermsAndPolicies: boolean;
};
export type RegisterField = Exclude<keyof RegisterValues, 'dialCode' | 'phoneDigits'> | 'phone';

function phoneProblem(dialCode: string, digits: string): FieldProblem | null {
  if (digits === '') return { key: 'phoneRequired' };
  const problem = checkPhoneDigits(dialCode, digits);
  return problem ? { code: problem.code, params: problem.params } : null;
}

function confirmProblem(password: string, confirmPassword: string): FieldProblem | null {
  if (confirmPassword === '') return { key: 'confirmRequired' };
  return confirmPassword === password ? null : { code: 'PASSWORDS_DO_NOT_MATCH' };
}

export function validateRegistration(values: RegisterValues): FieldProblems<RegisterField> {
  return compact<RegisterField>([
    ['firstName', problemOf('firstName', NameSchema, values.firstName)],
    ['lastName', problemOf('lastName', NameSchema, values.lastName)],
    ['email', problemOf('email', EmailSchema, values.email)],
    ['phone', phoneProblem(values.dialCode, values.phoneDigits)],
    ['address', problemOf('address', AddressSchema, values.address)],
    ['password', problemOf('password', NewPasswordSchema, values.password)],
    ['confirmPassword', confirmProblem(values.password, values.confirmPassword)],
    ['acceptTermsAndPolicies', values.acceptTermsAndPolicies ? null : { key: 'termsRequired' }],
  ]);
}

/** What users.register receives: the server's own input schema parses it before it is sent. */
export function registrationPayload(values: RegisterValues): RegisterInput {
  return RegisterInputSchema.parse({
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: joinPhone(values.dialCode, values.phoneDigits),
    address: values.address,
    avatarUrl: AVATAR_PLACEHOLDER_URL,
    acceptTermsAndPolicies: values.acceptTermsAndPolicies,
  });
}
