import pg from 'pg';
import type { ChangeListener, ChangeListenerHandlers } from './change-listener.js';

const reconnectDelayMs = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). While it is
 * down, notifications are lost: the handlers hear `listening(false)` and stop trusting what they
 * cached, and `listening(true)` once it is back.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChangeListenerHandlers,
): Promise<ChangeListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      handlers.listening(false, error);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), reconnectDelayMs);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // Not fatal: the cache stays off until a retry succeeds.
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    handlers.listening(true);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
