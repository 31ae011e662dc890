// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { showStartupFailure, startupFailureText } from './startupFailure';

describe('showStartupFailure', () => {
  it('says why in the member\'s language, with a button that loads the page again', () => {
    const root = document.createElement('div');
    const reload = vi.fn();
    showStartupFailure(root, startupFailureText('ru', []), reload);
    expect(root.lang).toBe('ru');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Не удалось запустить приложение. Проверьте подключение и перезагрузите страницу.');
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('Повторить');
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page again by itself when the connection comes back', () => {
    const reload = vi.fn();
    showStartupFailure(document.createElement('div'), startupFailureText('en', []), reload);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
