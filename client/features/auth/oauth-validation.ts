// The completion form of a first provider sign-in: the registration's fields a provider does not give, checked
// with the same schemas and phone rule as registration (./validation).
import { joinPhone } from '../../../domain/rules/phone';
import { OAuthCompleteInputSchema, type OAuthCompleteInput } from '../../../domain/schemas/oauth';
import type { Problems } from '../../lib/form-problems';
import type { FieldKey } from '../../lib/field-words';
import { personalDetailsProblems, type PersonalDetails, type PersonalField } from '../../lib/personal-details';
import { checked } from './validation';

export type CompletionValues = PersonalDetails & { acceptTermsAndPolicies: boolean };
type CompletionField = PersonalField | 'acceptTermsAndPolicies';

export function checkCompletion(values: CompletionValues, ticket: string) {
  const problems: Problems<CompletionField, FieldKey> = {
    ...personalDetailsProblems(values),
    ...(values.acceptTermsAndPolicies ? {} : { acceptTermsAndPolicies: { key: 'termsRequired' } }),
  };
  return checked(problems, (): OAuthCompleteInput =>
    OAuthCompleteInputSchema.parse({
      ticket,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: joinPhone(values.dialCode, values.phoneDigits),
      address: values.address,
      acceptTermsAndPolicies: values.acceptTermsAndPolicies,
    }),
  );
}
