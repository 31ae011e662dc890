// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog';

beforeAll(() => {
  // jsdom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});
afterEach(cleanup);

function Dialog({ open }: { open: boolean }) {
  return (
    <ModalDialog open={open} labelledBy="t" describedBy="d" onCancel={() => undefined} testId="dialog">
      <h2 id="t">Delete the account?</h2>
      <p id="d">Everything you gave the panel goes.</p>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('is named by its heading and described by its text while open', () => {
    render(<Dialog open />);
    const dialog = screen.getByTestId('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Delete the account?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Everything you gave the panel goes.');
  });

  it('names no description that is not there while closed', () => {
    render(<Dialog open={false} />);
    expect(screen.getByTestId('dialog').hasAttribute('aria-describedby')).toBe(false);
  });
});
