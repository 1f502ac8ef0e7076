import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contract } from '@bfsm/api-adapter';

/** The server's src folder, and the contract's files in api-adapter beside it. */
const serverSource = fileURLToPath(new URL('..', import.meta.url));
const contractSource = fileURLToPath(new URL('../../../api-adapter/src/contract/', import.meta.url));

const folderOf = (domain: string) => domain.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const domains = Object.keys(contract);

// The compiler checks that each domain implements its calls (domain-routes.test.ts); this checks
// where: a reader who opens contract/<name>.ts finds its handlers in server/src/<name>/.
describe('server domain folders', () => {
  it.each(domains)('%s: the contract file and the server folder have one name, and its routes file implements that domain', (domain) => {
    const folder = folderOf(domain);
    expect(existsSync(`${contractSource}${folder}.ts`)).toBe(true);
    const routesFile = `${serverSource}${folder}/${folder}-routes.ts`;
    expect(existsSync(routesFile)).toBe(true);
    expect(readFileSync(routesFile, 'utf8')).toContain(`domainRoutes('${domain}'`);
  });

  it('no other file implements a domain', () => {
    const implementers = readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('http/'))
      .filter((file) => /domainRoutes\('/.test(readFileSync(`${serverSource}${file}`, 'utf8')));
    expect(implementers.sort()).toEqual(domains.map((domain) => `${folderOf(domain)}/${folderOf(domain)}-routes.ts`).sort());
  });
});
