import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { germanMessages } from './german-messages';

type Messages = { [key: string]: string | Messages };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function lookUp(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], germanMessages);
}

describe('the message keys written in the admin', () => {
  it('each name a German text, since a missing key would show as the key itself', () => {
    const src = path.join(__dirname, '..');
    const keys = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]((?:resources|admin|ra)\.[\w.-]+)['"]/g)].flatMap((match) =>
        match[1] ? [match[1]] : [],
      ),
    );
    expect(keys.length).toBeGreaterThan(40);
    expect([...new Set(keys)].filter((key) => typeof lookUp(key) !== 'string')).toEqual([]);
  });
});
