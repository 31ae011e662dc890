// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConsentModal } from './ConsentModal';

afterEach(cleanup);

describe('the consent modal', () => {
  it('is labelled by its title and enables confirm only with both agreements ticked', () => {
    const onConfirm = vi.fn();
    render(<ConsentModal open busy={false} onConfirm={onConfirm} onDeny={() => undefined} />);
    const dialog = screen.getByTestId('consent-modal');
    expect(dialog.getAttribute('aria-labelledby')).toBe('consent-title');
    const [terms, processing] = screen.getAllByRole('checkbox', { hidden: true }) as HTMLInputElement[];
    const confirm = screen.getByRole('button', { name: 'auth.consentModal.confirm', hidden: true }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(terms!);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(processing!);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('denies with the link and with Escape (the dialog\'s cancel)', () => {
    const onDeny = vi.fn();
    render(<ConsentModal open busy={false} onConfirm={() => undefined} onDeny={onDeny} />);
    fireEvent.click(screen.getByRole('link', { name: 'auth.consentModal.deny', hidden: true }));
    fireEvent(screen.getByTestId('consent-modal'), new Event('cancel', { cancelable: true }));
    expect(onDeny).toHaveBeenCalledTimes(2);
  });

  it('keeps confirm unavailable while the request runs: focusable, marked busy, a press does nothing', () => {
    const onConfirm = vi.fn();
    render(<ConsentModal open busy onConfirm={onConfirm} onDeny={() => undefined} />);
    for (const box of screen.getAllByRole('checkbox', { hidden: true })) fireEvent.click(box);
    const confirm = screen.getByRole('button', { name: 'auth.consentModal.confirm', hidden: true });
    fireEvent.click(confirm);
    expect([confirm.getAttribute('aria-disabled'), confirm.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
