import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  INVITATION_MESSAGES,
} from '../../../contract/invitations';
import { badRequest } from '../errors';
import { checkedByHandler } from '../route-schemas';

/**
 * The request side of a guided bulk import (invitations, live classes): `?dryRun=true` checks
 * and writes nothing; a commit carries an Idempotency-Key, so a retry replays the first result.
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
        'Needed to commit (not with dryRun): a retry with the same key replays the result.',
    }),
  }),
);

/** The commit's Idempotency-Key header; 400 when missing or malformed. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const parsed = idempotencyKeySchema.safeParse(headers[IDEMPOTENCY_HEADER.toLowerCase()]);
  if (!parsed.success) {
    throw badRequest(INVITATION_MESSAGES.idempotencyKeyMissing, {
      [IDEMPOTENCY_HEADER]: INVITATION_MESSAGES.idempotencyKeyMissing,
    });
  }
  return parsed.data;
}
