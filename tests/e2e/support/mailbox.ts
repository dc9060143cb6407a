import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Reads the newest code sent to an address from the `.eml` files the server writes under
 * DATA_DIR/mail when no SMTP server is configured. `after` skips codes already read.
 */
export async function waitForCode(dataDir: string, to: string, after: string[] = []) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const codes = await codesSentTo(dataDir, to);
    const fresh = codes.filter((code) => !after.includes(code));
    if (fresh.length > 0) return fresh[fresh.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code e-mail to ${to} within 15 s`);
}

async function codesSentTo(dataDir: string, to: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(dir, name)))),
  );
  return mails
    .filter((mail) => JSON.stringify(mail.to ?? '').includes(to))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0))
    .map((mail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1])
    .filter((code): code is string => Boolean(code));
}

/**
 * Reads the newest invitation link (`.../invitation?adminInvitationId=...&token=...`) e-mailed
 * to an address. `after` skips links already read (a resend sends a new one).
 */
export async function waitForInvitationLink(dataDir: string, to: string, after: string[] = []) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (await linksSentTo(dataDir, to)).filter((link) => !after.includes(link));
    if (fresh.length > 0) return fresh[fresh.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new invitation e-mail to ${to} within 15 s`);
}

async function linksSentTo(dataDir: string, to: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(dir, name)))),
  );
  return mails
    .filter((mail) => JSON.stringify(mail.to ?? '').includes(to))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0))
    .map((mail) => /https?:\/\/\S+\/invitation\?\S+/.exec(mail.text ?? '')?.[0])
    .filter((link): link is string => Boolean(link));
}
