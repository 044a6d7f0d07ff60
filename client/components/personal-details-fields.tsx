// The personal-details field group of registration, of the completion of a first provider sign-in and of the
// profile edit: the same fields, labels, autocomplete hints and checks (lib/personal-details) in all three.
import { useTranslation } from 'react-i18next';
import { countries, type Country } from '../../domain/content/countries';
import { DEFAULT_DIAL_CODE } from '../../domain/rules/phone';
import type { PersonalDetails, PersonalField } from '../lib/personal-details';
import { DEFAULT_COUNTRY_CODE } from './country-picker';
import { TextField } from './form-field';
import { PhoneField } from './phone-field';

/** What the group needs of the form kit (lib/form.ts) of the form that holds it. */
type PersonalDetailsForm = {
  values: PersonalDetails;
  set: (changes: Partial<PersonalDetails>, clears?: readonly PersonalField[]) => void;
  error: (field: PersonalField) => string | undefined;
};

/** Empty details (or the names a provider gave), the phone in the default country. */
export function emptyPersonalDetails(names: { firstName: string; lastName: string } = { firstName: '', lastName: '' }): PersonalDetails {
  const dialCode = countries.find((country) => country.code === DEFAULT_COUNTRY_CODE)?.dialCode ?? DEFAULT_DIAL_CODE;
  return { ...names, countryCode: DEFAULT_COUNTRY_CODE, dialCode, phoneDigits: '', address: '' };
}

/** First name and last name side by side, the phone (country and number) and the address. */
export function PersonalDetailsFields({ form }: { form: PersonalDetailsForm }) {
  const { t } = useTranslation();
  const { values, set, error } = form;
  const text = (name: 'firstName' | 'lastName' | 'address') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
    error: error(name),
    required: true,
  });
  return (
    <>
      <div className="form__pair">
        <TextField label={t('auth.register.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t('auth.register.lastName')} autoComplete="family-name" {...text('lastName')} />
      </div>
      <PhoneField
        label={t('auth.register.phone')}
        countryCode={values.countryCode}
        dialCode={values.dialCode}
        digits={values.phoneDigits}
        error={error('phone')}
        onCountryChange={(country: Country) => set({ countryCode: country.code, dialCode: country.dialCode }, ['phone'])}
        onDigitsChange={(phoneDigits) => set({ phoneDigits }, ['phone'])}
      />
      <TextField label={t('auth.register.address')} autoComplete="street-address" placeholder={t('auth.register.addressPlaceholder')} {...text('address')} />
    </>
  );
}
