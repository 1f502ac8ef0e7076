// Rolldown's automatic chunks give each set of screens that shares some modules a chunk of its
// own: a back-office screen opened by its address fetched 20–45 of them, many below 1 KB, six at a
// time over HTTP/1.1, each costing a round trip on a phone's line, and the start 14. These plans
// merge the start's parts into two chunks (`startGroups`), and the screens' shared chunks where a
// saved request is worth more than the bytes a merge adds to the screens that did not need them
// (`planChunkGroups`), without moving a module between the start and the screens (decision 068).

/** What the plan needs of a chunk of the automatic build. */
export interface BuiltChunk {
  fileName: string;
  /** The chunk's own modules. */
  moduleIds: string[];
  /** The chunks it imports statically. */
  imports: string[];
  /** Its code's length in bytes. */
  size: number;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

export interface PlanOptions {
  /** The module loaded at once beside the entry (the admin's react-admin start). */
  startModule: string;
  /** How many bytes of code one request saved is worth; a merge is made while it costs less. */
  requestWorthBytes: number;
}

/** A merged group: its name (its largest member's) and the chunks of the automatic build it holds. */
export interface ChunkGroup {
  name: string;
  chunks: string[];
  size: number;
  /** The screens (dynamic entries) that load it. */
  screens: string[];
}

/** `start` and everything reachable from it by `next`. */
function closure<T>(start: Iterable<T>, next: (item: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const pending = [...start];
  while (pending.length) {
    const item = pending.pop() as T;
    if (seen.has(item)) continue;
    seen.add(item);
    pending.push(...next(item));
  }
  return seen;
}

/** The start's chunks: the entry's and the start module's, with all they import statically. */
export function startChunks(chunks: BuiltChunk[], startModule: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId === startModule).map((chunk) => chunk.fileName);
  return closure(roots, (file) => byFile.get(file)?.imports ?? []);
}

/**
 * The start in two groups beside its two own chunks: what the entry imports ('entry-parts'), and
 * what the start module imports beyond that ('react-admin'). Merging them costs no screen a byte:
 * every page loads the entry's parts first, and every screen renders inside react-admin's start.
 * It saves the start its requests (the admin's 14 chunks become four).
 */
export function startGroups(chunks: BuiltChunk[], startModule: string): ChunkGroup[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const start = chunks.find((chunk) => chunk.facadeModuleId === startModule)?.fileName;
  const entryParts = closure(entries, importsOf);
  const reactAdmin = [...closure(start ? [start] : [], importsOf)].filter((file) => !entryParts.has(file) && file !== start);
  const screens = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.fileName !== start).map((chunk) => chunk.fileName);
  return [
    { name: 'entry-parts', chunks: [...entryParts].filter((file) => !entries.includes(file)) },
    { name: 'react-admin', chunks: reactAdmin },
  ]
    .filter((group) => group.chunks.length > 1)
    .map((group) => ({ ...group, size: group.chunks.reduce((sum, file) => sum + (byFile.get(file)?.size ?? 0), 0), screens }));
}

/**
 * Merges the screens' shared chunks greedily, the most worthwhile merge first. A screen's cost is
 * what it loads beyond the start: a request counts as `requestWorthBytes`, code as its size, and a
 * merged group brings everything it imports. A merge is made when it lowers the screens' total
 * cost and leaves no screen costlier than with the automatic chunks; never when it would close a
 * cycle between groups (one group's code would have to run before a group it needs).
 */
export function planChunkGroups(chunks: BuiltChunk[], options: PlanOptions): ChunkGroup[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = startChunks(chunks, options.startModule);
  const screens = chunks.filter((chunk) => chunk.isDynamicEntry && !start.has(chunk.fileName));
  // Every chunk beyond the start is a group of its own at first; only shared chunks merge, a
  // screen's own chunk (a dynamic entry, which may also be imported) stays as it is.
  const beyondStart = chunks.filter((chunk) => !start.has(chunk.fileName));
  const indexOf = new Map(beyondStart.map((chunk, index) => [chunk.fileName, index]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
  const mergeable = beyondStart.map((chunk) => !chunk.isDynamicEntry);

  // `live` says which groups still stand after merges.
  const members = beyondStart.map((chunk) => [chunk.fileName]);
  const size = beyondStart.map((chunk) => chunk.size);
  const imports = beyondStart.map(
    (chunk) => new Set(chunk.imports.flatMap((file) => (indexOf.has(file) ? [indexOf.get(file) as number] : []))),
  );
  const live = new Set(beyondStart.map((_chunk, index) => index));
  const reach = (from: Iterable<number>) => closure(from, (group) => imports[group] ?? []);
  // What each screen loads, as groups; always closed under the groups' imports.
  const loads = screens.map((screen) => {
    const files = closure([screen.fileName], importsOf);
    return new Set([...files].flatMap((file) => (indexOf.has(file) ? [indexOf.get(file) as number] : [])));
  });
  const costOf = (groups: Set<number>, sizeOf: (group: number) => number) => {
    let cost = 0;
    for (const group of groups) cost += options.requestWorthBytes + sizeOf(group);
    return cost;
  };
  const sizeNow = (group: number) => size[group] ?? 0;
  const baseline = loads.map((load) => costOf(load, sizeNow));
  const reachesThroughAnother = (from: number, to: number) => reach([...(imports[from] ?? [])].filter((next) => next !== to)).has(to);

  /** The screens' loads and total cost after merging group b into group a. */
  const afterMerge = (a: number, b: number) => {
    const merged = (group: number) => (group === a ? sizeNow(a) + sizeNow(b) : sizeNow(group));
    const brought = reach([a, b]);
    brought.delete(b);
    const next = loads.map((load) => (load.has(a) || load.has(b) ? new Set([...load, ...brought].filter((group) => group !== b)) : load));
    const costs = next.map((load) => costOf(load, merged));
    return { next, cost: costs.reduce((sum, cost) => sum + cost, 0), fair: costs.every((cost, screen) => cost <= (baseline[screen] ?? 0)) };
  };

  for (;;) {
    const current = loads.reduce((sum, load) => sum + costOf(load, sizeNow), 0);
    let best: { a: number; b: number; next: Set<number>[]; cost: number } | undefined;
    for (const a of live) {
      for (const b of live) {
        // Only groups that some screen loads together can save a request.
        if (b <= a || !mergeable[a] || !mergeable[b] || !loads.some((load) => load.has(a) && load.has(b))) continue;
        const { next, cost, fair } = afterMerge(a, b);
        if (fair && cost < current && (!best || cost < best.cost) && !reachesThroughAnother(a, b) && !reachesThroughAnother(b, a)) {
          best = { a, b, next, cost };
        }
      }
    }
    if (!best) break;
    const { a, b, next } = best;
    members[a] = [...(members[a] ?? []), ...(members[b] ?? [])];
    size[a] = sizeNow(a) + sizeNow(b);
    imports[a] = new Set([...(imports[a] ?? []), ...(imports[b] ?? [])].filter((group) => group !== a && group !== b));
    live.delete(b);
    for (const group of live) if (imports[group]?.delete(b) && group !== a) imports[group]?.add(a);
    next.forEach((load, screen) => (loads[screen] = load));
  }

  return [...live]
    .filter((group) => mergeable[group])
    .map((group) => {
      const files = members[group] ?? [];
      const largest = [...files].sort((x, y) => (byFile.get(y)?.size ?? 0) - (byFile.get(x)?.size ?? 0))[0] as string;
      return {
        name: largest.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, ''),
        chunks: files,
        size: size[group] ?? 0,
        screens: screens.filter((_screen, index) => loads[index]?.has(group)).map((screen) => screen.fileName),
      };
    });
}
