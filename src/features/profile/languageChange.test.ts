import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { languageAutonym, languageChangeOutcome, stepsThroughClosedSelect } from './languageChange';

describe('languageChangeOutcome', () => {
  it('is a success without an error', () => {
    expect(languageChangeOutcome(null, 4)).toBe('changed');
  });

  it('warns when the server answers the configured "already selected" code', () => {
    expect(languageChangeOutcome(new ApiError(409, { code: 4, message: 'User panel language is already the selected one!' }), 4)).toBe('already');
    expect(languageChangeOutcome(new ApiError(409, { code: 4 }), 7)).toBe('failed');
  });

  it('says nothing of its own when the session had ended (401): the sign-out to /login tells it', () => {
    expect(languageChangeOutcome(new ApiError(401, { code: 102 }), 4)).toBe('signedOut');
  });

  it('fails on any other error', () => {
    expect(languageChangeOutcome(new ApiError(500, { code: 500 }), 4)).toBe('failed');
    expect(languageChangeOutcome(new ApiError(0, {}), 4)).toBe('failed');
    expect(languageChangeOutcome(new Error('boom'), 4)).toBe('failed');
  });
});

describe('languageAutonym', () => {
  it('names each language in itself', () => {
    expect(languageAutonym('ru')).toBe('Русский');
    expect(languageAutonym('kk')).toBe('Қазақша');
    expect(languageAutonym('de')).toBe('DE');
  });
});

describe('stepsThroughClosedSelect', () => {
  const key = (name: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
    ({ key: name, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

  it('is true for the arrows, Home, End, Page keys and type-ahead letters', () => {
    for (const name of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'r', 'Қ']) {
      expect(stepsThroughClosedSelect(key(name))).toBe(true);
    }
  });

  it('is false for keys that open the list, confirm or leave', () => {
    for (const name of [' ', 'Enter', 'Escape', 'Tab', 'F4', 'Shift']) expect(stepsThroughClosedSelect(key(name))).toBe(false);
    expect(stepsThroughClosedSelect(key('ArrowDown', { altKey: true }))).toBe(false);
    expect(stepsThroughClosedSelect(key('r', { ctrlKey: true }))).toBe(false);
  });
});
