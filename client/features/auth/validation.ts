// The sign-in and registration forms' checks, made with the same domain schemas and phone rule as the
// server. Field problems are kept as codes and worded when shown, so a language switch rewords them.
import { z } from 'zod';
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
import { perFieldProblems, type FieldKey } from '../../lib/field-words';
import { issueProblems, type Checked, type Problem, type Problems } from '../../lib/form-problems';

/** The forms' own texts (auth.validation.*). */
type AuthKey = FieldKey;

/** The schemas' problems of the fields, each worded by the form's own text where it has one. */
export function schemaProblems<F extends string>(schema: z.ZodObject<Record<F, z.ZodType>>, values: unknown, fields: readonly F[]): Problems<F, AuthKey> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : perFieldProblems(issueProblems(parsed.error.issues, fields), PASSWORD_MIN_LENGTH);
}

export function checked<I, F extends string>(problems: Problems<F, AuthKey>, input: () => I): Checked<I, F, AuthKey> {
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, input: input() };
}

export type LoginValues = { email: string; password: string };
type LoginField = keyof LoginValues;
const LoginFormSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });

export function checkLogin(values: LoginValues): Checked<LoginValues, LoginField, AuthKey> {
  return checked(schemaProblems(LoginFormSchema, values, ['email', 'password']), () => ({ email: values.email.trim(), password: values.password }));
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
type RegisterField = Exclude<keyof RegisterValues, 'dialCode' | 'phoneDigits'> | 'phone';

export function phoneProblem(dialCode: string, digits: string): Problem<AuthKey> | null {
  if (digits === '') return { key: 'phoneRequired' };
  const problem = checkPhoneDigits(dialCode, digits);
  return problem ? { code: problem.code, params: problem.params } : null;
}

function confirmProblem(password: string, confirmPassword: string): Problem<AuthKey> | null {
  if (confirmPassword === '') return { key: 'confirmRequired' };
  return confirmPassword === password ? null : { code: 'PASSWORDS_DO_NOT_MATCH' };
}

const RegisterFormSchema = z.object({ firstName: NameSchema, lastName: NameSchema, email: EmailSchema, address: AddressSchema, password: NewPasswordSchema });

/** Every field of SPEC section 5 checked; what users.register receives parsed by the server's own input schema. */
export function checkRegistration(values: RegisterValues): Checked<RegisterInput, RegisterField, AuthKey> {
  const problems = schemaProblems(RegisterFormSchema, values, ['firstName', 'lastName', 'email', 'address', 'password']);
  const phone = phoneProblem(values.dialCode, values.phoneDigits);
  const confirm = confirmProblem(values.password, values.confirmPassword);
  const all: Problems<RegisterField, AuthKey> = {
    ...problems,
    ...(phone ? { phone } : {}),
    ...(confirm ? { confirmPassword: confirm } : {}),
    ...(values.acceptTermsAndPolicies ? {} : { acceptTermsAndPolicies: { key: 'termsRequired' } }),
  };
  return checked(all, () =>
    RegisterInputSchema.parse({
      email: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: joinPhone(values.dialCode, values.phoneDigits),
      address: values.address,
      avatarUrl: AVATAR_PLACEHOLDER_URL,
      acceptTermsAndPolicies: values.acceptTermsAndPolicies,
    }),
  );
}

export type ForgotPasswordValues = { email: string };
const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

export function checkForgotPassword(values: ForgotPasswordValues): Checked<ForgotPasswordValues, 'email', AuthKey> {
  return checked(schemaProblems(ForgotPasswordFormSchema, values, ['email']), () => ({ email: values.email.trim() }));
}

export type NewPasswordValues = { password: string; confirmPassword: string };
const NewPasswordFormSchema = z.object({ password: NewPasswordSchema });

/** The new password of a reset link: the registration's password and confirmation rules. */
export function checkNewPassword(values: NewPasswordValues): Checked<{ password: string }, keyof NewPasswordValues, AuthKey> {
  const confirm = confirmProblem(values.password, values.confirmPassword);
  const problems: Problems<keyof NewPasswordValues, AuthKey> = {
    ...schemaProblems(NewPasswordFormSchema, values, ['password']),
    ...(confirm ? { confirmPassword: confirm } : {}),
  };
  return checked(problems, () => ({ password: values.password }));
}
