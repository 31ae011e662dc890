import type { ComponentPropsWithRef } from 'react';
import './components.css';

interface Props extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: Props) {
  return <button {...rest} type={type} className={`button button--${variant}${className ? ` ${className}` : ''}`} />;
}
