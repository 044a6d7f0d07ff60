// The profile edit form (SPEC 'Profile edit'): its values from the stored profile, its checks with the server's
// own schema and phone rule, and what account.update receives.
import { countries } from '../../../domain/content/countries';
import { checkPhone, DEFAULT_DIAL_CODE, joinPhone } from '../../../domain/rules/phone';
import { AVATAR_PLACEHOLDER_URL, PASSWORD_MIN_LENGTH, ProfileUpdateInputSchema, type ProfileUpdateInput } from '../../../domain/schemas/accounts';
import { DEFAULT_COUNTRY_CODE } from '../../components/country-picker';
import { refusalProblems } from '../../lib/form';
import { perFieldProblems, type FieldKey } from '../../lib/field-words';
import { issueProblems, type Checked, type Problems } from '../../lib/form-problems';
import { personalDetailsProblems, type PersonalDetails } from '../../lib/personal-details';

export type ProfileEditValues = PersonalDetails & {
  avatarUrl: string;
  changePassword: boolean;
  password: string;
  confirmPassword: string;
};

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'address' | 'avatarUrl' | 'password' | 'confirmPassword';
type ProfileProblems = Problems<ProfileField, FieldKey>;

/** The country shown for a dial code: the default country for +1 (many share it), else the first that uses it. */
function countryOf(dialCode: string): string {
  const defaultCountry = countries.find((country) => country.code === DEFAULT_COUNTRY_CODE);
  if (defaultCountry?.dialCode === dialCode) return defaultCountry.code;
  return countries.find((country) => country.dialCode === dialCode)?.code ?? DEFAULT_COUNTRY_CODE;
}

/** The form filled from the profile; the placeholder avatar shows as no avatar. */
export function profileEditValues(profile: { firstName: string; lastName: string; phone: string; address: string }, avatarUrl: string): ProfileEditValues {
  const phone = checkPhone(profile.phone);
  const dialCode = phone.ok ? phone.dialCode : DEFAULT_DIAL_CODE;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    countryCode: countryOf(dialCode),
    dialCode,
    phoneDigits: phone.ok ? phone.digits : '',
    address: profile.address,
    avatarUrl: avatarUrl === AVATAR_PLACEHOLDER_URL ? '' : avatarUrl,
    changePassword: false,
    password: '',
    confirmPassword: '',
  };
}

const fields: readonly ProfileField[] = ['firstName', 'lastName', 'phone', 'address', 'avatarUrl', 'password', 'confirmPassword'];

/**
 * Checks the form, each field's problem in the words registration uses for it. The avatar is sent only when set; the password only with the change-password box ticked,
 * and then both fields are required, equal and at least 6 characters.
 */
export function checkProfileEdit(values: ProfileEditValues): Checked<ProfileUpdateInput, ProfileField, FieldKey> {
  const own: ProfileProblems = personalDetailsProblems(values);
  if (values.changePassword && values.password === '' && values.confirmPassword === '') own.password = { code: 'PASSWORD_FIELDS_REQUIRED' };
  const avatarUrl = values.avatarUrl.trim();
  const parsed = ProfileUpdateInputSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    phone: joinPhone(values.dialCode, values.phoneDigits),
    address: values.address,
    ...(avatarUrl ? { avatarUrl } : {}),
    ...(values.changePassword ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
  });
  const problems = { ...(parsed.success ? {} : perFieldProblems(issueProblems(parsed.error.issues, fields), PASSWORD_MIN_LENGTH)), ...own };
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: parsed.data };
}

/** Where a refusal of account.update lands: on its fields (the server's words) or, when it names none, above the form. */
export function profileRefusal(error: unknown, text: string): ProfileProblems | null {
  return refusalProblems(error, text, fields, { PHONE_EXISTS: 'phone' });
}
