import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RollbackRow } from '../../../contract/imports';
import type { InvitationKind } from '../../../contract/invitations';
import { invitationRollback } from '../../../machines/import.machine';
import { invitationStatusOf } from '../../../machines/invitation.machine';
import type { Db } from '../../db/client';
import { invitationBatches, invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import type { BatchTable, RowsOf } from '../../platform/imports';
import { fullName } from '../../platform/person-name';

/** The invitation imports as the shared import code reads them (server/platform/imports.ts). */
export const INVITATION_IMPORTS: BatchTable = {
  table: invitationBatches,
  id: invitationBatches.id,
  organizationId: invitationBatches.organizationId,
  fileName: invitationBatches.fileName,
  createdBy: invitationBatches.createdBy,
  createdAt: invitationBatches.createdAt,
  createdCount: invitationBatches.invitedCount,
  skippedCount: invitationBatches.skippedCount,
  rolledBackAt: invitationBatches.rolledBackAt,
  rolledBackBy: invitationBatches.rolledBackBy,
};

/** One kind's imports: students' (user) or staff and teachers' (admin). */
export const ofKind = (kind: InvitationKind) => eq(invitationBatches.kind, kind);

const accepter = alias(users, 'accepter');

/**
 * The invitations an import sent, as its rollback sees them: a pending (or expired) one is
 * cancelled, an accepted one kept and named with who accepted it.
 */
export const invitationRows =
  (tx: Db, now: Date): RowsOf =>
  (target) => ({
    async decide({ lock }) {
      const query = tx
        .select({
          id: invitations.id,
          email: invitations.email,
          status: invitations.status,
          expiresAt: invitations.expiresAt,
          firstName: accepter.firstName,
          lastName: accepter.lastName,
        })
        .from(invitations)
        .leftJoin(accepter, eq(accepter.id, invitations.acceptedBy))
        .where(eq(invitations.batchId, target.id))
        .orderBy(asc(invitations.email));
      const rows = lock ? await query.for('update', { of: invitations }) : await query;
      return rows.map((row): RollbackRow => {
        const status = invitationStatusOf(row.status, row.expiresAt, now);
        const accepted = fullName(row.firstName, row.lastName);
        return {
          id: row.id,
          label: row.email,
          detail: status === 'accepted' && accepted ? accepted : null,
          ...invitationRollback(status),
        };
      });
    },
    async undo(rows) {
      const ids = rows.filter((row) => row.outcome === 'cancel').map((row) => row.id);
      const CHUNK = 1000;
      for (let start = 0; start < ids.length; start += CHUNK) {
        await tx
          .update(invitations)
          .set({ status: 'canceled', updatedAt: now })
          .where(
            and(
              inArray(invitations.id, ids.slice(start, start + CHUNK)),
              eq(invitations.status, 'pending'),
            ),
          );
      }
    },
  });
