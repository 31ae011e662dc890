import { describe, expect, it } from 'vitest';
import { routes } from './routes';

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
