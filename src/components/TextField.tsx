import { useId, type InputHTMLAttributes } from 'react';
import './components.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** A validation message shown under the field and linked to it. */
  error?: string | null;
}

/** A labelled input with its validation message. */
export function TextField({ label, value, onValueChange, error, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
