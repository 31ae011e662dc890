import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { languageAutonym, languageChangeOutcome } from './languageChange';

describe('languageChangeOutcome', () => {
  it('is a success without an error', () => {
    expect(languageChangeOutcome(null, 4)).toBe('changed');
  });

  it('warns when the server answers the configured "already selected" code', () => {
    expect(languageChangeOutcome(new ApiError(409, { code: 4, message: 'User panel language is already the selected one!' }), 4)).toBe('already');
    expect(languageChangeOutcome(new ApiError(409, { code: 4 }), 7)).toBe('failed');
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
