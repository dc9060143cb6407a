import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/*
 * The e-mails the server writes as `.eml` files under DATA_DIR/mail when no SMTP server is
 * configured, read as a person's mailbox.
 */

/** The texts of every e-mail sent to an address, oldest first. */
async function textsSentTo(dataDir: string, to: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(dir, name)))),
  );
  return mails
    .filter((mail) => JSON.stringify(mail.to ?? '').includes(to))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0))
    .map((mail) => mail.text ?? '');
}

/**
 * The newest match of `pattern` in the e-mails to an address, waiting up to 15 s for one that
 * is not in `after` (a resend sends a new code or link).
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  after: string[] = [],
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await textsSentTo(dataDir, to))
      .map((text) => {
        const match = pattern.exec(text);
        return match ? (match[1] ?? match[0]) : null;
      })
      .filter((match): match is string => match !== null && !after.includes(match));
    if (found.length > 0) return found[found.length - 1] as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new e-mail to ${to} matching ${String(pattern)} within 15 s`);
}

/** The newest code (six digits) sent to an address; `after` skips codes already read. */
export const waitForCode = (dataDir: string, to: string, after: string[] = []) =>
  waitForMail(dataDir, to, /\b(\d{6})\b/, after);

/**
 * The newest invitation link (`.../invitation?adminInvitationId=...&token=...`) e-mailed to an
 * address; `after` skips links already read (a resend sends a new one).
 */
export const waitForInvitationLink = (dataDir: string, to: string, after: string[] = []) =>
  waitForMail(dataDir, to, /https?:\/\/\S+\/invitation\?\S+/, after);

/** An e-mailed link, opened on the server a test started (the mail names PUBLIC_URL). */
export function onServer(serverUrl: string, link: string): string {
  const { pathname, search } = new URL(link);
  return `${serverUrl}${pathname}${search}`;
}

/** Today, `years` years on, as a date field takes it (YYYY-MM-DD, UTC). */
export function dayIn(years = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}
