// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button while busy', () => {
  it('stays focusable, is announced unavailable and busy, and a press does nothing', () => {
    const onClick = vi.fn();
    render(<Button busy onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect([button.getAttribute('aria-disabled'), button.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form, by a press or by Enter in a field', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(<form onSubmit={(event) => onSubmit(event.nativeEvent)}><input aria-label="Name" /><Button type="submit" busy>Send</Button></form>);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('acts as a button again once its action is done', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button busy onClick={onClick}>Save</Button>);
    rerender(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });
});
