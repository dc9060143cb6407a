import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/messages';
import { ERROR_CODES, type ApiError } from '../../contract/wire';
import type { Db } from '../db/client';
import { HttpError } from './errors';
import { fullName } from './person-name';
import { rowsOf } from './sql-rows';

/*
 * Edits that do not overwrite each other (docs/edit-conflicts.md). An editable record has a
 * `version` the database bumps on every update (migration 0036). Its read answers it as a strong
 * ETag; a write with `If-Match` naming another version answers 412 with the record as it is now
 * and who changed it last. A write without If-Match works as before (a client written from the
 * spec sends none).
 */

export const etagOf = (version: number) => `"${version}"`;

/** Sends the record's version as its ETag. */
export const answerVersion = (reply: FastifyReply, version: number) =>
  void reply.header('etag', etagOf(version));

/**
 * The versions the request's If-Match names: null when it has none or `*` (any version). A tag
 * that is not one of ours matches no version (RFC 9110: the write is refused).
 */
export function ifMatchOf(request: FastifyRequest): number[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '') return null;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return null;
  return tags.flatMap((tag) => {
    const match = /^(?:W\/)?"(\d{1,9})"$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}

interface LastChange {
  actorId: string | null;
  at: Date | string;
  firstName: string | null;
  lastName: string | null;
}

/** Who last updated the record and when, as the audit trail says (null when it does not). */
async function lastChange(tx: Db, table: string, id: string) {
  const [row] = await rowsOf<LastChange>(
    tx.execute(sql`select a.actor_id as "actorId", a.at, u.first_name as "firstName",
        u.last_name as "lastName"
      from audit_log a left join users u on u.id = a.actor_id
      where a.table_name = ${table} and a.record_id = ${id} and a.action = 'update'
      order by a.id desc limit 1`),
  );
  return row ?? null;
}

export interface Versioned {
  /** The table and id of the record, as the audit trail names them. */
  table: string;
  id: string;
  /** Its version as locked by the write (read `for update`). */
  version: number;
  /** The record as its read answers it now. */
  present: () => Promise<unknown>;
}

/**
 * Refuses a write whose If-Match names another version than the stored one: 412 with the record
 * now, its ETag, and who changed it last. Call it inside the write's transaction, after locking
 * the row, before changing anything.
 */
export async function checkVersion(tx: Db, request: FastifyRequest, record: Versioned) {
  const wanted = ifMatchOf(request);
  if (wanted === null || wanted.includes(record.version)) return;
  const current = await record.present();
  const change = await lastChange(tx, record.table, record.id);
  const edit: NonNullable<ApiError['edit']> = {
    current,
    etag: etagOf(record.version),
    changedBy: change?.actorId
      ? { id: change.actorId, name: fullName(change.firstName, change.lastName) }
      : null,
    changedAt: change ? new Date(change.at).toISOString() : null,
  };
  throw new HttpError(
    412,
    ERROR_CODES.preconditionFailed,
    MESSAGES.editConflict,
    undefined,
    { etag: edit.etag },
    { edit },
  );
}
