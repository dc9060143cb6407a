import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { ContractStatus, OrganizationBody } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import { containsPattern } from '../../platform/search';
import type { OrganizationRow } from './present';

/** A duplicate organisation name (the route answers 409). */
export class NameTaken extends Error {}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new NameTaken();
    throw error;
  }
}

export interface ListFilter {
  /** Only this organisation (a caller who is not HAD); null: every organisation. */
  onlyId: string | null;
  search?: string | undefined;
  contractStatus?: ContractStatus | undefined;
  offset: number;
  limit: number;
}

export async function listOrganizations(
  db: Db,
  filter: ListFilter,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.onlyId ? eq(organizations.id, filter.onlyId) : undefined,
    filter.contractStatus ? eq(organizations.contractStatus, filter.contractStatus) : undefined,
    filter.search
      ? or(
          ilike(organizations.name, containsPattern(filter.search)),
          ilike(organizations.companyLocation, containsPattern(filter.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOrganization(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrganizationRow | null> {
  const query = db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * The contract file's name: as the body gives it, else the current one while the file stays
 * the same (a client that never sends it does not erase it), else none.
 */
function contractFileNameOf(body: OrganizationBody, current: OrganizationRow | null) {
  if (!body.contractFile) return null;
  if (body.contractFileName !== undefined) return body.contractFileName || null;
  return current?.contractFile === body.contractFile ? current.contractFileName : null;
}

const columnsOf = (body: OrganizationBody, current: OrganizationRow | null) => ({
  name: body.name,
  companyLocation: body.company_location,
  contractType: body.contractType,
  startsAt: body.startsAt,
  endsAt: body.endsAt,
  curriculum: body.curriculum ?? null,
  contractFile: body.contractFile ?? null,
  contractFileName: contractFileNameOf(body, current),
  logoImageName: body.logoImageName ?? null,
  maxStudents: body.maxStudents,
  maxTeachers: body.maxTeachers,
  maxClassrooms: body.maxClassrooms,
});

/** A new organisation; its contract starts pending (the contract machine's initial state). */
export function createOrganization(db: Db, body: OrganizationBody): Promise<OrganizationRow> {
  return guardName(async () => {
    const [row] = await db.insert(organizations).values(columnsOf(body, null)).returning();
    if (!row) throw new Error('organization insert returned nothing');
    return row;
  });
}

/** Replaces the editable fields; the contract status only moves through contract actions. */
export function updateOrganization(
  db: Db,
  current: OrganizationRow,
  body: OrganizationBody,
): Promise<OrganizationRow | null> {
  return guardName(async () => {
    const [row] = await db
      .update(organizations)
      .set(columnsOf(body, current))
      .where(eq(organizations.id, current.id))
      .returning();
    return row ?? null;
  });
}

export async function setContractStatus(
  db: Db,
  id: string,
  status: ContractStatus,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ contractStatus: status })
    .where(eq(organizations.id, id))
    .returning();
  if (!row) throw new Error('organization vanished under its lock');
  return row;
}

/**
 * Whether a file name is already an asset (logo or contract) of another organisation. A file
 * is served to the members of the organisation naming it, so naming someone else's file would
 * be a way to read it.
 */
export async function belongsToAnother(
  db: Db,
  organizationId: string | null,
  fileName: string,
): Promise<boolean> {
  const named = or(
    eq(organizations.logoImageName, fileName),
    eq(organizations.contractFile, fileName),
  );
  const others = organizationId ? and(ne(organizations.id, organizationId), named) : named;
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(others)
    .limit(1);
  return row !== undefined;
}
