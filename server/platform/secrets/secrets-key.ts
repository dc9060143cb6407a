import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'secrets-key';
export const SECRETS_KEY_BYTES = 32;

/** Standard base64 of 32 bytes: 43 characters and one `=` (`openssl rand -base64 32`). */
const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;

/** The key of a `SECRETS_KEY` text, or undefined when it is not base64 of exactly 32 bytes. */
export function decodeSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  return BASE64_32_BYTES.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let stored: string;
  try {
    stored = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = decodeSecretsKey(stored);
  if (!key) {
    throw new Error(
      `${file} is not a base64 key of 32 bytes; restore it (the stored secrets need it) or set SECRETS_KEY.`,
    );
  }
  return key;
}

/**
 * The master key of the secrets kept in the database (the meeting keys): `SECRETS_KEY` when set,
 * else a random 32-byte key created once in DATA_DIR (mode 0600), as the JWT secret is. Losing
 * it loses the stored secrets (they must be written again), never more.
 */
export async function resolveSecretsKey(dataDir: string, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) {
    const key = decodeSecretsKey(fromEnv);
    // config.ts checks the same rule at start-up; this guards other callers.
    if (!key) throw new Error('SECRETS_KEY must be 32 bytes in base64');
    return key;
  }
  const file = path.join(dataDir, KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(SECRETS_KEY_BYTES);
  try {
    // 'wx' fails if another process created the file first; then use theirs.
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' && (await readKeyFile(file));
    if (winner) return winner;
    throw error;
  }
  await chmod(file, 0o600);
  return key;
}
