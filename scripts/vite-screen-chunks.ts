// The admin's build in two passes (decision 068): Rolldown's automatic chunks first, in memory, to
// learn what the start loads and which chunks the screens share; then the real build with the
// start's parts in two chunks and the screens' shared chunks merged where
// scripts/screen-chunk-groups.ts finds it worth a request.
import { build, type InlineConfig, type UserConfig } from 'vite';
import { planChunkGroups, startGroups, type BuiltChunk } from './screen-chunk-groups.js';

/** One request saved is worth this much code (bytes before compression, about 5 KB compressed): a
 * slow phone line's round trip, shared by six connections, against its 1.6 Mbit/s. */
const requestWorthBytes = 16_000;

async function automaticChunks(config: UserConfig): Promise<BuiltChunk[]> {
  const inMemory: InlineConfig = {
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false },
  };
  const result = await build(inMemory);
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.flatMap((item) =>
          item.type === 'chunk'
            ? [
                {
                  fileName: item.fileName,
                  moduleIds: item.moduleIds,
                  imports: item.imports,
                  size: item.code.length,
                  isEntry: item.isEntry,
                  isDynamicEntry: item.isDynamicEntry,
                  facadeModuleId: item.facadeModuleId ?? null,
                },
              ]
            : [],
        )
      : [],
  );
}

/**
 * `config` with the start's parts and the screens' shared chunks merged: every module of a merged
 * group names its group; each screen's own chunk and every chunk left alone stay Rolldown's.
 */
export async function withScreenChunkGroups(config: UserConfig, startModule: string): Promise<UserConfig> {
  const chunks = await automaticChunks(config);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const groupOf = new Map<string, string>();
  const names = new Set<string>();
  // A chunk left alone stays Rolldown's; a merged group's name is made unique, since modules that
  // name the same group share its chunk.
  const merged = [...startGroups(chunks, startModule), ...planChunkGroups(chunks, { startModule, requestWorthBytes })];
  for (const group of merged.filter(({ chunks }) => chunks.length > 1)) {
    let name = group.name;
    for (let n = 2; names.has(name); n++) name = `${group.name}${n}`;
    names.add(name);
    for (const file of group.chunks) for (const id of byFile.get(file)?.moduleIds ?? []) groupOf.set(id, name);
  }
  const rolldownOptions = config.build?.rolldownOptions ?? {};
  const output = Array.isArray(rolldownOptions.output) ? {} : (rolldownOptions.output ?? {});
  return {
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        ...rolldownOptions,
        output: {
          ...output,
          codeSplitting: {
            // Each group holds whole chunks of the first pass, whose imports are the start's or
            // other groups': nothing to pull in beside them.
            groups: [
              { name: (id: string) => groupOf.get(id) ?? null, debugName: 'screen chunk groups', includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
}
