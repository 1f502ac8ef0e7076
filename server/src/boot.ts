import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { publishTermsVersion } from './registration/terms.js';
import { ensureAdmin } from './users/first-admin.js';

/** Opens the database and brings it up to date: migrations, the current terms version, the configured admin. */
export async function prepareDatabase(config: Config, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onIdleError: (error) => log.error({ err: error }, 'Datenbank: Verbindung im Leerlauf abgebrochen; der Pool ersetzt sie bei Bedarf'),
  });
  try {
    await migrateToLatest(database.db);
    await publishTermsVersion(database.db, config.termsVersion);
    if (config.admin) {
      const admin = await ensureAdmin(database.db, config.termsVersion, config.admin);
      log.info(`Admin ${config.admin.email} ${admin.created ? 'angelegt' : 'aktualisiert'} (ADMIN_EMAIL/ADMIN_PASSWORD).`);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
