import type { ButtonHTMLAttributes } from 'react';
import './components.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: Props) {
  return <button {...rest} type={type} className={`button button--${variant}${className ? ` ${className}` : ''}`} />;
}
