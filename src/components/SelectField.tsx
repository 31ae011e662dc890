import { useId } from 'react';
import { fieldDescription } from './fieldDescription';
import './components.css';

interface Props<V extends string | number> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange(value: V): void;
  name?: string;
  disabled?: boolean;
  /** A validation message shown under the field and linked to it. */
  error?: string | null;
  /** Marked invalid without a message under it (the message is shown elsewhere, e.g. as a toast). */
  invalid?: boolean;
}

/** A labelled native select over typed option values, with its validation message. */
export function SelectField<V extends string | number>({ label, value, options, onValueChange, name, disabled, error, invalid }: Props<V>) {
  const id = useId();
  const { errorId, describedBy } = fieldDescription(id, null, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={String(value)}
        disabled={disabled}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
      </select>
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
