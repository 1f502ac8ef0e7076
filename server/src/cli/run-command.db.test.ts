import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { verifyPassword } from '../auth/passwords.js';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { publishTermsVersion } from '../registration/terms.js';
import { runCommand } from './run-command.js';

jest.setTimeout(60_000);

/** The administrative commands as an operator runs them, on a test database. */
describe('the command line', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    // What prepareDatabase does at every start.
    await publishTermsVersion(database.db, '2026-01');
  });
  afterAll(() => database.close());

  async function run(args: string[], input = '') {
    const stdin = new PassThrough();
    stdin.end(input);
    let output = '';
    let errors = '';
    const opened: string[] = [];
    const exitCode = await runCommand(args, {
      input: stdin,
      output: { write: (text: string) => ((output += text), true) },
      errors: Object.assign(new PassThrough(), { write: (text: string) => ((errors += text), true) }),
      environment: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), `bfsm-cli-${process.pid}`) },
      prepare: async () => {
        opened.push('database');
        return { ...database, close: async () => undefined };
      },
    });
    return { exitCode, output, errors, opened };
  }

  const passwordOf = async (email: string) =>
    (await database.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash ??
    '';

  it('admin:create reads the password from standard input when --password is not given, so it stays out of the shell history', async () => {
    const result = await run(['admin:create', '--email', 'stdin-admin@example.test'], 'Ein-Langes-Admin-Passwort\nzweite Zeile\n');
    expect(result).toMatchObject({ exitCode: 0, errors: '' });
    expect(result.output).toMatch(/^Admin stdin-admin@example\.test angelegt \(id \d+\)\.$/m);
    await expect(verifyPassword(await passwordOf('stdin-admin@example.test'), 'Ein-Langes-Admin-Passwort')).resolves.toBe(true);
  });

  it('admin:create still takes --password', async () => {
    const result = await run(['admin:create', '--email', 'arg-admin@example.test', '--password', 'Noch-Ein-Admin-Passwort']);
    expect(result.exitCode).toBe(0);
    await expect(verifyPassword(await passwordOf('arg-admin@example.test'), 'Noch-Ein-Admin-Passwort')).resolves.toBe(true);
  });

  it('admin:create --reset-second-factor removes the admin’s second factor, recorded with no actor', async () => {
    // The admin of the test before: the suite's later tests count the accounts.
    const admin = await database.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'arg-admin@example.test')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('second_factors')
      .values({ user_id: admin.id, secret_encrypted: 'versiegelt', confirmed_at: new Date() })
      .execute();
    const result = await run(['admin:create', '--email', admin.email, '--password', 'Noch-Ein-Admin-Passwort', '--reset-second-factor']);
    expect(result.output).toContain('Zwei-Faktor-Anmeldung entfernt; bitte nach der Anmeldung neu einrichten.');
    expect(
      await database.db.selectFrom('second_factors').select('user_id').where('user_id', '=', admin.id).executeTakeFirst(),
    ).toBeUndefined();
    const entries = await database.db.selectFrom('audit_events').selectAll().where('subject_id', '=', admin.id).execute();
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'second-factor-reset',
        actor_id: null,
        address: 'Kommandozeile',
        before: { enabled: true },
        after: { enabled: false },
      }),
    ]);
  });

  it('admin:create refuses a common password or the e-mail address before it opens the database', async () => {
    const common = await run(['admin:create', '--email', 'schwach@example.test'], 'password1\n');
    expect(common).toMatchObject({
      exitCode: 2,
      errors: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.\n',
      opened: [],
    });
    const ownAddress = await run(['admin:create', '--email', 'schwach@example.test', '--password', 'SCHWACH@example.test']);
    expect(ownAddress).toMatchObject({ exitCode: 2, errors: 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.\n', opened: [] });
    const empty = await run(['admin:create', '--email', 'schwach@example.test']);
    expect(empty).toMatchObject({ exitCode: 2, errors: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.\n' });
    expect(await database.db.selectFrom('users').select('id').where('email', '=', 'schwach@example.test').execute()).toEqual([]);
  });

  it('prints the usage for a missing e-mail, an unknown option or command', async () => {
    for (const args of [['admin:create'], ['admin:create', '--email', 'x@example.test', '--unbekannt'], ['loeschen']]) {
      const result = await run(args);
      expect(result.exitCode).toBe(2);
      expect(result.errors).toContain('Verwendung:');
    }
  });

  it('demo-data refuses a database with accounts of its own, and seeds it with --force', async () => {
    // The admins of the tests above are such accounts.
    const refused = await run(['demo-data']);
    expect(refused.exitCode).toBe(1);
    expect(refused.errors).toMatch(/^Die Datenbank enthält 2 Konten, die nicht zu den Demo-Daten gehören\. .*--force/);
    expect(await database.db.selectFrom('users').select('id').where('email', 'like', 'demo-%').execute()).toEqual([]);

    const forced = await run(['demo-data', '--force']);
    expect(forced.exitCode).toBe(0);
    expect(forced.output).toContain('demo-admin@example.test');
  });
});
