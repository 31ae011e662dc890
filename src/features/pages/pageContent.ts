import type { TFunction } from 'i18next';

export interface TextSection {
  heading: string;
  body: string;
}

/** The suffix of an entry that stands in for its namesake when the site has tickets switched off. */
const NO_TICKETS_SUFFIX = '_noTickets';

/**
 * The entries of a text group as the site shows them: with tickets switched off, an entry
 * `<id>_noTickets` takes the place of `<id>` (null leaves it out); otherwise those variants are
 * dropped. File order is kept.
 */
export function resolveTicketVariants<T>(entries: [string, T | null][], ticketsOff: boolean): [string, T][] {
  const variants = new Map(entries.filter(([id]) => id.endsWith(NO_TICKETS_SUFFIX)).map(([id, value]) => [id.slice(0, -NO_TICKETS_SUFFIX.length), value]));
  return entries.flatMap(([id, value]): [string, T][] => {
    if (id.endsWith(NO_TICKETS_SUFFIX)) return [];
    const shown = ticketsOff && variants.has(id) ? variants.get(id) : value;
    return shown === null || shown === undefined ? [] : [[id, shown]];
  });
}

/**
 * A group of texts from the "pages" section (e.g. pages.terms.sections), in file order, with the
 * tickets-off variants applied; empty while loading.
 */
export function textGroup<T>(t: TFunction, key: string, ticketsOff = false): [string, T][] {
  const value: unknown = t(key, { returnObjects: true });
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return resolveTicketVariants(Object.entries(value) as [string, T | null][], ticketsOff);
}
