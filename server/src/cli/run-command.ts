import { parseArgs } from 'node:util';
import type { prepareDatabase } from '../boot.js';
import { loadConfig } from '../config/config.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { ensureAdmin } from '../users/first-admin.js';
import { CommandError } from './command-error.js';
import { seedDemoData } from './demo-data.js';
import { readPassword } from './read-password.js';
import { backupInstallation } from './backup-command.js';
import { restoreInstallation } from './restore-command.js';
import { moveToPostgres } from './move-to-postgres-command.js';
import { removeSecondFactorOnCommandLine } from './second-factor-command.js';

export const usage = `Verwendung:
  admin:create --email <E-Mail> [--password <Passwort>] [--reset-second-factor]
      legt einen Admin an oder setzt sein Passwort zurück; ohne --password wird das Passwort
      von der Standardeingabe gelesen (am Terminal verdeckt abgefragt); --reset-second-factor
      entfernt auch seine Zwei-Faktor-Anmeldung (Telefon und Wiederherstellungscodes verloren)
  demo-data [--force]
      füllt die Datenbank mit Beispielnutzern jeder Art; --force auch dann, wenn sie schon
      andere Konten enthält (die Demo-Daten enthalten einen Admin mit bekanntem Passwort)
  backup <Datei>
      sichert Datenbank und hochgeladene Dateien, während das Portal läuft
  restore <Datei>
      stellt eine Sicherung in eine leere Datenbank und einen leeren DATA_DIR wieder her
  db:move-to-postgres <DATABASE_URL>
      kopiert die eingebettete Datenbank in eine leere PostgreSQL-Datenbank`;

/**
 * Commands that take one argument and leave the database as they find it: no migrations, no
 * admin, nothing opened that a running portal holds.
 */
const installationCommands: Record<
  string,
  { argument: string; run: (config: ReturnType<typeof loadConfig>, argument: string, print: (line: string) => void) => Promise<unknown> }
> = {
  backup: { argument: 'die Zieldatei', run: backupInstallation },
  restore: { argument: 'die Sicherungsdatei', run: restoreInstallation },
  'db:move-to-postgres': { argument: 'die DATABASE_URL der leeren PostgreSQL-Datenbank', run: moveToPostgres },
};

export interface CommandContext {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: Pick<NodeJS.WritableStream, 'write'>;
  errors: NodeJS.WritableStream;
  /** Unset: the process environment, as the server reads it. */
  environment?: Record<string, string | undefined>;
  prepare: typeof prepareDatabase;
}

/**
 * Runs one administrative command with the server's configuration (DATABASE_URL, DATA_DIR);
 * returns the exit code. Everything a person can get wrong is checked before the database opens.
 */
export async function runCommand(args: string[], context: CommandContext): Promise<number> {
  const say = (line: string) => context.output.write(`${line}\n`);
  try {
    const { positionals, values } = parseCommandLine(args);
    const command = positionals[0];
    const installationCommand = command === undefined ? undefined : installationCommands[command];
    if (command !== 'admin:create' && command !== 'demo-data' && !installationCommand) throw new CommandError(usage);
    const config = loadConfig(context.environment);

    if (installationCommand) {
      const argument = positionals[1];
      if (!argument) throw new CommandError(`Bitte ${installationCommand.argument} angeben.\n${usage}`);
      await installationCommand.run(config, argument, say);
      return 0;
    }

    if (command === 'admin:create') {
      if (!values.email) throw new CommandError(`Bitte --email angeben.\n${usage}`);
      const account = {
        email: values.email,
        password: values.password ?? (await readPassword({ input: context.input, prompt: context.errors })),
      };
      const problem = newPasswordProblem(account.password, account.email);
      if (problem) throw new CommandError(problem);
      const database = await context.prepare(config, { info: say, error: say });
      try {
        const result = await ensureAdmin(database.db, config.termsVersion, account);
        say(`Admin ${account.email} ${result.created ? 'angelegt' : 'aktualisiert'} (id ${result.id}).`);
        if (values['reset-second-factor'] && (await removeSecondFactorOnCommandLine(database.db, result.id)))
          say('Zwei-Faktor-Anmeldung entfernt; bitte nach der Anmeldung neu einrichten.');
      } finally {
        await database.close();
      }
      return 0;
    }

    const database = await context.prepare(config, { info: say, error: say });
    try {
      const accounts = await seedDemoData(database.db, { force: values.force ?? false });
      say('Demo-Daten angelegt. Anmeldungen:');
      for (const account of accounts) say(`  ${account.kind.padEnd(12)} ${account.email}  ${account.password}`);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    context.errors.write(`${error.message}\n`);
    return error.exitCode;
  }
}

function parseCommandLine(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        force: { type: 'boolean' },
        'reset-second-factor': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}
