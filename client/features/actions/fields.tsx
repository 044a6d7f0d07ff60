import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './fields.css';

type Labelled = { label: string; hint?: string | undefined; error?: string | undefined };

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
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

/** A labelled select, styled and wired like TextField (hint and error described for assistive technology). */
export function SelectField({
  label,
  hint,
  error,
  children,
  className,
  ref,
  ...select
}: Labelled & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode; ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select ref={ref} id={id} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, hint, error, className, ...area }: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea id={id} className="field__input field__textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...area} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

type Option<V extends string> = { value: V; label: string };

/** One choice among a few, as a row of pill-shaped radio buttons in a fieldset. */
export function ChoiceField<V extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly Option<V>[]; value: V; onChange: (value: V) => void }) {
  return (
    <fieldset className="choice-field">
      <legend className="field__label">{legend}</legend>
      <div className="choice-field__options">
        {options.map((option) => (
          <label key={option.value} className="choice-field__option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
