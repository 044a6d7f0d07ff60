import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons';
import './form.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Something drawn before the input inside the same row (the country picker of the phone). */
  prefix?: ReactNode;
};

/** The ids of the texts that describe a field: its hint, its counter and its error, those it has. */
function describedBy(id: string, parts: { hint?: unknown; counter?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-counter` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function fieldClass(error: string | undefined, className: string | undefined): string {
  return `field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
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
    </>
  );
}

/** A labelled input with its hint and its error, tied together for assistive technology. */
export function TextField({ label, error, hint, prefix, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        {prefix}
        <input id={id} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...input} />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, ...input }: Omit<FieldProps, 'type' | 'prefix'>) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row field__row--password">
        <input
          id={id}
          className="field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...input}
        />
        <button
          type="button"
          className="field__reveal"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select, wired like TextField. */
export function SelectField({ label, error, hint, className, children, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select ref={ref} id={id} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...select}>
        {children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
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

/** A labelled multi-line text input, with an optional character counter. */
export function TextAreaField({ label, value, error, hint, counterMax, labelHidden = false, className, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const counter = counterMax === undefined ? null : t('common.counter', { count: value.length, max: counterMax });
  return (
    <div className={fieldClass(error, className)}>
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
      {counter ? (
        <div className="field__footer">
          {hint ? (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-counter`} className={`field__counter${counterMax !== undefined && value.length >= counterMax ? ' field__counter--full' : ''}`}>
            {counter}
          </p>
        </div>
      ) : null}
      <FieldMessages id={id} hint={counter ? undefined : hint} error={error} />
    </div>
  );
}

/** An email input: the email keyboard and the browser's saved addresses. */
export function EmailField(props: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" required {...props} />;
}
