import { parseArgs } from 'node:util';
import { prepareDatabase } from './boot.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { createTermsService } from './terms/terms-service.js';
import { ensureAdmin } from './users/admin-account.js';
import { seedDemoData } from './cli/demo-data.js';
import { backupInstallation } from './cli/backup-command.js';
import { restoreInstallation } from './cli/restore-command.js';
import { moveToPostgres } from './cli/move-to-postgres-command.js';

const usage = `Verwendung:
  admin:create --email <E-Mail> --password <Passwort>   legt einen Admin an oder setzt sein Passwort zurück
  demo-data                                            füllt die Datenbank mit Beispielnutzern jeder Art
  backup <Datei>                                       sichert Datenbank und hochgeladene Dateien, während das Portal läuft
  restore <Datei>                                      stellt eine Sicherung in eine leere Datenbank und einen leeren DATA_DIR wieder her
  db:move-to-postgres <DATABASE_URL>                   kopiert die eingebettete Datenbank in eine leere PostgreSQL-Datenbank`;

type Values = { email?: string | undefined; password?: string | undefined };
const print = (line: string) => console.log(line);

/** Commands that work on the database as the portal uses it: migrated, with the configured admin. */
async function withPreparedDatabase(config: Config, work: (database: Awaited<ReturnType<typeof prepareDatabase>>) => Promise<void>): Promise<void> {
  const database = await prepareDatabase(config, console);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const commands: Record<string, (config: Config, argument: string | undefined, values: Values) => Promise<unknown>> = {
  'admin:create': (config, _argument, values) =>
    withPreparedDatabase(config, async (database) => {
      if (!values.email || !values.password || values.password.length < 8) {
        console.error('Bitte --email und --password (mindestens 8 Zeichen) angeben.\n' + usage);
        process.exitCode = 2;
        return;
      }
      const result = await ensureAdmin(database.db, createTermsService(database.db, config.termsVersion), { email: values.email, password: values.password });
      print(`Admin ${values.email} ${result.created ? 'angelegt' : 'aktualisiert'} (id ${result.id}).`);
    }),
  'demo-data': (config) =>
    withPreparedDatabase(config, async (database) => {
      const accounts = await seedDemoData(database.db);
      print('Demo-Daten angelegt. Anmeldungen:');
      for (const account of accounts) print(`  ${account.kind.padEnd(12)} ${account.email}  ${account.password}`);
    }),
  // These leave the database as they find it: no migrations, no admin, nothing opened that a running portal holds.
  backup: (config, file) => backupInstallation(config, required(file, 'die Zieldatei'), print),
  restore: (config, file) => restoreInstallation(config, required(file, 'die Sicherungsdatei'), print),
  'db:move-to-postgres': (config, url) => moveToPostgres(config, required(url, 'die DATABASE_URL der leeren PostgreSQL-Datenbank'), print),
};

class UsageError extends Error {}

function required(argument: string | undefined, what: string): string {
  if (!argument) throw new UsageError(`Bitte ${what} angeben.\n${usage}`);
  return argument;
}

/** Administrative commands; they use the same configuration (DATABASE_URL, DATA_DIR) as the server. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, password: { type: 'string' } } });
  const [name, argument] = positionals;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    console.error(usage);
    process.exit(2);
  }
  await command(loadConfig(), argument, values);
}

// The operator reads what went wrong, not where in our code: the messages say what to do.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && !(error instanceof ConfigError) && error.cause instanceof Error) console.error(`Ursache: ${error.cause.message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
