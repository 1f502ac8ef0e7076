import type { Kysely } from 'kysely';
import { deactivationPayload, deactivationProof, openDeviceFile, readJsonText, readPayload } from '@bfsm/api-adapter/license-file';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

/** A proof may carry a time this much ahead of the portal's clock (the machine's clock may run fast). */
const clockSkewMs = 10 * 60_000;

/**
 * A deactivation proof (decision 045): the device deleted its licence file and signed, with the key
 * it registered at its last activation, that it did. A valid proof frees the slot at once. Refused:
 * what is no proof, a proof of a device not (or no longer) activated in the account, one signed by
 * another key (forged or foreign), and one older than the device's last activation (replayed).
 * The removal names the device's key and activation, so a proof redeemed twice at once frees once.
 */
export async function redeemDeactivationProof(
  db: Kysely<Database>,
  options: { text: string; userId?: number; actor: AuditActor; now: Date },
): Promise<{ device: string }> {
  const envelope = deactivationProof.safeParse(readJsonText(options.text));
  if (!envelope.success) throw new DomainError('proofRefused', { why: 'malformed' });
  // The claims are read before the signature only to find the device whose key checks it.
  const claimed = deactivationPayload.safeParse(readPayload(envelope.data.payload));
  if (!claimed.success) throw new DomainError('proofRefused', { why: 'malformed' });

  let query = db
    .selectFrom('devices')
    .select(['id', 'user_id', 'name', 'machine_id', 'public_key', 'activated_at'])
    .where('id', '=', claimed.data.deviceId)
    .where('machine_id', '=', claimed.data.fingerprint);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const device = await query.executeTakeFirst();
  if (!device) throw new DomainError('proofRefused', { why: 'unknown-device' });
  if (!device.public_key) throw new DomainError('proofRefused', { why: 'no-key' });

  const opened = openDeviceFile(envelope.data, device.public_key, deactivationPayload);
  if (!opened.ok) throw new DomainError('proofRefused', { why: opened.reason });
  const signedAt = Date.parse(opened.payload.deactivatedAt);
  if (Number.isNaN(signedAt) || signedAt > options.now.getTime() + clockSkewMs) throw new DomainError('proofRefused', { why: 'malformed' });
  if (device.activated_at && signedAt < device.activated_at.getTime()) throw new DomainError('proofRefused', { why: 'replayed' });

  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('devices')
      .where('id', '=', device.id)
      .where('public_key', '=', device.public_key)
      .where((eb) => (device.activated_at ? eb('activated_at', '=', device.activated_at) : eb('activated_at', 'is', null)))
      .returning(['name'])
      .executeTakeFirst();
    if (!removed) throw new DomainError('proofRefused', { why: 'unknown-device' });
    await recordAuditEvent(trx, options.actor, {
      kind: 'device-deactivated-by-proof',
      subject: await auditSubject(trx, device.user_id),
      before: { device: device.name, machineId: device.machine_id },
      after: { deactivatedAt: opened.payload.deactivatedAt },
    });
    return { device: removed.name };
  });
}
