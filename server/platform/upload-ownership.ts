import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads, type UPLOAD_KINDS, type UPLOAD_RECORD_PURPOSES } from '../db/schema/uploads';

/** Who must have uploaded a file for a record to name it: an organisation, or one person. */
export type UploadOwner = { organizationId: string } | { userId: string };

export interface UploadClaim {
  fileName: string;
  purpose: (typeof UPLOAD_RECORD_PURPOSES)[number];
  /** The kinds the record accepts (any when absent). */
  kinds?: readonly (typeof UPLOAD_KINDS)[number][];
  owner: UploadOwner;
}

/**
 * Whether a stored name is an upload of `owner`, for `purpose`: the one rule before any record
 * names a stored file (a logo, a contract, a live class's cover, a story's picture). A stored
 * name alone proves nothing: naming another organisation's upload would make it readable to
 * the namer. Read in the transaction's tenant scope (uploads_tenant), which hides other
 * organisations' rows anyway; the owner is compared as well, so the rule does not rest on the
 * scope alone.
 */
export async function isUploadOf(tx: Db, claim: UploadClaim): Promise<boolean> {
  const { owner } = claim;
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.fileName, claim.fileName),
        eq(uploads.purpose, claim.purpose),
        claim.kinds ? inArray(uploads.kind, [...claim.kinds]) : undefined,
        'userId' in owner
          ? eq(uploads.uploadedBy, owner.userId)
          : eq(uploads.organizationId, owner.organizationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
