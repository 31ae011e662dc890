import { Type } from 'typebox';

/** Path and query parts arrive as text: ids are validated as digit strings, never coerced. */
export const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'a positive integer id' });
export const IdParams = Type.Object({ id: IdParam }, { additionalProperties: false });
export const NoBody = Type.Null();
export const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
export const Email = Type.String({ minLength: 3, maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 200 });
export const PersonName = Type.String({ maxLength: 100 });
export const Fingerprint = Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$' });
export const Phone = Type.String({ minLength: 1, maxLength: 32 });
export const Ok = Type.Object({ ok: Type.Literal(true) });
