import { sql } from 'drizzle-orm';
import type { MailContent } from '../../platform/mail/templates';
import type { Db } from '../../db/client';

/** One invitation row of a bulk commit, in column names. */
export interface InvitationInsert {
  id: string;
  organization_id: string;
  kind: 'user' | 'admin';
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  class_room_id: string | null;
  token_hash: string;
  expires_at: string;
  invited_by: string;
  batch_id: string;
  created_at: string;
}

/*
 * Bulk rows travel as ONE parameter (a JSON array read by json_to_recordset) instead of one
 * parameter per value: 10,000 invitations would be 130,000 bind parameters in 10 statements,
 * and encoding and parsing them cost more than writing the rows (npm run bench:import). The
 * rows still pass through the same constraints, foreign keys and row-level security.
 */

export async function insertInvitations(tx: Db, rows: InvitationInsert[]): Promise<void> {
  await tx.execute(sql`
    insert into invitations (id, organization_id, kind, email, first_name, last_name, role_id,
      class_room_id, token_hash, expires_at, invited_by, batch_id, created_at, updated_at)
    select id, organization_id, kind, email, first_name, last_name, role_id, class_room_id,
      token_hash, expires_at, invited_by, batch_id, created_at, created_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, organization_id uuid,
      kind text, email text, first_name text, last_name text, role_id uuid, class_room_id uuid,
      token_hash text, expires_at timestamptz, invited_by uuid, batch_id uuid,
      created_at timestamptz)`);
}

export type MailInsert = MailContent & { to: string };

export async function queueMails(tx: Db, rows: MailInsert[]): Promise<void> {
  await tx.execute(sql`
    insert into mail_outbox ("to", subject, text, html, language)
    select "to", subject, text, html, language
    from json_to_recordset(${JSON.stringify(rows)}::json) as r("to" text, subject text,
      text text, html text, language text)`);
}
