import { useId } from 'react';
import './components.css';

interface Props<V extends string | number> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange(value: V): void;
  name?: string;
}

/** A labelled native select over typed option values. */
export function SelectField<V extends string | number>({ label, value, options, onValueChange, name }: Props<V>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
      </select>
    </div>
  );
}
