import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The tools a tax adviser's office opens our files with: LibreOffice Calc (Debian's
 * libreoffice-calc-nogui) for the CSV files, Info-ZIP's unzip for the archive. Locally a suite
 * skips what needs a missing tool; where REQUIRE_OFFICE_TOOLS is set (CI), a missing tool fails.
 */
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const missing = ['soffice', 'unzip'].filter((command) => !has(command));
// eslint-disable-next-line no-restricted-properties -- test setup, not server configuration
if (missing.length > 0 && process.env.REQUIRE_OFFICE_TOOLS) {
  throw new Error(`REQUIRE_OFFICE_TOOLS ist gesetzt, aber es fehlt: ${missing.join(', ')}`);
}

export const withOfficeTools: jest.It = missing.length === 0 ? it : it.skip;

/**
 * The cells of a `;`-separated CSV as LibreOffice Calc reads it with a German locale (decimal
 * comma), in the given character set (LibreOffice's numbers: 76 UTF-8, 1 Windows-1252), written
 * back out as UTF-8 with the numbers as Calc holds them (a decimal point, no quotes).
 */
export function readWithCalc(content: Buffer, characterSet: 76 | 1): string[][] {
  const folder = mkdtempSync(path.join(tmpdir(), 'calc-'));
  try {
    const input = path.join(folder, 'input.csv');
    writeFileSync(input, content);
    // Import: `;`, `"`, the character set, from line 1, standard columns, German (1031). Export: `;`, no quotes, UTF-8, raw values.
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${folder}/profile`,
        '--headless',
        `--infilter=CSV:59,34,${characterSet},1,,1031`,
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):59,,76,1,,1033,false,false,false',
        '--outdir',
        path.join(folder, 'out'),
        input,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (run.status !== 0) throw new Error(`LibreOffice: ${run.stderr}`);
    return readFileSync(path.join(folder, 'out', 'input.csv'), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map((line) => line.split(';'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The names of a ZIP's entries, as Info-ZIP lists them, and one entry's bytes. */
export function zipEntries(zip: Buffer): { names: string[]; entry(name: string): Buffer } {
  const folder = mkdtempSync(path.join(tmpdir(), 'zip-'));
  const file = path.join(folder, 'archive.zip');
  writeFileSync(file, zip);
  const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`unzip -t: ${test.stdout}${test.stderr}`);
  const listing = spawnSync('unzip', ['-Z1', file], { encoding: 'utf8' });
  return {
    names: listing.stdout.split('\n').filter(Boolean),
    entry: (name) => spawnSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 }).stdout,
  };
}
