import type { Kysely } from 'kysely';
import {
  activationRequest,
  activationRequestPayload,
  openDeviceFile,
  readJsonText,
  readPayload,
  type ActivationRequestPayload,
} from '@bfsm/api-adapter/license-file';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

/**
 * Reads the request file of 'Gerät offline aktivieren' (decision 045). It carries no secret: the
 * portal trusts the signed-in customer who uploads it. Its signature, made with the key it names,
 * shows that the request is whole and that the device holds that key. Its claims are held to the
 * online activation's schemas (decision 054): a device name that call refuses is refused here
 * too, with its own reason, rather than stored and shown in the device list, the licence file and
 * the device-limit message.
 */
export function readActivationRequest(text: string): ActivationRequestPayload {
  const envelope = activationRequest.safeParse(readJsonText(text));
  if (!envelope.success) throw new DomainError('requestRefused', { why: 'malformed' });
  // The claims are read before the signature only to find the key that checks it.
  const claimed = activationRequestPayload.safeParse(readPayload(envelope.data.payload));
  if (!claimed.success) {
    const deviceName = claimed.error.issues.some((issue) => issue.path[0] === 'deviceName');
    throw new DomainError('requestRefused', { why: deviceName ? 'device-name' : 'malformed' });
  }
  const opened = openDeviceFile(envelope.data, claimed.data.publicKey, activationRequestPayload);
  if (!opened.ok) throw new DomainError('requestRefused', { why: opened.reason });
  return opened.payload;
}

/**
 * The licence file's name: the device's name in safe characters and the extension the
 * application registers on Windows, so a double click hands the file to it (decision 045).
 */
export function licenseFileName(deviceName: string): string {
  const base = deviceName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return `${base || 'geraet'}.bfsm-lizenz`;
}

/** An admin's longer offline period for the account (null: the spec's 4 days), recorded in its timeline. */
export async function setOfflineLicenseDays(
  db: Kysely<Database>,
  userId: number,
  days: number | null,
  actor: AuditActor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select('offline_license_days').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) return false;
    await trx.updateTable('users').set({ offline_license_days: days }).where('id', '=', userId).execute();
    await recordAuditEvent(trx, actor, {
      kind: 'offline-period-changed',
      subject: await auditSubject(trx, userId),
      before: { offlineDays: before.offline_license_days },
      after: { offlineDays: days },
    });
    return true;
  });
}
