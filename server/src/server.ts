import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.js';
import { prepareDatabase } from './boot.js';
import { ConfigError, loadConfig } from './config/config.js';
import { EmbeddedDatabaseInUse } from './db/embedded-lock.js';
import { createShutdown } from './lifecycle/graceful-shutdown.js';
import { backupSocketPath, serveBackups } from './backup/backup-socket.js';
import { writeBackup } from './backup/write-backup.js';

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

  // Only the portal's own process may open the embedded database, so it hands out backups itself.
  const backups =
    database.kind === 'pglite'
      ? await serveBackups({
          socketPath: backupSocketPath(config.dataDir),
          writeBackup: (output) => writeBackup(database, config.uploadsDir, output),
          log: app.log,
        }).catch((error: unknown) => {
          app.log.warn(
            { err: error },
            `Kein Socket für Sicherungen unter ${backupSocketPath(config.dataDir)}: npm run backup geht nur bei beendetem Portal`,
          );
          return undefined;
        })
      : undefined;

  const shutdown = createShutdown({
    readiness: app.readiness,
    // Ctrl-C at a terminal means now; SIGTERM comes from an orchestrator whose load balancer must notice first.
    drain: (signal) => (signal === 'SIGTERM' ? delay(config.shutdownDrainMs) : Promise.resolve()),
    close: [async () => backups?.close(), () => app.close(), () => database.close()],
    log: app.log,
  });
  const exitAfter = (signal: string) =>
    void shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Herunterfahren fehlgeschlagen');
        process.exit(1);
      },
    );
  process.on('SIGINT', () => exitAfter('SIGINT'));
  process.on('SIGTERM', () => exitAfter('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Portal läuft auf ${config.publicUrl} (Datenbank: ${database.kind === 'pglite' ? `eingebettet unter ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  // An operator's mistake is said in its words; anything else with its stack.
  console.error(error instanceof ConfigError || error instanceof EmbeddedDatabaseInUse ? error.message : error);
  process.exit(1);
});
