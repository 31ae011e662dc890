import { useId, type InputHTMLAttributes } from 'react';
import { fieldDescription } from './fieldDescription';
import './components.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** A validation message shown under the field and linked to it. */
  error?: string | null;
  /** A lasting explanation (format, optional) shown under the label and linked to the field. */
  hint?: string | null;
  /** The id of a problem message shown elsewhere (a form's alert) that this field is invalid by. */
  problemId?: string | null;
}

/** A labelled input with its hint and validation message. */
export function TextField({ label, value, onValueChange, error, hint, problemId, ...rest }: Props) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, error);
  const described = [describedBy, problemId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
      <input
        {...rest}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || problemId ? true : undefined}
        aria-describedby={described === '' ? undefined : described}
      />
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
