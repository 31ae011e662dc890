import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '@contract/schemas/site-config';

const root = join(import.meta.dirname, '..', '..');
/** Firebase's own web options: the app hands the block whole to Firebase's initializeApp. */
const passedWhole = ['firebase.'];
/** Where the configuration is declared, not read. */
const declarations = new Set(['contract/schemas/site-config.ts', 'server/config/site-config.json']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every key of the schema, nested objects' keys included, as `parent.key`. */
function keyPaths(schema: TSchema, prefix = ''): string[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  const variants = (schema as { anyOf?: TSchema[] }).anyOf;
  if (variants) return variants.flatMap((variant) => keyPaths(variant, prefix));
  if (!properties) return [];
  return Object.entries(properties).flatMap(([key, value]) => [`${prefix}${key}`, ...keyPaths(value, `${prefix}${key}.`)]);
}

describe('site configuration keys', () => {
  const sources = ['src', 'server', 'sw', 'contract']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((path) => !declarations.has(relative(root, path).replaceAll('\\', '/')))
    .map((path) => readFileSync(path, 'utf8'));
  const read = (key: string) => sources.some((text) => new RegExp(`\\b${key}\\b`).test(text));

  it('are each read by the app or the server (a key nothing reads is removed from the schema)', () => {
    const unread = keyPaths(SiteConfigSchema)
      .filter((path) => !passedWhole.some((prefix) => path.startsWith(prefix)))
      .filter((path) => !read(path.split('.').at(-1) as string));
    expect(unread).toEqual([]);
  });

  it('the scan finds a key that is read and misses one that is not', () => {
    expect(read('maxChoices')).toBe(true);
    expect(read('noSuchSiteConfigKey')).toBe(false);
  });
});
