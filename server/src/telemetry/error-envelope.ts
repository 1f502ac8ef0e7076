import { parseEnvelope } from '@sentry/core';
import * as z from 'zod';
import { scrubSecrets } from '@bfsm/api-adapter';

/**
 * One Sentry envelope as the browser SDK sends it: a header line (event id, DSN, time, trace
 * context), then per item a header line and a payload. Sentry's own parser reads the lines; we
 * keep what may leave the portal and serialise it again.
 */
export interface ErrorEnvelope {
  header: EnvelopeHeader;
  items: EnvelopeItem[];
}

type EnvelopeHeader = z.infer<typeof envelopeHeader>;
export interface EnvelopeItem {
  header: { type: string } & Record<string, unknown>;
  payload: Record<string, unknown>;
}

const envelopeHeader = z.looseObject({ dsn: z.string().optional() });
const itemHeader = z.looseObject({ type: z.string() });
const jsonObject = z.record(z.string(), z.unknown());

/**
 * The items a browser sends that carry no more than an error, a performance trace (streamed
 * spans, or a transaction from older SDKs), release health or the SDK's own counts. Attachments,
 * replays, profiles and feedback could carry anything a page shows: they never leave the portal.
 */
const forwardedItemTypes = new Set(['event', 'span', 'transaction', 'session', 'sessions', 'client_report']);

export class MalformedEnvelopeError extends Error {}

/** Reads an envelope; throws MalformedEnvelopeError for anything that is not one. */
export function readEnvelope(text: string): ErrorEnvelope {
  let parsed: ReturnType<typeof parseEnvelope>;
  try {
    parsed = parseEnvelope(text);
  } catch {
    throw new MalformedEnvelopeError('envelope is not newline-separated JSON');
  }
  const [rawHeader, rawItems] = parsed as unknown as [unknown, Array<[unknown, unknown]>];
  const header = envelopeHeader.safeParse(rawHeader);
  if (!header.success) throw new MalformedEnvelopeError('envelope header is not an object');
  const items = rawItems.map(([rawItemHeader, rawPayload]) => {
    const parsedHeader = itemHeader.safeParse(rawItemHeader);
    if (!parsedHeader.success) throw new MalformedEnvelopeError('item header without a type');
    return { header: parsedHeader.data, payload: payloadObject(rawPayload) };
  });
  return { header: header.data, items: items.filter((item): item is EnvelopeItem => item.payload !== undefined) };
}

/** A JSON payload as an object; a binary payload is JSON too when the SDK sent it with a length. */
function payloadObject(payload: unknown): Record<string, unknown> | undefined {
  let value = payload;
  if (payload instanceof Uint8Array) {
    try {
      value = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      return undefined;
    }
  }
  const parsed = jsonObject.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The envelope with only forwardable items, and no password, token, code or session id anywhere. */
export function scrubEnvelope(envelope: ErrorEnvelope): ErrorEnvelope {
  return {
    header: scrubSecrets(envelope.header),
    items: envelope.items
      .filter((item) => forwardedItemTypes.has(item.header.type))
      // The payload is serialised anew, so a byte length the SDK gave no longer fits.
      .map(({ header: { length: _length, ...header }, payload }) => ({ header, payload: scrubSecrets(payload) })),
  };
}

export function serializeEnvelope(envelope: ErrorEnvelope): string {
  return [envelope.header, ...envelope.items.flatMap((item) => [item.header, item.payload])].map((part) => JSON.stringify(part)).join('\n');
}
