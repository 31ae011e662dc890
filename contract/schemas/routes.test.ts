import { describe, expect, it } from 'vitest';
import { UserDetailsSchema, UserRecordSchema } from './entities';
import { READ_ONLY_USER_FIELDS, routes, UserUpdateBodySchema } from './routes';

/** The paths, inside a route's request schemas, of patterns that do not say in words what they accept. */
function patternsWithoutWords(schema: unknown, path: string): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = typeof node.pattern === 'string' && typeof node.description !== 'string' ? [path] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => patternsWithoutWords(value, `${path}.${key}`))];
}

describe('the routes\' request schemas', () => {
  it('describe every pattern in words, which a refusal quotes instead of the pattern', () => {
    const missing = Object.entries(routes).flatMap(([name, route]) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) => patternsWithoutWords((route as Record<string, unknown>)[part], `${name}.${part}`)));
    expect(missing).toEqual([]);
  });
});

describe('the user update body', () => {
  it('takes back every field of the user object GET user/{id} answers, so the object can be posted back as it came', () => {
    const taken = Object.keys(UserUpdateBodySchema.properties);
    const answered = [...Object.keys(UserRecordSchema.properties), ...Object.keys(UserDetailsSchema.properties)];
    expect(answered.filter((field) => !taken.includes(field))).toEqual([]);
  });

  it('names as read-only only fields the user object has', () => {
    const answered = new Set([...Object.keys(UserRecordSchema.properties), ...Object.keys(UserDetailsSchema.properties)]);
    expect(READ_ONLY_USER_FIELDS.filter((field) => !answered.has(field))).toEqual([]);
  });
});
