import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../contract/permissions';
import { DEMO_LOGINS } from '../../server/db/demo-data';
import { DEMO_STUDENTS } from '../../server/db/demo-students';
import { classRooms, classRoomStudents } from '../../server/db/schema/classes';
import { organizations } from '../../server/db/schema/organizations';
import { rolePermissions, roles } from '../../server/db/schema/roles';
import { memberships, users } from '../../server/db/schema/users';
import { isDatabaseEmpty, seedDemo } from '../../server/db/seed';
import { ARGON2_OPTIONS } from '../../server/platform/passwords';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let logosDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  logosDir = await mkdtemp(path.join(os.tmpdir(), 'console-logos-'));
});
afterAll(async () => {
  await database.close();
  await rm(logosDir, { recursive: true, force: true });
});

const counts = async () => {
  const { db } = database;
  const [o, r, p, u, m, c, s] = await Promise.all(
    [organizations, roles, rolePermissions, users, memberships, classRooms, classRoomStudents].map(
      (table) => db.select({ n: count() }).from(table),
    ),
  );
  return [o, r, p, u, m, c, s].map((rows) => rows?.[0]?.n);
};

describe('demo seed', () => {
  it('holds the four organisations, the roles and the demo users', async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(false);
    const orgs = await db.select().from(organizations).orderBy(organizations.name);
    expect(orgs.map((o) => [o.name, o.companyLocation, o.logoImageName])).toEqual([
      ['DEFAULT', 'Online', 'default.svg'],
      ['Dar Al Ilm', 'Cairo', 'dar-al-ilm.svg'],
      ['HAD', 'Amman', 'had.svg'],
      ['Nour Academy', 'Riyadh', 'nour-academy.svg'],
    ]);
    const roleRows = await db.select({ name: roles.name, number: roles.number }).from(roles);
    expect(roleRows).toEqual(
      expect.arrayContaining([
        { name: 'Admin', number: 0 },
        { name: 'Organization Manager', number: 1 },
        { name: 'Staff', number: 2 },
        { name: 'Guest', number: 3 },
        { name: 'HAD Teacher', number: 4 },
      ]),
    );
    const adminPermissions = await db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, await roleId(db, 'Admin')));
    expect(adminPermissions).toHaveLength(RESOURCES.length);
    const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_LOGINS.map((login) => login.email)));
  });

  it('gives Nour Academy a teacher, twelve students, two classes and a waiting list', async () => {
    const { db } = database;
    const nour = await organizationId(db, 'Nour Academy');
    const members = await db
      .select({ email: users.email, number: roles.number })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(memberships.organizationId, nour));
    const students = members.filter((m) => m.number === 6).map((m) => m.email);
    expect(students.sort()).toEqual(DEMO_STUDENTS.map((s) => s.email).sort());
    expect(students).toHaveLength(12);
    expect(members.filter((m) => m.number === 5).map((m) => m.email)).toEqual(['huda@demo.test']);
    const rooms = await db
      .select({
        name: classRooms.name,
        teacher: users.email,
        archived: classRooms.isArchived,
        seats: sql<number>`(select count(*)::int from ${classRoomStudents}
          where ${classRoomStudents.classRoomId} = ${classRooms.id})`,
      })
      .from(classRooms)
      .leftJoin(users, eq(users.id, classRooms.teacherId))
      .where(eq(classRooms.organizationId, nour))
      .orderBy(classRooms.name);
    expect(rooms).toEqual([
      { name: 'Alif', teacher: 'huda@demo.test', archived: false, seats: 5 },
      { name: 'Ba', teacher: null, archived: false, seats: 4 },
    ]);
    const seated = await db
      .selectDistinct({ id: classRoomStudents.studentId })
      .from(classRoomStudents)
      .where(eq(classRoomStudents.organizationId, nour));
    expect(students.length - seated.length).toBe(3);
  });

  it('stores argon2id hashes with the OWASP parameters', async () => {
    const [row] = await database.db.select({ hash: users.passwordHash }).from(users).limit(1);
    const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
    expect(row?.hash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`)).toBe(true);
  });

  it('is idempotent: a second run adds nothing and writes the logos', async () => {
    const before = await counts();
    await seedDemo(database.db, { logosDir });
    expect(await counts()).toEqual(before);
    await access(path.join(logosDir, 'had.svg'));
  });
});

describe('constraints', () => {
  it('allows at most one active membership per user', async () => {
    const { db } = database;
    const guest = await roleId(db, 'Guest');
    const user = await createUser(db, {
      memberships: [
        { organizationId: await organizationId(db, 'HAD'), roleId: guest, isActive: true },
      ],
    });
    const insertActive = db.insert(memberships).values({
      userId: user.id,
      organizationId: await createOrganization(db),
      roleId: guest,
      isActive: true,
    });
    await expect(insertActive).rejects.toThrow();
  });

  it('keeps e-mails lower-case and unique', async () => {
    await expect(createUser(database.db, { email: 'Someone@Example.test' })).rejects.toThrow();
    await expect(createUser(database.db, { email: 'admin@demo.test' })).rejects.toThrow();
  });
});
