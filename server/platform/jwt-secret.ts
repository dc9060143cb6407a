import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

async function readSecretFile(file: string): Promise<Uint8Array | null> {
  let stored: string;
  try {
    stored = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!/^[0-9a-f]{64,}$/i.test(stored)) {
    throw new Error(`${file} is not a hex secret of at least 256 bits; delete it to regenerate.`);
  }
  return Buffer.from(stored, 'hex');
}

/**
 * The signing key: JWT_SECRET when set, else a random 256-bit secret created once in
 * DATA_DIR (mode 0600) so tokens survive restarts.
 */
export async function resolveJwtSecret(dataDir: string, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    // 'wx' fails if another process created the file first; then use theirs.
    await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const winner =
      (error as NodeJS.ErrnoException).code === 'EEXIST' && (await readSecretFile(file));
    if (winner) return winner;
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}
