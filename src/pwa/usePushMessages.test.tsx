// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePushInbox } from './pushInbox';
import { usePushMessages } from './usePushMessages';

afterEach(cleanup);

function Modal() {
  const [message] = usePushMessages(60_000, true);
  return <p data-testid="modal">{message?.title ?? 'none'}</p>;
}

const push = { title: 'A new survey for you', body: 'Five minutes', url: '/polls/5?pushNotification=true', tag: 'quest-5' };

describe('usePushMessages', () => {
  it('takes a push that reached the window before its code had loaded, once', () => {
    usePushInbox.setState({ waiting: push });
    render(<Modal />);
    expect(screen.getByTestId('modal').textContent).toBe('A new survey for you');
    expect(usePushInbox.getState().waiting).toBeNull();
  });

  it('takes a push arriving while it is mounted', () => {
    render(<Modal />);
    expect(screen.getByTestId('modal').textContent).toBe('none');
    act(() => usePushInbox.setState({ waiting: { ...push, title: 'Another survey' } }));
    expect(screen.getByTestId('modal').textContent).toBe('Another survey');
  });
});
