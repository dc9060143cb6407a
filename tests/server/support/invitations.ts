import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import { IDEMPOTENCY_HEADER, type InvitationKind } from '../../../contract/invitations';
import { USERS_PATHS } from '../../../contract/paths';
import { mailOutbox } from '../../../server/db/schema/mail';
import { bearer, usersUrl, type TestApp } from './test-app';

/** An .xlsx workbook of one sheet, as a spreadsheet program would save it. */
export function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitations');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A CSV file (UTF-8, optionally with a byte-order mark). */
export function csvOf(rows: string[][], bom = false): Buffer {
  const text = rows.map((row) => row.join(',')).join('\r\n');
  return Buffer.concat([
    bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
    Buffer.from(text),
  ]);
}

/** A multipart/form-data body with one file part. */
export function multipartOf(
  file: Buffer,
  fileName: string,
  options: { field?: string; type?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = `----invitations${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
      `filename="${fileName}"\r\nContent-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface BulkCall {
  token: string;
  kind: InvitationKind;
  file?: { data: Buffer; name: string };
  rows?: Record<string, string>[];
  dryRun?: boolean;
  key?: string;
  /** `?organizationId=`: another organisation's invitations (a HAD caller). */
  organizationId?: string;
}

/** `POST v1/{kind}-invitations/bulk` with a file or typed rows. */
export function bulk(t: TestApp, call: BulkCall): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    ...(call.dryRun ? { dryRun: 'true' } : {}),
    ...(call.organizationId ? { organizationId: call.organizationId } : {}),
  }).toString();
  const url = `${usersUrl(USERS_PATHS.invitationsBulk(call.kind))}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    ...bearer(call.token),
    ...(call.key ? { [IDEMPOTENCY_HEADER]: call.key } : {}),
  };
  if (call.file) {
    const { body, contentType } = multipartOf(call.file.data, call.file.name);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  }
  return t.app.inject({ method: 'POST', url, headers, payload: { rows: call.rows ?? [] } });
}

/**
 * The invitation link e-mailed last to `email` (from the outbox): its one value (`<id>.<token>`,
 * as a client written from the spec sends it) and its two parts, as older links carried them.
 */
export async function lastLinkTo(
  t: TestApp,
  email: string,
): Promise<{
  adminInvitationId: string;
  token: string;
  value: string;
  mail: typeof mailOutbox.$inferSelect;
}> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const mail = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /\/invitation\?adminInvitationId=(([0-9a-f-]{36})\.([\w-]+))/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail to ${email}`);
  return { adminInvitationId: match[2]!, token: match[3]!, value: match[1]!, mail };
}
