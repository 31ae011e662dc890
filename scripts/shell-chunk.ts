import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: string[] } | null;
}

const source = (path: string): string => resolve(import.meta.dirname, '..', path);

/**
 * Chunks holding what a module imports statically, the first group first: `shell`, what the app's
 * entry imports, and `card`, what the public card page imports beyond the shell (the card, its
 * results and the answer queue, which the feed and card screens share). Each root stays a chunk of
 * its own (the entry; the page, fetched for its path by the boot and by the server's preload header).
 */
export const STATIC_GROUPS: ReadonlyArray<{ name: string; root: string }> = [
  { name: 'shell', root: source('src/main.tsx') },
  { name: 'card', root: source('src/features/polls/pages/PublicCardPage.tsx') },
];

/**
 * A Rolldown codeSplitting group that puts every module a group's root imports statically into
 * that group's one chunk. Left alone, Rolldown cuts that graph into a dozen small chunks (every module
 * a lazy screen also imports gets its own), and each is one more request before the first render
 * on a phone's network. Screens and what only they import stay lazy.
 */
export function staticChunkGroups(groups = STATIC_GROUPS) {
  let owner: Map<string, string> | null = null;
  const roots = new Set(groups.map(({ root }) => root));
  const staticGraph = (graph: ModuleGraph, root: string): Set<string> => {
    const seen = new Set<string>();
    const pending = [root];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const owners = (graph: ModuleGraph): Map<string, string> => {
    const found = new Map<string, string>();
    for (const { name, root } of groups) for (const id of staticGraph(graph, root)) if (!found.has(id)) found.set(id, name);
    return found;
  };
  return groups.map(({ name }, index) => ({
    name(moduleId: string, graph: ModuleGraph): string | null {
      owner ??= owners(graph);
      return !roots.has(moduleId) && owner.get(moduleId) === name ? name : null;
    },
    // The first group takes its modules before the next is formed.
    priority: groups.length - index,
  }));
}
