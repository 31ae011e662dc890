/** A region or city as the server lists it (named in English). */
export interface Place {
  id: number;
  name: string;
}

/**
 * The places as a list's options, named in the interface's language and in that language's
 * alphabetical order (the server's order is the English names'), so a member finds theirs where
 * they expect it.
 */
export function placeOptions(places: readonly Place[], nameIn: (englishName: string) => string, language: string): { value: number; label: string }[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return places.map((place) => ({ value: place.id, label: nameIn(place.name) })).sort((a, b) => collator.compare(a.label, b.label));
}
