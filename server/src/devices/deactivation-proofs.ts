import type { Kysely } from 'kysely';
import { generateKeyPairSync } from 'node:crypto';
import {
  deactivationPayload,
  deactivationProof,
  devicePublicKeyText,
  openDeviceFile,
  readJsonText,
  readPayload,
} from '@bfsm/api-adapter/license-file';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

/** A proof may carry a time this much ahead of the portal's clock (the machine's clock may run fast). */
const clockSkewMs = 10 * 60_000;

/**
 * A key that no device holds (its private half is never kept): a proof for no device, or for one
 * without a key, is checked against it, so that every refusal after the lookup costs the same work.
 */
const standInKey = devicePublicKeyText(generateKeyPairSync('ed25519').publicKey);

/**
 * A deactivation proof (decision 045): the device deleted its licence file and signed, with the key
 * it registered at its last activation, that it did. A valid proof frees the slot at once. Refused:
 * what is no proof, a proof of a device not (or no longer) activated in the account, one signed by
 * another key (forged or foreign), and one older than the device's last activation (replayed).
 * The removal names the device's key and activation, so a proof redeemed twice at once frees once.
 *
 * The key that checks the signature is the device's, found by the proof's own claims, so they are
 * read before the signature; but only once every claim has its valid form (the contract's id, the
 * online activation's fingerprint), and what the lookup finds tells the caller nothing: a device
 * that does not exist, has no key, or whose key did not sign are refused alike, after the same
 * work (decision 054). The public call (`userId` absent) must not tell which device ids exist; on
 * the profile the owner, who sees his devices, learns that one of them has no key.
 */
export async function redeemDeactivationProof(
  db: Kysely<Database>,
  options: { text: string; userId?: number; actor: AuditActor; now: Date },
): Promise<{ device: string }> {
  const envelope = deactivationProof.safeParse(readJsonText(options.text));
  if (!envelope.success) throw new DomainError('proofRefused', { why: 'malformed' });
  const claimed = deactivationPayload.safeParse(readPayload(envelope.data.payload));
  if (!claimed.success) throw new DomainError('proofRefused', { why: 'malformed' });

  let query = db
    .selectFrom('devices')
    .select(['id', 'user_id', 'name', 'machine_id', 'public_key', 'activated_at'])
    .where('id', '=', claimed.data.deviceId)
    .where('machine_id', '=', claimed.data.fingerprint);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  const found = await query.executeTakeFirst();

  const opened = openDeviceFile(envelope.data, found?.public_key ?? standInKey, deactivationPayload);
  if (found && !found.public_key && options.userId !== undefined) throw new DomainError('proofRefused', { why: 'no-key' });
  if (!found?.public_key || !opened.ok) throw new DomainError('proofRefused', { why: 'refused' });
  const device = { ...found, public_key: found.public_key };
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
    if (!removed) throw new DomainError('proofRefused', { why: 'refused' });
    await recordAuditEvent(trx, options.actor, {
      kind: 'device-deactivated-by-proof',
      subject: await auditSubject(trx, device.user_id),
      before: { device: device.name, machineId: device.machine_id },
      after: { deactivatedAt: opened.payload.deactivatedAt },
    });
    return { device: removed.name };
  });
}
