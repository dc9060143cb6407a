import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../contract/accounts';

/** Hashes and checks e-mail codes with a server key (HMAC-SHA256). */
export interface CodeHasher {
  /** A fresh code from the OS's secure random source, zero-padded to CODE_LENGTH digits. */
  generate(): string;
  /** The challenge id is part of the input, so one code's hash is useless for another. */
  hash(challengeId: string, code: string): string;
  matches(challengeId: string, code: string, storedHash: string): boolean;
  /**
   * HMAC of a secret that travels in a link (an invitation token), named by its purpose so a
   * hash made for one use is useless for another. Only this hash is stored.
   */
  hashSecret(purpose: string, secret: string): string;
}

export function createCodeHasher(key: Uint8Array): CodeHasher {
  const hash = (challengeId: string, code: string) =>
    createHmac('sha256', key).update(`code:${challengeId}:${code}`).digest('base64url');
  return {
    generate: () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0'),
    hash,
    matches(challengeId, code, storedHash) {
      const a = Buffer.from(hash(challengeId, code));
      const b = Buffer.from(storedHash);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    hashSecret: (purpose, secret) =>
      createHmac('sha256', key).update(`${purpose}:${secret}`).digest('base64url'),
  };
}
