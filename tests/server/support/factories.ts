import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Operation, Resource } from '../../../contract/permissions';
import type { Db } from '../../../server/db/client';
import { classRooms, classRoomStudents } from '../../../server/db/schema/classes';
import { organizations } from '../../../server/db/schema/organizations';
import { rolePermissions, roles } from '../../../server/db/schema/roles';
import { uploads } from '../../../server/db/schema/uploads';
import { memberships, users } from '../../../server/db/schema/users';

const unique = () => randomBytes(4).toString('hex');

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`not found: ${what}`);
  return row;
}

const idOf = (rows: Promise<{ id: string }[]>, what: string) => one(rows, what).then((r) => r.id);

export const organizationId = (db: Db, name: string) =>
  idOf(
    db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)),
    name,
  );

export const roleId = (db: Db, name: string) =>
  idOf(db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)), name);

export const userId = (db: Db, email: string) =>
  idOf(db.select({ id: users.id }).from(users).where(eq(users.email, email)), email);

export async function createOrganization(
  db: Db,
  values: Partial<typeof organizations.$inferInsert> = {},
): Promise<string> {
  const rows = db
    .insert(organizations)
    .values({
      ...values,
      name: values.name ?? `Org ${unique()}`,
      companyLocation: values.companyLocation ?? 'Amman',
      logoImageName: values.logoImageName ?? null,
    })
    .returning({ id: organizations.id });
  return idOf(rows, 'new organization');
}

/**
 * Records an upload (the row the upload routes write; no file on disk) and returns its stored
 * name: by default an organisation's PDF, sent by no one in particular.
 */
export async function createUpload(
  db: Db,
  values: Pick<typeof uploads.$inferInsert, 'organizationId'> &
    Partial<typeof uploads.$inferInsert>,
): Promise<string> {
  const kind = values.kind ?? 'document';
  const fileName = values.fileName ?? `${randomUUID()}.${kind === 'document' ? 'pdf' : 'png'}`;
  await db.insert(uploads).values({
    purpose: 'organization',
    contentType: kind === 'document' ? 'application/pdf' : 'image/png',
    bytes: 10,
    storage: 'disk',
    ...values,
    kind,
    fileName,
  });
  return fileName;
}

export async function createRole(
  db: Db,
  values: { name?: string; number?: number; grants?: Partial<Record<Resource, Operation[]>> } = {},
): Promise<string> {
  const id = await idOf(
    db
      .insert(roles)
      .values({ name: values.name ?? `Role ${unique()}`, number: values.number ?? 9 })
      .returning({ id: roles.id }),
    'new role',
  );
  const grants = Object.entries(values.grants ?? {});
  if (grants.length > 0) {
    await db.insert(rolePermissions).values(
      grants.map(([entity, ops]) => ({
        roleId: id,
        entity,
        read: ops.includes('read'),
        write: ops.includes('write'),
        update: ops.includes('update'),
      })),
    );
  }
  return id;
}

export interface MembershipInput {
  organizationId: string;
  roleId: string;
  isActive?: boolean;
}

/**
 * A user whose password is the demo password (the hash is copied from a seeded user, so
 * no argon2 work happens in tests).
 */
export async function createUser(
  db: Db,
  values: {
    email?: string;
    firstName?: string;
    lastName?: string;
    memberships?: MembershipInput[];
    /** False: a sign-up that never entered its code (the login refuses it). Default true. */
    verified?: boolean;
  } = {},
): Promise<{ id: string; email: string }> {
  const seeded = await one(
    db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@demo.test')),
    'seeded admin',
  );
  const email = values.email ?? `user-${unique()}@example.test`;
  const id = await idOf(
    db
      .insert(users)
      .values({
        email,
        passwordHash: seeded.hash,
        firstName: values.firstName ?? 'Test',
        lastName: values.lastName ?? 'User',
        emailVerifiedAt: values.verified === false ? null : new Date(),
      })
      .returning({ id: users.id }),
    email,
  );
  for (const membership of values.memberships ?? []) {
    await db.insert(memberships).values({ userId: id, isActive: false, ...membership });
  }
  return { id, email };
}

/** A class of `organizationId`, with its students (written as the owner, past RLS). */
export async function createClassRoom(
  db: Db,
  organizationId: string,
  values: {
    name?: string;
    level?: string | null;
    /** The curriculum topic the class follows. */
    levelId?: string | null;
    teacherId?: string | null;
    isArchived?: boolean;
    studentIds?: string[];
    /** Set when a test orders by creation: two inserts can share PGlite's millisecond clock. */
    createdAt?: Date;
  } = {},
): Promise<string> {
  const id = await idOf(
    db
      .insert(classRooms)
      .values({
        organizationId,
        name: values.name ?? `Class ${unique()}`,
        level: values.level ?? null,
        levelId: values.levelId ?? null,
        teacherId: values.teacherId ?? null,
        isArchived: values.isArchived ?? false,
        ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      })
      .returning({ id: classRooms.id }),
    'new class room',
  );
  for (const studentId of values.studentIds ?? []) {
    await db.insert(classRoomStudents).values({ classRoomId: id, studentId, organizationId });
  }
  return id;
}
