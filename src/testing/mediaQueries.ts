/** jsdom has no media queries: each query answers `matches(query)` (by default none matches, a phone-sized window). */
export function stubMediaQueries(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = ((query: string) => ({ matches: matches(query), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}
