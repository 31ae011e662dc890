import { describe, expect, it } from 'vitest';
import { startupFailureText } from './startupFailure';

const ENGLISH = 'The application could not start. Please check your connection and reload the page.';

describe('startupFailureText', () => {
  it('speaks the language cookie\'s language', () => {
    expect(startupFailureText('ru', ['en-US'])).toEqual({ language: 'ru', text: 'Не удалось запустить приложение. Проверьте подключение и перезагрузите страницу.', retry: 'Повторить' });
    expect(startupFailureText('kk', [])).toEqual({ language: 'kk', text: 'Қолданбаны іске қосу мүмкін болмады. Байланысты тексеріп, бетті қайта жүктеңіз.', retry: 'Қайталау' });
    expect(startupFailureText('en', ['ru-RU'])).toEqual({ language: 'en', text: ENGLISH, retry: 'Try again' });
  });

  it('without a known cookie, the browser\'s first language it has', () => {
    expect(startupFailureText(null, ['kk-KZ', 'ru'])).toMatchObject({ language: 'kk' });
    expect(startupFailureText('de', ['de-DE', 'ru-RU'])).toMatchObject({ language: 'ru' });
    expect(startupFailureText(undefined, ['RU'])).toMatchObject({ language: 'ru' });
  });

  it('else English', () => {
    expect(startupFailureText(null, [])).toMatchObject({ language: 'en', text: ENGLISH });
    expect(startupFailureText('fr', ['fr-FR', 'de'])).toMatchObject({ language: 'en', text: ENGLISH });
  });
});
