import type { TFunction } from 'i18next';

export interface TextSection {
  heading: string;
  body: string;
}

/** A group of texts from the "pages" section (e.g. pages.terms.sections), in file order; empty while loading. */
export function textGroup<T>(t: TFunction, key: string): [string, T][] {
  const value: unknown = t(key, { returnObjects: true });
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (Object.entries(value) as [string, T][]) : [];
}
