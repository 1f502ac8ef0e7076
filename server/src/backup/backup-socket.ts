import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded database belongs to the portal's process: no second process may open its data
 * folder while the portal runs. So a running portal with the embedded database listens on a
 * Unix socket in DATA_DIR, and `npm run backup` fetches the backup from it. The socket is only
 * reachable by whoever may read DATA_DIR anyway, and only the owner may use it.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

const backupRequestPath = '/backup';

export async function serveBackups(options: {
  socketPath: string;
  writeBackup(output: Writable): Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== backupRequestPath) {
      response.writeHead(404).end();
      return;
    }
    options.log.info('Sicherung über den Socket angefordert');
    response.writeHead(200, { 'content-type': 'application/gzip' });
    options.writeBackup(response).then(
      () => options.log.info('Sicherung geschrieben'),
      (error: unknown) => {
        options.log.error({ err: error }, 'Sicherung fehlgeschlagen');
        // Cut off, so that the client sees an incomplete answer instead of a short archive.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  // A socket file left by a portal that did not shut down would keep the new one from listening.
  await rm(options.socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => resolve());
  });
  await chmod(options.socketPath, 0o600);
  return {
    async close() {
      // A backup still being written is cut off: the portal is going down, its database with it.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Fetches a backup from the running portal into `output`; 'not-running' when no portal answers on the socket. */
export function fetchBackupFromPortal(socketPath: string, output: Writable): Promise<'done' | 'not-running'> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: backupRequestPath, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`Das Portal hat die Sicherung abgelehnt (${response.statusCode}).`));
        return;
      }
      pipeline(response, output).then(
        () => resolve('done'),
        (error: unknown) =>
          reject(new Error('Die Sicherung wurde abgebrochen; das Protokoll des Portals nennt den Grund.', { cause: error })),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve('not-running');
      else reject(error);
    });
  });
}

/** Whether a portal listens on the socket, without asking it for anything. */
export function isPortalRunning(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/', agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}
