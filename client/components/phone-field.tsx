import { useId } from 'react';
import type { Country } from '../../domain/content/countries';
import { formatPhoneDigits, phoneInputFormat } from '../../domain/rules/phone';
import { CountryPicker } from './country-picker';
import './phone-field.css';

type PhoneFieldProps = {
  label: string;
  countryCode: string;
  dialCode: string;
  digits: string;
  error?: string | undefined;
  onCountryChange: (country: Country) => void;
  onDigitsChange: (digits: string) => void;
};

/** The dial-code picker and the national number, masked and cut at the dial code's digit count (domain rule). */
export function PhoneField({ label, countryCode, dialCode, digits, error, onCountryChange, onDigitsChange }: PhoneFieldProps) {
  const id = useId();
  const { placeholder, maxDigits } = phoneInputFormat(dialCode);
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row field__row--phone">
        <CountryPicker value={countryCode} onChange={onCountryChange} />
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="field__input"
          placeholder={placeholder}
          value={formatPhoneDigits(dialCode, digits)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onDigitsChange(event.target.value.replace(/\D/g, '').slice(0, maxDigits))}
          required
        />
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
