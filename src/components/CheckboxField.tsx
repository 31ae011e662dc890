import { useId, type ReactNode } from 'react';
import './components.css';

interface Props {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  name?: string;
  error?: string | null;
}

/** A labelled checkbox with its validation message. */
export function CheckboxField({ label, checked, onCheckedChange, name, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="field__checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label className="field__label" htmlFor={id}>{label}</label>
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
