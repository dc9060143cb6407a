import { z } from 'zod';
import { MESSAGES } from '../../../contract/messages';
import type { Pagination } from '../../../contract/wire';
import { badRequest } from '../../platform/errors';
import { toPagination } from '../../platform/paging';

/**
 * Keyset paging of the student lists. The sort key is the membership's (created_at, id),
 * both descending (index memberships_organization_newest_idx / memberships_newest_idx). The
 * cursor carries created_at as exact text (microseconds, UTC): a JS Date keeps milliseconds
 * only, and a truncated key would skip rows of the same millisecond.
 */
export interface ListKey {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as the database wrote it. */
  createdAt: string;
  membershipId: string;
}

const keySchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.uuid(),
]);

export const encodeCursor = (key: ListKey): string =>
  Buffer.from(JSON.stringify([key.createdAt, key.membershipId])).toString('base64url');

/** The key a cursor names; anything else is a 400 on `cursor`. */
export function decodeCursor(cursor: string): ListKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const key = keySchema.safeParse(parsed);
  if (!key.success) throw badRequest(MESSAGES.badRequest, { cursor: 'Invalid cursor.' });
  return { createdAt: key.data[0], membershipId: key.data[1] };
}

/**
 * The pagination block of a keyset list. `rows` holds up to pageSize + 1 rows: one more than
 * the page says that a next page exists, and the page's last row is where it starts.
 */
export function keysetPage<T extends { key: ListKey }>(
  rows: T[],
  total: number,
  pageNumber: number,
  pageSize: number,
): { rows: T[]; pagination: Pagination } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const nextCursor = rows.length > pageSize && last ? encodeCursor(last.key) : null;
  return {
    rows: page,
    pagination: { ...toPagination(total, pageNumber, pageSize, page.length), nextCursor },
  };
}
