// The personal details a person gives (SPEC section 5): names, phone and address, as registration, the completion
// of a first provider sign-in and the profile edit ask for them, checked with the domain's schemas and phone rule.
import { z } from 'zod';
import { checkPhoneDigits } from '../../domain/rules/phone';
import { AddressSchema, NameSchema, PASSWORD_MIN_LENGTH } from '../../domain/schemas/accounts';
import { perFieldProblems, type FieldKey } from './field-words';
import { issueProblems, type Problem, type Problems } from './form-problems';

/** The values of the group: the phone as its country, dial code and national digits. */
export type PersonalDetails = { firstName: string; lastName: string; countryCode: string; dialCode: string; phoneDigits: string; address: string };
export type PersonalField = 'firstName' | 'lastName' | 'phone' | 'address';

const PersonalDetailsSchema = z.object({ firstName: NameSchema, lastName: NameSchema, address: AddressSchema });

function phoneProblem(dialCode: string, digits: string): Problem | null {
  if (digits === '') return { code: 'PHONE_REQUIRED' };
  const problem = checkPhoneDigits(dialCode, digits);
  return problem ? { code: problem.code, params: problem.params } : null;
}

/** The problem of each field of the group, each in the words its field has (auth.validation.*) where it has them. */
export function personalDetailsProblems(values: PersonalDetails): Problems<PersonalField, FieldKey> {
  const parsed = PersonalDetailsSchema.safeParse(values);
  const phone = phoneProblem(values.dialCode, values.phoneDigits);
  const problems: Problems<PersonalField> = { ...(parsed.success ? {} : issueProblems(parsed.error.issues, ['firstName', 'lastName', 'address'])), ...(phone ? { phone } : {}) };
  return perFieldProblems(problems, PASSWORD_MIN_LENGTH);
}
