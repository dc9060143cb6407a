import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  INVITATION_MESSAGES,
} from '../../../contract/invitations';
import { MESSAGES } from '../../../contract/messages';
import { badRequest } from '../errors';
import { checkedByHandler } from '../route-schemas';

/**
 * The request side of a guided bulk import (invitations, live classes): `?dryRun=true` checks
 * and writes nothing; a commit's Idempotency-Key (sent, or made from the caller and the file)
 * makes a retry replay the first result.
 */
export const bulkQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** The commit's header, for the document: `idempotencyKeyOf` checks it (its own 400). */
export const bulkHeadersSchema = checkedByHandler(
  z.object({
    [IDEMPOTENCY_HEADER.toLowerCase()]: idempotencyKeySchema.optional().meta({
      description:
        'A commit (not dryRun) with a key already used replays its result. Without one, the key ' +
        'is the caller, the day (UTC) and the file: the same file sent again that day replays.',
    }),
  }),
);

/** What a commit's key is made of when the client sends none. */
export interface ImplicitKey {
  userId: string;
  /** The SHA-256 of the file (or of the typed rows). */
  fileHash: string;
  now: Date;
}

/**
 * The commit's key: its Idempotency-Key header; without one (a client written from the spec
 * sends none), the caller, the day in UTC and the file's content, so a retry of the same file
 * that day replays the first result instead of inviting or scheduling twice. 400 when the
 * header is malformed.
 */
export function idempotencyKeyOf(headers: Record<string, unknown>, implicit: ImplicitKey) {
  const sent = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (sent === undefined) {
    const day = implicit.now.toISOString().slice(0, 10);
    return `implicit:${implicit.userId}:${day}:${implicit.fileHash}`;
  }
  const parsed = idempotencyKeySchema.safeParse(sent);
  if (!parsed.success) {
    throw badRequest(MESSAGES.badRequest, {
      [IDEMPOTENCY_HEADER]: INVITATION_MESSAGES.idempotencyKeyMalformed,
    });
  }
  return parsed.data;
}
