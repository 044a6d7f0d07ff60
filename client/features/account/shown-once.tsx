import { useId, type ReactNode } from 'react';
import { FormAlert } from '../../components/error-alert';
import { useToast } from '../../components/toast';

type ShownOnceProps = {
  label: string;
  /** The secret: the server keeps only its hash, so this is the one time it can be read. */
  value: string;
  copyLabel: string;
  copied: string;
  copyFailed: string;
  /** Said below the secret (role alert), e.g. that it will not be shown again. */
  warning?: string;
  /** The card's own buttons beside the copy one. */
  children?: ReactNode;
};

/** A secret just made (an API token, a calendar URL), shown this once: read-only, selected on focus, with a copy button. */
export function ShownOnce({ label, value, copyLabel, copied, copyFailed, warning, children }: ShownOnceProps) {
  const toast = useToast();
  const valueId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(copyFailed);
    }
  };
  return (
    <div className="field">
      <label htmlFor={valueId} className="field__label">
        {label}
      </label>
      <input id={valueId} className="field__input" value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
      <FormAlert text={warning} />
      <div className="account-data__actions">
        <button type="button" className="button button--primary button--block" onClick={() => void copy()}>
          {copyLabel}
        </button>
        {children}
      </div>
    </div>
  );
}
