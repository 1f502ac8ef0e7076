import { planChunkGroups, startGroups, type BuiltChunk } from '../../../scripts/screen-chunk-groups.js';

const startModule = '/app/src/start-admin.tsx';
const worth = 16_000;

/** A chunk of an automatic build; `entry` makes it a screen's own chunk (a dynamic entry). */
function chunk(fileName: string, size: number, imports: string[] = [], entry: 'initial' | 'screen' | 'start' | false = false): BuiltChunk {
  return {
    fileName,
    moduleIds: [`/app/${fileName}.ts`],
    imports,
    size,
    isEntry: entry === 'initial',
    isDynamicEntry: entry === 'screen' || entry === 'start',
    facadeModuleId: entry === 'start' ? startModule : entry ? `/app/${fileName}.ts` : null,
  };
}

/** The groups of the plan that hold more than one chunk, each as its sorted chunk names. */
function merged(chunks: BuiltChunk[]): string[][] {
  return planChunkGroups(chunks, { startModule, requestWorthBytes: worth })
    .filter((group) => group.chunks.length > 1)
    .map((group) => [...group.chunks].sort());
}

const start = [
  chunk('index', 5_000, ['shared-start'], 'initial'),
  chunk('start-admin', 300_000, ['shared-start'], 'start'),
  chunk('shared-start', 500),
];

describe('planChunkGroups', () => {
  it('merges small chunks that the same screens load together into one group', () => {
    const chunks = [
      ...start,
      chunk('ScreenA', 2_000, ['icon', 'toolbar', 'shared-start'], 'screen'),
      chunk('ScreenB', 2_000, ['icon', 'toolbar'], 'screen'),
      chunk('icon', 200),
      chunk('toolbar', 900),
    ];
    expect(merged(chunks)).toEqual([['icon', 'toolbar']]);
  });

  it("leaves the start's chunks alone, however small and widely shared", () => {
    const chunks = [
      ...start,
      chunk('ScreenA', 2_000, ['shared-start', 'icon'], 'screen'),
      chunk('ScreenB', 2_000, ['shared-start', 'icon'], 'screen'),
      chunk('icon', 200),
    ];
    const groups = planChunkGroups(chunks, { startModule, requestWorthBytes: worth });
    expect(groups.flatMap((group) => group.chunks)).toEqual(['icon']);
  });

  it('keeps a large chunk apart from a small one that another screen loads alone', () => {
    const chunks = [
      ...start,
      chunk('ListScreen', 2_000, ['icon', 'form-library'], 'screen'),
      chunk('SmallScreen', 2_000, ['icon'], 'screen'),
      chunk('icon', 200),
      chunk('form-library', 100_000),
    ];
    expect(merged(chunks)).toEqual([]);
  });

  it('makes no screen pay for the others, even where the screens together would save', () => {
    // Three list screens would save a request each (48,000) against 20,000 bytes more for the small one.
    const chunks = [
      ...start,
      chunk('ListA', 2_000, ['icon', 'table'], 'screen'),
      chunk('ListB', 2_000, ['icon', 'table'], 'screen'),
      chunk('ListC', 2_000, ['icon', 'table'], 'screen'),
      chunk('SmallScreen', 2_000, ['icon'], 'screen'),
      chunk('icon', 200),
      chunk('table', 20_000),
    ];
    expect(merged(chunks)).toEqual([]);
  });

  it('counts what a merged group imports: a small chunk does not bring a large one to a screen that needs neither', () => {
    const chunks = [
      ...start,
      chunk('FormScreenA', 2_000, ['button', 'form'], 'screen'),
      chunk('FormScreenB', 2_000, ['button', 'form'], 'screen'),
      chunk('SmallScreen', 2_000, ['button'], 'screen'),
      chunk('button', 500),
      chunk('form', 3_000, ['form-library']),
      chunk('form-library', 100_000),
    ];
    // Merging button with form would make SmallScreen load the form library too.
    expect(merged(chunks).some((group) => group.includes('button') && group.includes('form'))).toBe(false);
    expect(merged(chunks)).toContainEqual(['form', 'form-library']);
  });

  it('never merges two chunks with a screen chunk between them, which would make the groups import each other', () => {
    // 'before' costs nothing, so only the cycle rule keeps the two apart: merged, the group would
    // import Embedded, which imports the group.
    const chunks = [
      ...start,
      chunk('Dialog', 2_000, ['before', 'after'], 'screen'),
      chunk('before', 0, ['Embedded']),
      chunk('Embedded', 1_000, ['after'], 'screen'),
      chunk('after', 300),
    ];
    expect(merged(chunks)).toEqual([]);
  });

  it('names a group after its largest chunk and says which screens load it', () => {
    const chunks = [
      ...start,
      chunk('ScreenA', 2_000, ['Icon-abcdefgh.js', 'DataTable-ABCDEFGH.js'], 'screen'),
      chunk('ScreenB', 2_000, ['Icon-abcdefgh.js', 'DataTable-ABCDEFGH.js'], 'screen'),
      chunk('Icon-abcdefgh.js', 200),
      chunk('DataTable-ABCDEFGH.js', 9_000),
    ];
    const group = planChunkGroups(chunks, { startModule, requestWorthBytes: worth }).find((candidate) => candidate.chunks.length > 1);
    expect(group).toEqual({
      name: 'DataTable',
      chunks: expect.arrayContaining(['Icon-abcdefgh.js', 'DataTable-ABCDEFGH.js']),
      size: 9_200,
      screens: ['ScreenA', 'ScreenB'],
    });
  });
});

describe('startGroups', () => {
  it("puts the entry's parts in one group and react-admin's in another, the entry and the start module's own chunks apart", () => {
    const chunks = [
      chunk('index', 5_000, ['api', 'texts'], 'initial'),
      chunk('api', 9_000, ['texts']),
      chunk('texts', 2_000),
      chunk('start-admin', 100_000, ['react-dom', 'mui', 'api'], 'start'),
      chunk('react-dom', 60_000),
      chunk('mui', 80_000, ['react-dom']),
      chunk('UserList', 10_000, ['mui', 'api', 'table'], 'screen'),
      chunk('table', 3_000),
    ];
    expect(startGroups(chunks, startModule)).toEqual([
      { name: 'entry-parts', chunks: expect.arrayContaining(['api', 'texts']), size: 11_000, screens: ['UserList'] },
      { name: 'react-admin', chunks: expect.arrayContaining(['react-dom', 'mui']), size: 140_000, screens: ['UserList'] },
    ]);
  });

  it('leaves a part of one chunk alone', () => {
    const chunks = [
      chunk('index', 5_000, ['api'], 'initial'),
      chunk('api', 9_000),
      chunk('start-admin', 100_000, ['mui'], 'start'),
      chunk('mui', 80_000),
    ];
    expect(startGroups(chunks, startModule)).toEqual([]);
  });
});
