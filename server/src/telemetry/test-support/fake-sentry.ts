import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Arrivals } from '../../test-support/waiting.js';

/** One envelope as Sentry received it. */
export interface ReceivedEnvelope {
  /** The request's path and query: /api/<project>/envelope/?sentry_key=… */
  url: string;
  contentType: string | undefined;
  /** The body as sent; `lines` parsed one JSON value per line (header, then item header and payload). */
  body: string;
  lines: unknown[];
}

export interface FakeSentry {
  /** A DSN that points at this fake: http://<key>@127.0.0.1:<port>/<project>. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** Resolves with the first envelope that matches; rejects after timeoutMs. */
  waitFor(predicate: (envelope: ReceivedEnvelope) => boolean, timeoutMs?: number): Promise<ReceivedEnvelope>;
  close(): Promise<void>;
}

/** The payloads of an envelope's items of `type` (every item header is followed by its payload). */
export function itemsOf(envelope: ReceivedEnvelope, type: string): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  for (let index = 1; index + 1 < envelope.lines.length; index += 2) {
    if ((envelope.lines[index] as { type?: unknown }).type === type) items.push(envelope.lines[index + 1] as Record<string, unknown>);
  }
  return items;
}

/**
 * Sentry's envelope endpoint on loopback: accepts every envelope posted to
 * /api/<project>/envelope/ and keeps it, for tests of the error-report tunnel and for journeys.
 */
export async function startFakeSentry(options: { publicKey?: string; projectId?: string } = {}): Promise<FakeSentry> {
  const publicKey = options.publicKey ?? 'c0ffee0123456789abcdef0123456789';
  const projectId = options.projectId ?? '4711';
  const received = new Arrivals<ReceivedEnvelope>();

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method !== 'POST' || !request.url?.startsWith(`/api/${projectId}/envelope/`)) {
        response.writeHead(404).end();
        return;
      }
      received.add({
        url: request.url,
        contentType: request.headers['content-type'],
        body,
        lines: body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitFor = (predicate: (envelope: ReceivedEnvelope) => boolean, timeoutMs = 10_000): Promise<ReceivedEnvelope> =>
    received.find(predicate, timeoutMs, () => `Kein passender Fehlerbericht nach ${timeoutMs} ms (${received.items.length} empfangen)`);

  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    envelopes: received.items,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
