// The form fields the shared form-field.tsx does not have: a multi-line text with an optional counter and a
// select, styled and labelled like TextField.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

function describedBy(id: string, parts: { hint?: unknown; counter?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  /** Shows 'n/max' under the field; the element also refuses input past it. */
  counterMax?: number;
  labelHidden?: boolean;
};

export function TextAreaField({ label, value, error, hint, counterMax, labelHidden = false, className, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const counter = counterMax === undefined ? null : t('projects.counter', { count: value.length, max: counterMax });
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea"
        value={value}
        maxLength={counterMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, counter, error })}
        {...textarea}
      />
      <div className="field__footer">
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {counter ? (
          <p id={`${id}-counter`} className={`field__counter${counterMax !== undefined && value.length >= counterMax ? ' field__counter--full' : ''}`}>
            {counter}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
};

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...select}>
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
