import { afterEach, describe, expect, it, vi } from 'vitest';

const { dismiss, show } = vi.hoisted(() => ({ dismiss: vi.fn(), show: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: Object.assign(show, { dismiss }) }));

import { clearWarning, PROPOSE_WARNING, warn } from './warn';

afterEach(() => {
  clearWarning();
  vi.clearAllMocks();
});

describe('the propose warning', () => {
  it('is one toast, replaced by each new warning', () => {
    warn('The question text is empty, please add text!');
    warn('You have reached the maximum number of choices');
    expect(show).toHaveBeenLastCalledWith('You have reached the maximum number of choices', expect.objectContaining({ id: PROPOSE_WARNING }));
  });

  it('goes when the problem it names is mended, and stays when another one is', () => {
    warn('The question text is empty, please add text!');
    clearWarning('You have reached the maximum number of choices');
    expect(dismiss).not.toHaveBeenCalled();
    clearWarning('The question text is empty, please add text!');
    expect(dismiss).toHaveBeenCalledWith(PROPOSE_WARNING);
  });

  it('goes whatever it says when the proposal passes its checks', () => {
    warn('The question scale is not chosen!');
    clearWarning();
    expect(dismiss).toHaveBeenCalledWith(PROPOSE_WARNING);
  });
});
