import { describe, expect, it } from 'vitest';
import { databaseRefusal, isUniqueViolation, uniqueViolation } from './pg-errors';

const wrapped = (inner: unknown) => Object.assign(new Error('Failed query'), { cause: inner });

describe('databaseRefusal', () => {
  it("finds PostgreSQL's error inside the wrappers, with its constraint and its own message (not the wrapper's statement)", () => {
    const pgError = Object.assign(new Error('violates foreign key'), { code: '23503', constraint: 'answers_user_id_users_id_fk' });
    expect(databaseRefusal(wrapped(wrapped(pgError)))).toEqual({ code: '23503', constraint: 'answers_user_id_users_id_fk', message: 'violates foreign key' });
    expect(databaseRefusal(Object.assign(new Error('could not serialize'), { code: '40001' }))).toEqual({ code: '40001', message: 'could not serialize' });
  });

  it('is undefined for errors that are not a SQLSTATE, and past five wrappers', () => {
    expect(databaseRefusal(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(databaseRefusal('23505')).toBeUndefined();
    expect(databaseRefusal(wrapped(wrapped(wrapped(wrapped(wrapped({ code: '23505' }))))))).toBeUndefined();
  });
});

describe('uniqueViolation', () => {
  it('names the unique constraint broken, empty when none is named, and nothing for other refusals', () => {
    expect(uniqueViolation(wrapped({ code: '23505', constraint: 'users_email_key' }))).toBe('users_email_key');
    expect(uniqueViolation({ code: '23505' })).toBe('');
    expect(uniqueViolation({ code: '23503', constraint: 'answers_user_id_users_id_fk' })).toBeUndefined();
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
