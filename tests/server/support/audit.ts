import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema/audit';
import { createOrganization, createUser, roleId } from './factories';
import type { TestApp } from './test-app';

/** The request id the service answered with (every answer carries it). */
export const requestIdOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id']);

/** The trail's entries of one request, oldest first (read as the owner). */
export const entriesOf = (db: Db, requestId: string) =>
  db.select().from(auditLog).where(eq(auditLog.requestId, requestId)).orderBy(asc(auditLog.id));

/** The trail's entries about one record of a table, oldest first. */
export const entriesAbout = (db: Db, recordId: string) =>
  db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(asc(auditLog.id));

/** A fresh organisation (active contract) with its Organization Manager, signed in. */
export async function auditedSchool(t: TestApp, label = 'Audit') {
  const organizationId = await createOrganization(t.db, {
    name: `${label} ${Math.random().toString(36).slice(2, 8)}`,
    contractStatus: 'active',
  });
  const manager = await createUser(t.db, {
    firstName: label,
    lastName: 'Manager',
    memberships: [
      { organizationId, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
    ],
  });
  return { organizationId, manager, token: await t.login(manager.email) };
}
