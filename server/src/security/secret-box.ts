import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets (TOTP keys) with AES-256-GCM under the operator's key, so that a copy of
 * the database alone gives nobody the second factors. GCM's tag makes a changed value fail to open.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('Der Schlüssel für Geheimnisse muss 32 Bytes lang sein.');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealedValue: string): string {
      const [iv, tag, sealed] = sealedValue.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('Verschlüsseltes Geheimnis ist beschädigt.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
