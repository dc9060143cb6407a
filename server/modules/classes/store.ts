import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { ClassRoomBody } from '../../../contract/classes';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { levels } from '../../db/schema/curriculum';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import type { ClassRoomRecord } from './present';

/** A live class of the same name already exists in the organisation (the route answers 409). */
export class ClassNameTaken extends Error {}

export async function guardClassName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new ClassNameTaken();
    throw error;
  }
}

const studentsCount = sql<number>`(select count(*)::int from ${classRoomStudents}
  where ${classRoomStudents.classRoomId} = ${classRooms.id})`;

const recordColumns = {
  id: classRooms.id,
  name: classRooms.name,
  level: classRooms.level,
  levelId: classRooms.levelId,
  teacherId: classRooms.teacherId,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  isArchived: classRooms.isArchived,
  studentsCount,
  createdAt: classRooms.createdAt,
  /** Its reads' ETag (server/platform/versions.ts). */
  version: classRooms.version,
};

export interface ClassRoomFilter {
  organizationId: string;
  /** Only the classes this teacher teaches (a ClassRoomTeacher without ClassRoomManager). */
  onlyTeacherId: string | null;
  name?: string | undefined;
  teacherId?: string | undefined;
  level?: string | undefined;
  archived?: boolean | undefined;
  sort: 'name' | 'createdAt';
  offset: number;
  limit: number;
}

export async function listClassRooms(
  db: Db,
  filter: ClassRoomFilter,
): Promise<{ rows: ClassRoomRecord[]; total: number }> {
  const where = and(
    eq(classRooms.organizationId, filter.organizationId),
    filter.onlyTeacherId ? eq(classRooms.teacherId, filter.onlyTeacherId) : undefined,
    filter.teacherId ? eq(classRooms.teacherId, filter.teacherId) : undefined,
    filter.level ? eq(classRooms.level, filter.level) : undefined,
    filter.archived === undefined ? undefined : eq(classRooms.isArchived, filter.archived),
    filter.name ? ilike(classRooms.name, containsPattern(filter.name)) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'createdAt'
      ? [desc(classRooms.createdAt), asc(classRooms.id)]
      : [asc(sql`lower(${classRooms.name})`), asc(classRooms.id)];
  // The total rides along with the page (one round trip); a page past the end has no row to
  // carry it, so only then is it counted apart.
  const rows = await db
    .select({ ...recordColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(classRooms)
    .leftJoin(users, eq(users.id, classRooms.teacherId))
    .where(where)
    .orderBy(...order)
    .offset(filter.offset)
    .limit(filter.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db.select({ total: count() }).from(classRooms).where(where);
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Id and name of the organisation's live classes, by name (for pickers). */
export const listClassRoomOptions = (
  db: Db,
  organizationId: string,
  onlyTeacherId: string | null,
) =>
  db
    .select({ id: classRooms.id, name: classRooms.name })
    .from(classRooms)
    .where(
      and(
        eq(classRooms.organizationId, organizationId),
        eq(classRooms.isArchived, false),
        onlyTeacherId ? eq(classRooms.teacherId, onlyTeacherId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${classRooms.name})`), asc(classRooms.id));

export async function findClassRoom(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ClassRoomRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(classRooms)
    .leftJoin(users, eq(users.id, classRooms.teacherId))
    .where(and(eq(classRooms.organizationId, organizationId), eq(classRooms.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks the class row for a change; false when it is not the organisation's. */
export async function lockClassRoom(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: classRooms.id,
      name: classRooms.name,
      isArchived: classRooms.isArchived,
      levelId: classRooms.levelId,
      version: classRooms.version,
    })
    .from(classRooms)
    .where(and(eq(classRooms.organizationId, organizationId), eq(classRooms.id, id)))
    .for('update');
  return row ?? null;
}

/** The organisation's classes that take a seat (archived ones do not). */
export async function countLiveClassRooms(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classRooms)
    .where(and(eq(classRooms.organizationId, organizationId), eq(classRooms.isArchived, false)));
  return row?.n ?? 0;
}

const columnsOf = (body: ClassRoomBody) => ({
  name: body.name,
  level: body.level ?? null,
  teacherId: body.teacherId ?? null,
  // Absent keeps the class's topic (a client that does not know topics changes nothing).
  ...(body.levelId === undefined ? {} : { levelId: body.levelId }),
});

/** A topic a class may follow: published and not archived (the curriculum is HAD's). */
export async function isPublishedTopic(db: Db, levelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.isEnabled, true), eq(levels.isArchived, false)));
  return row !== undefined;
}

export async function insertClassRoom(db: Db, organizationId: string, body: ClassRoomBody) {
  const [row] = await db
    .insert(classRooms)
    .values({ organizationId, ...columnsOf(body) })
    .returning({ id: classRooms.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const updateClassRoom = (db: Db, id: string, body: ClassRoomBody) =>
  db.update(classRooms).set(columnsOf(body)).where(eq(classRooms.id, id));

export const archiveClassRoom = (db: Db, id: string) =>
  db.update(classRooms).set({ isArchived: true }).where(eq(classRooms.id, id));

export const deleteClassRoom = (db: Db, id: string) =>
  db.delete(classRooms).where(eq(classRooms.id, id));

export async function countStudentsOf(db: Db, classRoomId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classRoomStudents)
    .where(eq(classRoomStudents.classRoomId, classRoomId));
  return row?.n ?? 0;
}
