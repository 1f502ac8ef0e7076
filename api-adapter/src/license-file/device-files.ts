import * as z from 'zod/mini';
import { isoDateTime, oneLineText, recordId } from '../contract/fields.js';

/**
 * The files a device writes for the portal (decision 045), signed like the licence file: `payload`
 * is base64 of a UTF-8 JSON text and `signature` the Ed25519 signature over the ASCII bytes of
 * `payload` exactly as it stands, here made with the device's own key. docs/desktop-files.md has
 * the bytes.
 */
export const deactivationProofFormat = 'bfsm-deactivation-v1';

/** The device's own Ed25519 public key as the portal takes it: base64 of its 32 raw bytes (44 characters). */
export const devicePublicKey = z.string().check(z.regex(/^[A-Za-z0-9+/]{43}=$/));

/**
 * What a device states about itself, online (desktop.ts) and in its files alike: one schema each,
 * so a file takes exactly what the online call takes (decision 054). A stable fingerprint of the
 * machine (the application derives it) and the name the user knows it by, each on one line.
 */
export const deviceFingerprint = oneLineText(z.minLength(8), z.maxLength(200));
export const deviceName = oneLineText(z.minLength(1), z.maxLength(100));

/**
 * A signed envelope: the same four fields as the licence file, without a key id (the device has
 * one key). The signature must be base64 of 64 bytes, so a file that cannot carry one is refused
 * as no file before anything is looked up for it.
 */
const signedEnvelope = <F extends string>(format: F) =>
  z.object({
    format: z.literal(format),
    algorithm: z.literal('Ed25519'),
    payload: z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
    signature: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/)),
  });

export const deactivationProof = signedEnvelope(deactivationProofFormat);
export type DeactivationProof = z.infer<typeof deactivationProof>;

/**
 * What the device states when it gave its licence up: which device, on which machine, when. The
 * portal reads it before the signature, to find the device whose key checks it, so every claim
 * must have its valid form first: the id is the contract's (a number no record can have never
 * reaches the query).
 */
export const deactivationPayload = z.object({
  format: z.literal(deactivationProofFormat),
  deviceId: recordId,
  fingerprint: deviceFingerprint,
  deactivatedAt: isoDateTime,
  /** Random, so that two proofs of one device never look alike. */
  nonce: oneLineText(z.maxLength(100)),
});
export type DeactivationPayload = z.infer<typeof deactivationPayload>;

/** 'Gerät offline aktivieren': what the device asks for, signed with the key it registers (decision 045). */
export const activationRequestFormat = 'bfsm-activation-request-v1';

export const activationRequest = signedEnvelope(activationRequestFormat);
export type ActivationRequest = z.infer<typeof activationRequest>;

export const activationRequestPayload = z.object({
  format: z.literal(activationRequestFormat),
  fingerprint: deviceFingerprint,
  /** Stored and shown like an online activation's name, so held to the same one-line rule. */
  deviceName,
  appVersion: z.string().check(z.maxLength(50)),
  /** The device's own Ed25519 public key, base64 of its 32 raw bytes: it also signs this request. */
  publicKey: devicePublicKey,
  nonce: z.string().check(z.maxLength(100)),
  createdAt: z.string(),
});
export type ActivationRequestPayload = z.infer<typeof activationRequestPayload>;
