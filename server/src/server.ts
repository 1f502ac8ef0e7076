import path from 'node:path';
import { buildApp } from './app.js';
import { prepareDatabase } from './boot.js';
import { ConfigError, loadConfig } from './config/config.js';

/** Reads the configuration, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const here = import.meta.dirname;
  const database = await prepareDatabase(config, console);
  const app = await buildApp({
    config,
    database,
    staticRoots: { customer: path.resolve(here, '../../customer/dist'), admin: path.resolve(here, '../../admin/dist') },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: beende laufende Anfragen und schließe die Datenbank`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal läuft auf ${config.publicUrl} (Datenbank: ${database.kind === 'pglite' ? `eingebettet unter ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
