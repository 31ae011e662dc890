import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './components.css';

interface Props extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary';
  /**
   * While its action runs: announced as unavailable and busy, and a press (or a form's Enter) does
   * nothing, but the button stays focusable, so the keyboard's focus is not dropped to the page.
   */
  busy?: boolean;
}

export function Button({ variant = 'primary', className, type = 'button', busy = false, onClick, ...rest }: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      aria-busy={busy || rest['aria-busy'] || undefined}
      onClick={press}
    />
  );
}
