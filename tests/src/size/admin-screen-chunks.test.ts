import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The back-office as built (`npm test` builds it first): its start and each screen opened fetch
 * few scripts, because the build merges the start's parts and the screens' small shared chunks
 * (decision 068). Rolldown's automatic chunks alone made the start 14 and a screen 20–45 more.
 */
const dist = path.resolve(__dirname, '../../../admin/dist');
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;
const manifest: Manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const start = closure([...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), 'src/start-admin.tsx']);
const screens = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !start.has(key));
/** Six at once is what a browser asks of one server over HTTP/1.1: a screen, at most two rounds of them. */
const mostScripts = 12;

describe('the back-office build', () => {
  it('has its screens as chunks of their own', () => {
    expect(screens).toEqual(
      expect.arrayContaining(['src/users/UserList.tsx', 'src/releases/ReleaseList.tsx', 'src/references/ReferenceEdit.tsx']),
    );
  });

  it('starts with one round of scripts', () => {
    const scripts = [...start].filter((key) => manifest[key]?.file.endsWith('.js'));
    expect(scripts.length).toBeLessThanOrEqual(6);
  });

  it.each(screens)('%s fetches at most two rounds of scripts beyond the start', (screen) => {
    const scripts = [...closure([screen])].filter((key) => !start.has(key)).map((key) => manifest[key]?.file);
    expect(scripts.length).toBeLessThanOrEqual(mostScripts);
  });
});
