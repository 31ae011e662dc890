type Tree = { [key: string]: unknown };

/** Every text of a translation file with its key path ("rewards.raffle.winner"), for checks over all of them. */
export function localeTexts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    return value !== null && typeof value === 'object' ? localeTexts(value as Tree, path) : [];
  });
}
