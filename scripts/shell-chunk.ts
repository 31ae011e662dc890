import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: string[] } | null;
}

/**
 * A Rolldown codeSplitting group that puts every module the app's entry imports statically into
 * one `shell` chunk. Left alone, Rolldown cuts that graph into a dozen small chunks (every module
 * a lazy screen also imports gets its own), and each is one more request before the first render
 * on a phone's network (design.md section 8). Screens and what only they import stay lazy.
 */
export function shellChunkGroup(entry = resolve(import.meta.dirname, '../src/main.tsx')) {
  let shell: Set<string> | null = null;
  const staticGraph = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [entry];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name(moduleId: string, graph: ModuleGraph): string | null {
      shell ??= staticGraph(graph);
      return moduleId !== entry && shell.has(moduleId) ? 'shell' : null;
    },
  };
}
