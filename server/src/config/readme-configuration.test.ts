import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configurationVariables } from './config.js';

/**
 * The README stands alone for whoever runs the portal: every variable the server reads has a
 * row in its configuration table, and the table names none that the server ignores.
 */
const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
const table = readme.slice(readme.indexOf('\n## Configuration'), readme.indexOf('\n### An external PostgreSQL'));
/** The variables a row's first cell names (`ADMIN_EMAIL`, `ADMIN_PASSWORD` shares one row). */
const documented = table
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]));

describe("the README's configuration table", () => {
  it('is where the test looks for it', () => {
    expect(documented.length).toBeGreaterThan(10);
  });

  it.each(configurationVariables)('documents %s', (variable) => {
    expect(documented).toContain(variable);
  });

  it('documents no variable the server does not read', () => {
    expect(documented.filter((variable) => !configurationVariables.includes(variable as string))).toEqual([]);
  });
});
