// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first render and renders them in a later task', async () => {
    const { container } = render(
      <div>
        <p>Now</p>
        <AfterFirstPaint><p>Later</p></AfterFirstPaint>
      </div>,
    );
    expect(container.textContent).toBe('Now');
    expect(await screen.findByText('Later')).toBeTruthy();
    expect(container.textContent).toBe('NowLater');
  });

  it('renders nothing after it is gone before its turn came', async () => {
    const { container, unmount } = render(<AfterFirstPaint><p>Later</p></AfterFirstPaint>);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
