// The sign-in and registration forms' checks, made with the same domain schemas and phone rule as the
// server. Field problems are kept as codes and worded when shown, so a language switch rewords them.
import { z } from 'zod';
import { joinPhone } from '../../../domain/rules/phone';
import { AVATAR_PLACEHOLDER_URL, EmailSchema, NewPasswordSchema, PASSWORD_MIN_LENGTH, RegisterInputSchema, type RegisterInput } from '../../../domain/schemas/accounts';
import { perFieldProblems, type FieldKey } from '../../lib/field-words';
import { issueProblems, type Checked, type Problem, type Problems } from '../../lib/form-problems';
import { personalDetailsProblems, type PersonalDetails, type PersonalField } from '../../lib/personal-details';

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

export type RegisterValues = PersonalDetails & { email: string; password: string; confirmPassword: string; acceptTermsAndPolicies: boolean };
type RegisterField = PersonalField | 'email' | 'password' | 'confirmPassword' | 'acceptTermsAndPolicies';

function confirmProblem(password: string, confirmPassword: string): Problem<AuthKey> | null {
  if (confirmPassword === '') return { key: 'confirmRequired' };
  return confirmPassword === password ? null : { code: 'PASSWORDS_DO_NOT_MATCH' };
}

const RegisterFormSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });

/** Every field of SPEC section 5 checked; what account.register receives parsed by the server's own input schema. */
export function checkRegistration(values: RegisterValues): Checked<RegisterInput, RegisterField, AuthKey> {
  const confirm = confirmProblem(values.password, values.confirmPassword);
  const all: Problems<RegisterField, AuthKey> = {
    ...personalDetailsProblems(values),
    ...schemaProblems(RegisterFormSchema, values, ['email', 'password']),
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
