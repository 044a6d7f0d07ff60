// The completion form of a first provider sign-in: the registration's fields a provider does not give, checked
// with the same schemas and phone rule as registration (./validation).
import { z } from 'zod';
import { joinPhone } from '../../../domain/rules/phone';
import { AddressSchema, NameSchema } from '../../../domain/schemas/accounts';
import { OAuthCompleteInputSchema, type OAuthCompleteInput } from '../../../domain/schemas/oauth';
import type { Problems } from '../../lib/form-problems';
import type { FieldKey } from '../../lib/field-words';
import { checked, phoneProblem, schemaProblems, type RegisterValues } from './validation';

export type CompletionValues = Pick<RegisterValues, 'firstName' | 'lastName' | 'dialCode' | 'phoneDigits' | 'address' | 'acceptTermsAndPolicies'>;
type CompletionField = 'firstName' | 'lastName' | 'phone' | 'address' | 'acceptTermsAndPolicies';

const CompletionFormSchema = z.object({ firstName: NameSchema, lastName: NameSchema, address: AddressSchema });

export function checkCompletion(values: CompletionValues, ticket: string) {
  const phone = phoneProblem(values.dialCode, values.phoneDigits);
  const problems: Problems<CompletionField, FieldKey> = {
    ...schemaProblems(CompletionFormSchema, values, ['firstName', 'lastName', 'address']),
    ...(phone ? { phone } : {}),
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
