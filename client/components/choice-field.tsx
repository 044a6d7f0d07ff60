import './choice-field.css';

type Option<V extends string> = { value: V; label: string };

type ChoiceFieldProps<V extends string> = {
  legend: string;
  name: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The id of the text that says what is wrong with the choice: the radios are then invalid and described by it. */
  errorId?: string;
};

/** One choice among a few, as a row of pill-shaped radio buttons in a fieldset. */
export function ChoiceField<V extends string>({ legend, name, options, value, onChange, errorId }: ChoiceFieldProps<V>) {
  return (
    <fieldset className="choice-field">
      <legend className="field__label">{legend}</legend>
      <div className="choice-field__options">
        {options.map((option) => (
          <label key={option.value} className="choice-field__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
