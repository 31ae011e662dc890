#!/usr/bin/env node
// Deep-merges the keys of a JSON file into public/specific/locales/<lng>/panelist.json, reading the
// file at the moment of the merge and writing it back at once (two helpers may edit it concurrently).
// Usage: node tests/tools/merge-locale.mjs <lng> <json-file-with-keys>
/* global process, console */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [lng, source] = process.argv.slice(2);
if (!lng || !source) {
  console.error('usage: node tests/tools/merge-locale.mjs <lng> <json-file>');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const target = join(root, 'public', 'specific', 'locales', lng, 'panelist.json');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isObject(value) && isObject(into[key]) ? merge(into[key], value) : value;
  }
  return into;
}

const additions = JSON.parse(readFileSync(source, 'utf8'));
mkdirSync(dirname(target), { recursive: true });
const current = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
writeFileSync(target, `${JSON.stringify(merge(current, additions), null, 2)}\n`);
console.log(`merged ${Object.keys(additions).join(', ')} into ${target}`);
