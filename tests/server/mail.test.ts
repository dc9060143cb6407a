import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema/mail';
import { enqueueMail } from '../../server/platform/mail/outbox';
import { codeMail } from '../../server/platform/mail/templates';
import { createMailWorker, mailDir } from '../../server/platform/mail/worker';
import { ACCOUNT_URLS, codeIn, signUp, verify } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const logLines: { msg: string; file?: string; mailId?: string }[] = [];
const log = {
  info: (details: object, msg: string) => logLines.push({ ...details, msg }),
  warn: (details: object, msg: string) => logLines.push({ ...details, msg }),
};
const FROM = 'Console <no-reply@console.test>';

describe('mail worker over SMTP', () => {
  it('delivers the sign-up code; the test reads it from the received mail and verifies', async () => {
    const token = await signUp(t, { email: 'smtp-user@example.test' });
    const worker = createMailWorker({
      db: t.db,
      dataDir: t.dataDir,
      mail: { smtpUrl, from: FROM },
      log,
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    await worker.stop();
    const mail = received.find((m) => m.subject === 'Your sign-up code');
    expect(mail?.from?.text).toContain('no-reply@console.test');
    const code = codeIn(mail?.text ?? '');
    const accessToken = await verify(t, token, code);
    expect((await t.request(accessToken, 'GET', ACCOUNT_URLS.me)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'smtp-user@example.test'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries with backoff, then gives up after the last attempt', async () => {
    const id = await enqueueMail(
      t.db,
      'nowhere@example.test',
      codeMail('reset', 'en', '123456', 'N'),
    );
    // A port nobody listens on.
    const worker = createMailWorker({
      db: t.db,
      dataDir: t.dataDir,
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: FROM },
      log,
      maxAttempts: 2,
      backoffMs: () => 0,
    });
    await worker.runOnce();
    const [first] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.lastError).toBeTruthy();
    await worker.runOnce();
    await worker.stop();
    const [second] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(second).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('pushes a failed attempt into the future with the default backoff', async () => {
    const id = await enqueueMail(
      t.db,
      'later@example.test',
      codeMail('reset', 'en', '123456', 'L'),
    );
    const worker = createMailWorker({
      db: t.db,
      dataDir: t.dataDir,
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: FROM },
      log,
    });
    await worker.runOnce();
    // Not due again yet: the second run does not touch it.
    await worker.runOnce();
    await worker.stop();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});

describe('mail worker without SMTP (.eml files)', () => {
  it('writes an RFC 822 UTF-8 file per message and logs its path, never the code', async () => {
    const id = await enqueueMail(
      t.db,
      'eml@example.test',
      codeMail('signup', 'ar', '424242', 'سارة'),
    );
    const worker = createMailWorker({
      db: t.db,
      dataDir: t.dataDir,
      mail: { smtpUrl: undefined, from: FROM },
      log,
    });
    await worker.runOnce();
    await worker.stop();
    const file = path.join(mailDir(t.dataDir), `${id}.eml`);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe('رمز التسجيل الخاص بك');
    expect(parsed.text).toContain('مرحبًا سارة');
    expect(codeIn(parsed.text ?? '')).toBe('424242');
    expect(logLines).toContainEqual(expect.objectContaining({ mailId: id, file }));
    expect(JSON.stringify(logLines)).not.toContain('424242');
  });

  it('runs on its own when started, until stopped', async () => {
    const id = await enqueueMail(t.db, 'auto@example.test', codeMail('reset', 'en', '111111', 'A'));
    const worker = createMailWorker({
      db: t.db,
      dataDir: t.dataDir,
      mail: { smtpUrl: undefined, from: FROM },
      log,
      pollMs: 20,
    });
    worker.start();
    await expect
      .poll(
        async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status,
      )
      .toBe('sent');
    await worker.stop();
  });
});
