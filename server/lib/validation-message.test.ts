import { describe, expect, it } from 'vitest';
import { describeValidation, type ValidationIssue } from './validation-message';

const issue = (keyword: string, instancePath: string, params: Record<string, unknown>, extra: Partial<ValidationIssue> = {}): ValidationIssue => ({ keyword, instancePath, params, ...extra });

describe('describeValidation', () => {
  it('names an unknown or a missing field', () => {
    expect(describeValidation([issue('additionalProperties', '', { additionalProperty: 'points' })], 'body')).toBe('Unknown field "points" in body.');
    expect(describeValidation([issue('required', '', { missingProperty: 'answerId' })], 'body')).toBe('Missing field "answerId" in body.');
  });

  it('says what a pattern stands for, from its schema, never the pattern itself', () => {
    const id = issue('pattern', '/id', { pattern: '^(?:[1-9][0-9]{0,8})$' }, { message: 'must match pattern "^(?:[1-9][0-9]{0,8})$"', parentSchema: { description: 'a positive integer id, at most 2147483647' } });
    expect(describeValidation([id], 'params')).toBe('Invalid id: must be a positive integer id, at most 2147483647.');
    expect(describeValidation([{ ...id, parentSchema: {} }], 'params')).toBe('Invalid id: must be in the expected form.');
  });

  it('lists every constant of a choice, a flag\'s "true" and "false"', () => {
    const flag = [
      issue('const', '/withAgeGroup', { allowedValue: 'true' }),
      issue('const', '/withAgeGroup', { allowedValue: 'false' }),
      issue('anyOf', '/withAgeGroup', {}, { message: 'must match a schema in anyOf' }),
    ];
    expect(describeValidation(flag, 'querystring')).toBe('Invalid withAgeGroup: must be one of "true", "false".');
    expect(describeValidation([issue('const', '/ok', { allowedValue: true })], 'body')).toBe('Invalid ok: must be true.');
  });

  it('names every branch of a union, not its last one: a birthdate, empty or null', () => {
    const birthdate = [
      issue('pattern', '/user_birthdate', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { parentSchema: { description: 'YYYY-MM-DD' } }),
      issue('const', '/user_birthdate', { allowedValue: '' }),
      issue('type', '/user_birthdate', { type: 'null' }, { message: 'must be null' }),
      issue('anyOf', '/user_birthdate', {}, { message: 'must match a schema in anyOf' }),
    ];
    expect(describeValidation(birthdate, 'body')).toBe('Invalid user_birthdate: must be one of YYYY-MM-DD, "", null.');
  });

  it('gives the one limit a value broke in the branch of its type, not the other branches: text or null, a number or null', () => {
    const tooLong = [
      issue('maxLength', '/user_name', { limit: 254 }, { message: 'must NOT have more than 254 characters' }),
      issue('type', '/user_name', { type: 'null' }, { message: 'must be null' }),
      issue('anyOf', '/user_name', {}, { message: 'must match a schema in anyOf' }),
    ];
    expect(describeValidation(tooLong, 'body')).toBe('Invalid user_name: must NOT have more than 254 characters.');
    const negative = [
      issue('minimum', '/choiceTypeId', { limit: 0 }, { message: 'must be >= 0' }),
      issue('type', '/choiceTypeId', { type: 'null' }, { message: 'must be null' }),
      issue('anyOf', '/choiceTypeId', {}, { message: 'must match a schema in anyOf' }),
    ];
    expect(describeValidation(negative, 'body')).toBe('Invalid choiceTypeId: must be >= 0.');
  });

  it('falls back to the validator\'s words, and to the part of the request for a whole-value failure', () => {
    expect(describeValidation([issue('type', '/questionId', { type: 'integer' }, { message: 'must be integer' })], 'body')).toBe('Invalid questionId: must be integer.');
    expect(describeValidation([issue('type', '', { type: 'object' }, { message: 'must be object' })], 'body')).toBe('Invalid body: must be object.');
    expect(describeValidation([], 'body')).toBe('Invalid body.');
  });

  it('says a query parameter given twice must be given once', () => {
    const twice = issue('type', '/points', { type: 'string' }, { message: 'must be string', data: ['10', '20'] });
    expect(describeValidation([twice], 'querystring')).toBe('Invalid points: must be given once.');
    // A flag is a union: each branch fails on the list, and the message still names the repeat.
    const flagTwice = [
      issue('const', '/withAgeGroup', { allowedValue: 'true' }, { data: ['true', 'true'] }),
      issue('const', '/withAgeGroup', { allowedValue: 'false' }, { data: ['true', 'true'] }),
      issue('anyOf', '/withAgeGroup', {}, { data: ['true', 'true'] }),
    ];
    expect(describeValidation(flagTwice, 'querystring')).toBe('Invalid withAgeGroup: must be given once.');
  });
});
