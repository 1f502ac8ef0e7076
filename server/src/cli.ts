import { parseArgs } from 'node:util';
import { prepareDatabase } from './boot.js';
import { ConfigError, loadConfig } from './config/config.js';
import { createTermsService } from './terms/terms-service.js';
import { ensureAdmin } from './users/admin-account.js';
import { seedDemoData } from './cli/demo-data.js';

const usage = `Verwendung:
  admin:create --email <E-Mail> --password <Passwort>   legt einen Admin an oder setzt sein Passwort zurück
  demo-data                                            füllt die Datenbank mit Beispielnutzern jeder Art`;

/** Administrative commands; they use the same configuration (DATABASE_URL, DATA_DIR) as the server. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, password: { type: 'string' } } });
  const command = positionals[0];
  if (command !== 'admin:create' && command !== 'demo-data') {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await prepareDatabase(config, console);
  try {
    if (command === 'admin:create') {
      if (!values.email || !values.password || values.password.length < 8) {
        console.error('Bitte --email und --password (mindestens 8 Zeichen) angeben.\n' + usage);
        process.exitCode = 2;
        return;
      }
      const result = await ensureAdmin(database.db, createTermsService(database.db, config.termsVersion), { email: values.email, password: values.password });
      console.log(`Admin ${values.email} ${result.created ? 'angelegt' : 'aktualisiert'} (id ${result.id}).`);
    } else {
      const accounts = await seedDemoData(database.db);
      console.log('Demo-Daten angelegt. Anmeldungen:');
      for (const account of accounts) console.log(`  ${account.kind.padEnd(12)} ${account.email}  ${account.password}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
