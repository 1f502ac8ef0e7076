import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const rule = pathToFileURL(path.resolve(__dirname, '../../../scripts/eslint-rules/comments-cite-the-repository.mjs')).href;

/**
 * What the lint rule says of `code`, run by ESLint's own Linter in a Node process of its own: the
 * rule is an ES module, which this Jest setup cannot import.
 */
function lint(code: string): string[] {
  const script = `
    import { Linter } from 'eslint';
    import { localRules } from ${JSON.stringify(rule)};
    const messages = new Linter({ configType: 'flat' }).verify(${JSON.stringify(code)}, [
      { plugins: { local: localRules }, rules: { 'local/comments-cite-the-repository': 'error' } },
    ]);
    console.log(JSON.stringify(messages.map((message) => message.message)));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: __dirname });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe('comments cite the repository', () => {
  it('refuses an issue number and a specification section, in line and block comments', () => {
    expect(lint('// as issue 22 asks\nconst a = 1;')).toEqual([
      'This comment cites an issue number; cite a decision record (docs/decisions/NNN-…) or a file instead.',
    ]);
    expect(lint('/** The charts (Issue #21). */\nconst b = 2;')).toHaveLength(1);
    expect(lint('/* spec section 7 lists it */\nconst c = 3;')).toEqual([
      'This comment cites a section of the specification; cite a decision record (docs/decisions/NNN-…) or a file instead.',
    ]);
  });

  it('lets decision records, files and the word "issue" alone pass', () => {
    expect(lint('// decision 041, server/src/overview/overview.ts\n// issues a new code\nconst d = 4;')).toEqual([]);
  });
});
