import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import {
  DRY_RUN_PREVIEW_ROWS,
  type BulkResult,
  type DryRunReport,
  type InvitationKind,
} from '../../../contract/invitations';
import type { Permission } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import { invitationBatches, invitations } from '../../db/schema/invitations';
import { roles } from '../../db/schema/roles';
import type { CodeHasher } from '../../platform/codes';
import type { SheetRow } from '../../platform/spreadsheet/read-rows';
import type { OrganizationRow } from '../organizations/public';
import type { ColumnIndex } from './file-columns';
import {
  insertInvitations,
  queueMails,
  type InvitationInsert,
  type MailInsert,
} from './bulk-write';
import { loadLookups, studentRole } from './lookups';
import { invitationMail } from './mail';
import {
  invitationExpiry,
  invitationLink,
  invitationTokenHash,
  newInvitationToken,
} from './tokens';
import { validateRows, type ValidatedFile } from './validate-rows';

/** Rows (and e-mails) per INSERT, one JSON parameter each (bulk-write.ts): bounded memory. */
const CHUNK = 500;

/** A bulk file (or typed rows) read and mapped to columns, with its fingerprint. */
export interface BulkInput {
  kind: InvitationKind;
  index: ColumnIndex;
  rows: SheetRow[];
  /** SHA-256 of the file's bytes, or of the typed rows' canonical JSON. */
  fileHash: string;
  /** The uploaded file's name; null for typed rows. */
  fileName: string | null;
}

export interface BulkCaller {
  userId: string;
  permissions: Permission[];
}

async function validate(
  tx: Db,
  input: BulkInput,
  organization: OrganizationRow,
  caller: BulkCaller,
  now: Date,
): Promise<ValidatedFile> {
  const lookups = await loadLookups(tx, {
    kind: input.kind,
    organization,
    held: caller.permissions,
    now,
  });
  return validateRows(input.kind, input.index, input.rows, lookups);
}

/** The dry run's report: counts, every invalid row and the first valid ones, in file order. */
export async function dryRunReport(
  tx: Db,
  input: BulkInput,
  organization: OrganizationRow,
  caller: BulkCaller,
  now: Date,
): Promise<DryRunReport> {
  const { rows, valid } = await validate(tx, input, organization, caller, now);
  let preview = 0;
  const shown = rows.filter((row) => row.errors.length > 0 || preview++ < DRY_RUN_PREVIEW_ROWS);
  return {
    totalRows: rows.length,
    validRows: valid.length,
    invalidRows: rows.length - valid.length,
    rows: shown,
  };
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export interface CommitDeps {
  codes: CodeHasher;
  publicUrl: string;
  /** Called once the rows are checked, before anything is written (logging, tests). */
  onWriting?: (count: number) => void;
  /** Called after each chunk is written, inside the transaction (the crash test slows it). */
  afterChunk?: (written: number) => Promise<void>;
}

/**
 * The commit, inside the caller's transaction with the organisation row already locked (so
 * commits of one organisation run one after another and see each other's rows). The file is
 * checked again against fresh lookups, then every valid row is written with its own token
 * (only the HMAC stored), its e-mail queued in the organisation's language, and the batch
 * recorded under the idempotency key. All of it or nothing: one transaction.
 */
export async function commitBulk(
  tx: Db,
  deps: CommitDeps,
  input: BulkInput & { idempotencyKey: string },
  organization: OrganizationRow,
  caller: BulkCaller,
  now: Date,
): Promise<BulkResult> {
  const { valid } = await validate(tx, input, organization, caller, now);
  deps.onWriting?.(valid.length);
  const batchId = randomUUID();
  await tx.insert(invitationBatches).values({
    id: batchId,
    organizationId: organization.id,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    fileHash: input.fileHash,
    fileName: input.fileName,
    invitedCount: valid.length,
    skippedCount: input.rows.length - valid.length,
    createdBy: caller.userId,
    // The service's clock, which also decides the rollback window.
    createdAt: now,
  });
  if (valid.length === 0) {
    return { batchId, invitedCount: 0, skippedCount: input.rows.length, replayed: false };
  }

  const student = input.kind === 'user' ? await studentRole(tx) : null;
  if (input.kind === 'user' && !student) throw new Error('the Student role (number 6) is missing');
  const roleIds = [...new Set(valid.map((row) => row.roleId ?? student?.id ?? ''))];
  const roleNames = new Map(
    (
      await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(inArray(roles.id, roleIds))
    ).map((row) => [row.id, row.name]),
  );
  // An expired invitation to the same person is superseded by the new one (the open-invitation
  // unique index would refuse two pending rows for one e-mail). Expired ones are few: read them
  // all (one query) rather than send every e-mail of the file back to the database.
  const emails = new Set(valid.map((row) => row.email));
  const superseded = (
    await tx
      .select({ id: invitations.id, email: invitations.email })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organization.id),
          eq(invitations.status, 'pending'),
          lte(invitations.expiresAt, now),
        ),
      )
  ).filter((row) => emails.has(row.email));
  for (const part of chunks(superseded.map((row) => row.id))) {
    await tx
      .update(invitations)
      .set({ status: 'canceled', updatedAt: now })
      .where(inArray(invitations.id, part));
  }

  const expiresAt = invitationExpiry(now);
  // Chunk by chunk: each chunk's rows and e-mails are built, written and dropped before the
  // next, so a 10,000-row commit never holds every e-mail (and every clear token) at once.
  let written = 0;
  for (const part of chunks(valid)) {
    const invitationRows: InvitationInsert[] = [];
    const mails: MailInsert[] = [];
    for (const row of part) {
      const id = randomUUID();
      const token = newInvitationToken();
      const roleId = row.roleId ?? student?.id ?? '';
      invitationRows.push({
        id,
        organization_id: organization.id,
        kind: input.kind,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        role_id: roleId,
        class_room_id: row.classRoomId,
        token_hash: invitationTokenHash(deps.codes, token),
        expires_at: expiresAt.toISOString(),
        invited_by: caller.userId,
        batch_id: batchId,
        created_at: now.toISOString(),
      });
      mails.push({
        to: row.email,
        ...invitationMail({
          language: organization.language,
          organizationName: organization.name,
          roleName: roleNames.get(roleId) ?? '',
          link: invitationLink(deps.publicUrl, id, token),
          expiresAt,
          name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        }),
      });
    }
    await insertInvitations(tx, invitationRows);
    await queueMails(tx, mails);
    written += part.length;
    await deps.afterChunk?.(written);
  }
  return {
    batchId,
    invitedCount: valid.length,
    skippedCount: input.rows.length - valid.length,
    replayed: false,
  };
}

/** The batch already committed under this key, if any. */
export async function findBatch(
  tx: Db,
  where: { organizationId: string; kind: InvitationKind; idempotencyKey: string },
) {
  const [row] = await tx
    .select()
    .from(invitationBatches)
    .where(
      and(
        eq(invitationBatches.organizationId, where.organizationId),
        eq(invitationBatches.kind, where.kind),
        eq(invitationBatches.idempotencyKey, where.idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}
