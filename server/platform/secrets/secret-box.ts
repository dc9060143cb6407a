import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret could not be opened: another key, or a damaged or moved ciphertext. */
export class SecretUnreadable extends Error {
  override name = 'SecretUnreadable';
}

/**
 * Seals short secrets for storage: AES-256-GCM under a key derived (HKDF-SHA256) from the master
 * key for one purpose, a fresh random IV each time, and `context` (e.g. the key's name) bound as
 * additional data, so a ciphertext moved to another row does not open there.
 * Sealed form: `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(masterKey: Uint8Array, purpose: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), `arabic-console secrets: ${purpose}`, 32),
  );
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0) {
        throw new SecretUnreadable('not a sealed secret');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretUnreadable('the secret does not open with this key');
      }
    },
  };
}
