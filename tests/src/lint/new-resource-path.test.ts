import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@bfsm/api-adapter';

/**
 * The files a new resource must touch (docs/new-resource.md), checked for every domain of the
 * contract and every resource folder of the back-office: a list a new resource forgot fails here
 * by name, where the compiler does not already refuse it.
 */
const repository = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8');
const exists = (file: string) => existsSync(path.join(repository, file));
/** `secondFactor` → `second-factor`: a domain's folder and file names. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const domains = Object.keys(contract);

describe.each(domains)('the contract domain %s', (domain) => {
  const folder = kebab(domain);

  it('has its calls in api-adapter/src/contract/<domain>.ts, listed once in domains.ts', () => {
    expect(exists(`api-adapter/src/contract/${folder}.ts`)).toBe(true);
    expect(read('api-adapter/src/contract/domains.ts')).toContain(`export * as ${domain} from './${folder}.js';`);
  });

  it('has its routes in server/src/<domain>/<domain>-routes.ts, registered by the composition', () => {
    expect(exists(`server/src/${folder}/${folder}-routes.ts`)).toBe(true);
    const composition = read('server/src/composition/domains.ts');
    expect(composition).toContain(`from '../${folder}/${folder}-routes.js'`);
    expect(composition).toMatch(new RegExp(`^\\s+${domain}: \\w+Routes\\(`, 'm'));
  });

  it('hands its German answers to domain errors to the composition, if it has any', () => {
    const answers = readdirSync(path.join(repository, 'server/src', folder)).filter((file) => file.endsWith('-answers.ts'));
    const merged = read('server/src/composition/domain-error-answers.ts');
    for (const file of answers) expect(merged).toContain(`from '../${folder}/${file.replace(/\.ts$/, '.js')}'`);
  });

  it("has a tag description and a summary of every call in the OpenAPI document's texts", () => {
    expect(read('api-adapter/src/openapi/tag-descriptions.ts')).toMatch(new RegExp(`^\\s+${domain}:`, 'm'));
    const summaries = read('api-adapter/src/openapi/call-summaries.ts');
    for (const call of Object.keys(contract[domain as keyof typeof contract])) {
      expect(summaries).toMatch(new RegExp(`^\\s+${call}:`, 'm'));
    }
  });
});

describe('the lists a new resource adds one line to', () => {
  it('migrations: every file of server/src/db/migrations is in its index, in the order of its number', () => {
    const files = readdirSync(path.join(repository, 'server/src/db/migrations'))
      .filter((file) => /^\d{4}_.+\.ts$/.test(file) && !file.includes('.test.'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const index = read('server/src/db/migrations/index.ts');
    const listed = [...index.matchAll(/^\s+'(\d{4}_[\w]+)':/gm)].map((match) => match[1]);
    expect(listed).toEqual(files);
  });

  it("factories: every factory module is re-exported by the factories' index", () => {
    const modules = readdirSync(path.join(repository, 'server/src/factories')).filter(
      (file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'index.ts',
    );
    const index = read('server/src/factories/index.ts');
    const helpers = ['defined-only.ts', 'password-cache.ts', 'unique-email.ts'];
    for (const file of modules.filter((module) => !helpers.includes(module))) {
      expect({ file, reexported: index.includes(`export * from './${file.replace(/\.ts$/, '.js')}';`) }).toEqual({
        file,
        reexported: true,
      });
    }
  });

  it('the back-office: every resource folder of admin/src is a section of back-office-sections.ts', () => {
    const sections = read('admin/src/back-office-sections.ts');
    const folders = readdirSync(path.join(repository, 'admin/src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const resourceFolders = folders.filter((entry) =>
      ['index.ts', 'index.tsx'].some((index) => {
        const file = path.join(repository, 'admin/src', entry.name, index);
        return existsSync(file) && /export const \w+Resource\b/.test(readFileSync(file, 'utf8'));
      }),
    );
    expect(resourceFolders.length).toBeGreaterThan(5);
    for (const { name } of resourceFolders) {
      expect({ name, listed: sections.includes(`from './${name}'`) }).toEqual({ name, listed: true });
    }
  });
});
