import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeChallenge,
} from '../../../contract/accounts';
import { TOKEN } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { ERROR_CODES } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { codeChallenges } from '../../db/schema/accounts';
import type { CodeHasher } from '../../platform/codes';
import { badRequest, HttpError, tooManyRequests } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { codeMail, type CodePurpose, type MailLanguage } from '../../platform/mail/templates';
import { NO_TENANT, withTenant } from '../../platform/tenant';

export type ChallengeRow = typeof codeChallenges.$inferSelect;

/** Who receives the code; null for a reset asked for an unknown e-mail (nothing is sent). */
export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** A challenge never outlives the temp token that names it. */
const challengeEnd = (row: Pick<ChallengeRow, 'createdAt'>) =>
  row.createdAt.getTime() + TOKEN.tempTtlSeconds * 1000;

export function presentChallenge(row: ChallengeRow, now = Date.now()): CodeChallenge {
  return {
    resendInSeconds: seconds(row.resendAt.getTime() - now),
    attemptsLeft: row.attemptsLeft,
    expiresInSeconds: seconds(row.expiresAt.getTime() - now),
  };
}

/**
 * Creates a challenge and, for a known recipient, queues the code e-mail. Call inside the
 * transaction of the action, so the row and its e-mail commit together.
 */
export async function createChallenge(
  tx: Db,
  codes: CodeHasher,
  input: { purpose: CodePurpose; language: MailLanguage; recipient: Recipient | null },
): Promise<ChallengeRow> {
  const id = randomUUID();
  const code = codes.generate();
  const now = Date.now();
  const [row] = await tx
    .insert(codeChallenges)
    .values({
      id,
      userId: input.recipient?.userId ?? null,
      purpose: input.purpose,
      language: input.language,
      codeHash: codes.hash(id, code),
      attemptsLeft: CODE_MAX_ATTEMPTS,
      expiresAt: new Date(now + CODE_TTL_SECONDS * 1000),
      resendAt: new Date(now + CODE_RESEND_SECONDS * 1000),
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('challenge insert returned nothing');
  if (input.recipient) {
    const { email, firstName } = input.recipient;
    await enqueueMail(tx, email, codeMail(input.purpose, input.language, code, firstName));
  }
  return row;
}

async function lockChallenge(tx: Db, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(codeChallenges)
    .where(eq(codeChallenges.id, id))
    .for('update');
  return row;
}

const codeError = (message: string, attemptsLeft?: number) =>
  new HttpError(400, ERROR_CODES.badRequest, message, undefined, {}, { attemptsLeft });

/** A new code for the same challenge (the old one dies), once the countdown has run out. */
export async function resendChallenge(
  db: Db,
  codes: CodeHasher,
  id: string,
  recipient: Recipient | null,
): Promise<ChallengeRow> {
  return db.transaction(async (tx) => {
    const row = await lockChallenge(tx, id);
    if (!row || row.usedAt) throw badRequest(ACCOUNT_MESSAGES.codeExpired);
    const now = Date.now();
    if (row.resendAt.getTime() > now) {
      throw tooManyRequests(ACCOUNT_MESSAGES.resendTooSoon, (row.resendAt.getTime() - now) / 1000);
    }
    const code = codes.generate();
    const [updated] = await tx
      .update(codeChallenges)
      .set({
        codeHash: codes.hash(id, code),
        attemptsLeft: CODE_MAX_ATTEMPTS,
        expiresAt: new Date(Math.min(now + CODE_TTL_SECONDS * 1000, challengeEnd(row))),
        resendAt: new Date(now + CODE_RESEND_SECONDS * 1000),
      })
      .where(eq(codeChallenges.id, id))
      .returning();
    if (!updated) throw badRequest(ACCOUNT_MESSAGES.codeExpired);
    if (recipient && row.userId === recipient.userId) {
      const mail = codeMail(row.purpose, row.language, code, recipient.firstName);
      await enqueueMail(tx, recipient.email, mail);
    }
    return updated;
  });
}

/**
 * Checks a code. A wrong one costs an attempt (the row is locked, so parallel guesses
 * cannot exceed the limit); the right one is consumed and cannot be used again.
 */
export async function consumeChallenge(
  db: Db,
  codes: CodeHasher,
  id: string,
  code: string,
): Promise<ChallengeRow & { userId: string }> {
  // Its own transaction (pass the root handle, not a tx): a wrong try is committed before
  // the error is thrown, so the error must not roll back an enclosing transaction.
  const outcome = await withTenant(db, NO_TENANT, async (tx) => {
    const row = await lockChallenge(tx, id);
    if (!row || row.usedAt) return { error: codeError(ACCOUNT_MESSAGES.codeExpired) };
    if (row.attemptsLeft <= 0) return { error: codeError(ACCOUNT_MESSAGES.tooManyAttempts, 0) };
    if (row.expiresAt.getTime() <= Date.now()) {
      return { error: codeError(ACCOUNT_MESSAGES.codeExpired) };
    }
    if (row.userId && codes.matches(id, code, row.codeHash)) {
      const [used] = await tx
        .update(codeChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(codeChallenges.id, id), isNull(codeChallenges.usedAt)))
        .returning();
      if (used?.userId) return { row: { ...used, userId: used.userId } };
      return { error: codeError(ACCOUNT_MESSAGES.codeExpired) };
    }
    const [after] = await tx
      .update(codeChallenges)
      .set({ attemptsLeft: sql`${codeChallenges.attemptsLeft} - 1` })
      .where(and(eq(codeChallenges.id, id), gt(codeChallenges.attemptsLeft, 0)))
      .returning({ attemptsLeft: codeChallenges.attemptsLeft });
    // Committed: the wrong try counts even though the request fails.
    return { error: codeError(MESSAGES.invalidCode, after?.attemptsLeft ?? 0) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.row;
}
