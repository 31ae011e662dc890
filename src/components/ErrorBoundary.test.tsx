// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { errors: { caughtIn: 'Error caught in {{name}}' } } } },
  interpolation: { escapeValue: false },
});

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows "Error caught in {boundary name}" when a child fails to render', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary name="FeedPage"><Broken /></ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Error caught in FeedPage');
    quiet.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary name="App"><p>fine</p></ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
