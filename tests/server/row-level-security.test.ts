import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import type { Db } from '../../server/db/client';
import { joinCodes } from '../../server/db/schema/accounts';
import { activityClassRooms, attemptAnswers, attempts } from '../../server/db/schema/assessment';
import { auditLog } from '../../server/db/schema/audit';
import { trash } from '../../server/db/schema/trash';
import { userActivities } from '../../server/db/schema/activities';
import { classRooms, classRoomStudents } from '../../server/db/schema/classes';
import { activities, elementAnswers, elements } from '../../server/db/schema/curriculum';
import { invitationBatches, invitations } from '../../server/db/schema/invitations';
import { liveClassBatches } from '../../server/db/schema/live-class-batches';
import {
  liveClassAttendance,
  liveClasses,
  liveClassReviews,
} from '../../server/db/schema/live-classes';
import { organizationPackages, plans } from '../../server/db/schema/packages';
import { setupDismissals } from '../../server/db/schema/setup';
import { stories, storyComments, storyReactions } from '../../server/db/schema/stories';
import { uploads } from '../../server/db/schema/uploads';
import { memberships } from '../../server/db/schema/users';
import {
  APP_ROLE,
  NO_TENANT,
  setTenantScope,
  withTenant,
  type TenantScope,
} from '../../server/platform/tenant';
import { createAssignment, createAttempt } from './support/assessment';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, usersUrl } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The database's own tenant isolation (migration 0002_rls.sql), checked below the services:
 * the tests query as console_app, the role every request runs as (server/platform/tenant.ts),
 * and set the scope the way the services do. The test database's own connection is the
 * owner (a superuser), which is how the data is set up and how policies are dropped.
 */

let database: TestDatabase;
let db: Db;

const TENANT_TABLES = {
  memberships,
  join_codes: joinCodes,
  class_rooms: classRooms,
  class_room_students: classRoomStudents,
  invitations,
  invitation_batches: invitationBatches,
  user_activities: userActivities,
  uploads,
  live_classes: liveClasses,
  live_class_reviews: liveClassReviews,
  live_class_attendance: liveClassAttendance,
  live_class_batches: liveClassBatches,
  audit_log: auditLog,
  activity_class_rooms: activityClassRooms,
  attempts,
  attempt_answers: attemptAnswers,
  organization_packages: organizationPackages,
  stories,
  story_reactions: storyReactions,
  story_comments: storyComments,
  setup_dismissals: setupDismissals,
} as const;
/**
 * The curriculum's tables hold platform content (no organisation), which every scope sees, and
 * an organisation's own assignments and knowledge tests (migration 0024_assessment.sql).
 */
const CONTENT_TABLES = {
  activities,
  elements,
  element_answers: elementAnswers,
  // What deletes took: an organisation's own, and the platform's (docs/trash.md).
  trash,
} as const;
type ContentTable = keyof typeof CONTENT_TABLES;
const OWNED_TABLES = { ...TENANT_TABLES, ...CONTENT_TABLES };
type TenantTable = keyof typeof TENANT_TABLES;
type OwnedTable = keyof typeof OWNED_TABLES;

interface Side {
  organizationId: string;
  /** Member of this side only. */
  userId: string;
  code: string;
  /** The token hash of the side's invitation. */
  invitationToken: string;
}
let a: Side;
let b: Side;
/** Member of A (active) and of B. */
let both: string;
let roleId: string;

const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

const code = (label: string) => `RLS-${label}-${randomBytes(4).toString('hex').toUpperCase()}`;

async function buildSide(label: string): Promise<Side> {
  const organizationId = await createOrganization(db, { name: `RLS ${label} ${code(label)}` });
  const user = await createUser(db, { memberships: [{ organizationId, roleId, isActive: true }] });
  const side = { organizationId, userId: user.id, code: code(label), invitationToken: code('T') };
  await db.insert(joinCodes).values({ organizationId, code: side.code, kind: 'student', roleId });
  const [batch] = await db
    .insert(invitationBatches)
    .values({
      organizationId,
      kind: 'user',
      idempotencyKey: code('K'),
      fileHash: 'x',
      invitedCount: 1,
      skippedCount: 0,
    })
    .returning();
  await db.insert(invitations).values({
    organizationId,
    kind: 'user',
    email: `${code('E').toLowerCase()}@example.test`,
    roleId,
    tokenHash: side.invitationToken,
    expiresAt: new Date(Date.now() + 86_400_000),
    batchId: batch!.id,
  });
  const classRoomId = await createClassRoom(db, organizationId, {
    teacherId: user.id,
    studentIds: [user.id],
  });
  const assignment = await createAssignment(db, organizationId, { classRoomId });
  await createAttempt(db, {
    organizationId,
    userId: user.id,
    activityId: assignment.activity.id,
    classRoomId,
    elementId: assignment.elements[0]!.id,
  });
  await db.insert(userActivities).values({ userId: user.id, organizationId, kind: 'signIn' });
  await db.insert(uploads).values({
    fileName: `${code('U').toLowerCase()}.png`,
    purpose: 'organization',
    kind: 'picture',
    contentType: 'image/png',
    bytes: 100,
    storage: 'disk',
    uploadedBy: user.id,
    organizationId,
  });
  const start = new Date(Date.now() + 86_400_000);
  const [liveClass] = await db
    .insert(liveClasses)
    .values({
      organizationId,
      title: `RLS class ${label}`,
      startsAt: start,
      durationMinutes: 30,
      endsAt: new Date(start.getTime() + 30 * 60_000),
      minUsers: 1,
      maxUsers: 10,
      teacherId: user.id,
    })
    .returning();
  await db
    .insert(liveClassReviews)
    .values({ liveClassId: liveClass!.id, organizationId, reviewerId: user.id, rate: 4 });
  await db.insert(liveClassAttendance).values({
    liveClassId: liveClass!.id,
    organizationId,
    userId: user.id,
    role: 'teacher',
    joinedAt: start,
    lastSeenAt: start,
  });
  await db.insert(liveClassBatches).values({
    organizationId,
    idempotencyKey: code('K'),
    fileHash: 'x',
    createdCount: 1,
    skippedCount: 0,
  });
  const [plan] = await db
    .insert(plans)
    .values({
      nameEn: `RLS plan ${label}`,
      nameAr: `خطة ${label}`,
      priceMinor: 1000,
      currency: 'USD',
      numberOfClasses: 4,
      productId: code('P').toLowerCase(),
    })
    .returning();
  await db.insert(organizationPackages).values({ organizationId, planId: plan!.id });
  const [story] = await db
    .insert(stories)
    .values({
      organizationId,
      authorId: user.id,
      kind: 'text',
      text: `RLS story ${label}`,
      visibility: 'everyone',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db
    .insert(storyReactions)
    .values({ storyId: story!.id, userId: user.id, organizationId, kind: 'like' });
  await db
    .insert(storyComments)
    .values({ storyId: story!.id, organizationId, authorId: user.id, text: 'RLS comment' });
  await db.insert(setupDismissals).values({ organizationId, step: 'liveClass' });
  const kept = {
    kind: 'class' as const,
    recordId: organizationId,
    snapshot: { tables: {}, links: [] },
  };
  await db.insert(trash).values([
    { ...kept, organizationId, name: `RLS trash ${label}` },
    { ...kept, organizationId: null, name: `RLS platform trash ${label}` },
  ]);
  // The trail is written by its trigger as the owner; the owner writes a probe row directly.
  await db
    .insert(auditLog)
    .values({ organizationId, actorId: user.id, tableName: 'class_rooms', action: 'insert' });
  return side;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  roleId = await createRole(db);
  a = await buildSide('A');
  b = await buildSide('B');
  both = (
    await createUser(db, {
      memberships: [
        { organizationId: a.organizationId, roleId, isActive: true },
        { organizationId: b.organizationId, roleId, isActive: false },
      ],
    })
  ).id;
});
afterAll(() => database.close());

const orgOf = (side: Side): TenantScope => ({ organizationId: side.organizationId, userId: null });

/** Every row of a tenant-owned table that console_app sees with `scope`. */
const visible = (scope: TenantScope, table: OwnedTable) =>
  withTenant(db, scope, (tx) =>
    tx.select({ organizationId: OWNED_TABLES[table].organizationId }).from(OWNED_TABLES[table]),
  );

/** What the owner sees: the truth. */
const ownerCount = async (table: OwnedTable, organizationId?: string) => {
  const t = OWNED_TABLES[table];
  const rows = await db
    .select({ organizationId: t.organizationId })
    .from(t)
    .where(organizationId ? eq(t.organizationId, organizationId) : undefined);
  return rows.length;
};

/** Resolves to 'refused' when the database rejects the work (an RLS violation or other). */
const outcome = <T>(work: Promise<T>): Promise<T | 'refused'> =>
  work.catch((error: unknown) => {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    // 42501 insufficient_privilege: "new row violates row-level security policy".
    expect((cause as { code?: string }).code).toBe('42501');
    return 'refused' as const;
  });

describe('the console_app role and the tables', () => {
  it('is not a superuser, cannot bypass RLS and owns nothing', async () => {
    const [role] = await rowsOf<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
      db.execute(sql`
        select r.rolsuper, r.rolbypassrls,
               (select count(*)::int from pg_class c where c.relowner = r.oid)
             + (select count(*)::int from pg_proc p where p.proowner = r.oid)
             + (select count(*)::int from pg_namespace n where n.nspowner = r.oid) as owned
        from pg_roles r where r.rolname = ${APP_ROLE}`),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('every table with organization_id has RLS enabled and forced (and is listed here)', async () => {
    const tables = await rowsOf<{ name: string; enabled: boolean; forced: boolean }>(
      db.execute(sql`
        select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from information_schema.columns col
        join pg_class c on c.relname = col.table_name
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = col.table_schema
        where col.table_schema = 'public' and col.column_name = 'organization_id'
        order by 1`),
    );
    expect(tables.map((table) => table.name)).toEqual(Object.keys(OWNED_TABLES).sort());
    for (const table of tables) {
      // audit_log: enabled, not forced, so its owner (the audit trigger) writes every entry;
      // console_app may only read it (migration 0022_audit_log.sql).
      const forced = table.name !== 'audit_log';
      expect(table).toMatchObject({ enabled: true, forced });
    }
  });

  it('the services really query as console_app, with the scope set per transaction', async () => {
    const scope = { organizationId: a.organizationId, userId: a.userId };
    const [inside] = await withTenant(db, scope, (tx) =>
      rowsOf<{ who: string; org: string }>(
        tx.execute(sql`select current_user as who,
                              current_setting('app.organization_id', true) as org`),
      ),
    );
    expect(inside).toEqual({ who: APP_ROLE, org: a.organizationId });
    // Nothing outlives the transaction (on PostgreSQL the connection goes back to the pool).
    const [after] = await rowsOf<{ org: string | null }>(
      db.execute(sql`select nullif(current_setting('app.organization_id', true), '') as org`),
    );
    expect(after?.org ?? null).toBeNull();
  });
});

describe.each(Object.keys(TENANT_TABLES) as TenantTable[])('%s as console_app', (table) => {
  it('with no organisation set, sees no rows at all', async () => {
    expect(await ownerCount(table)).toBeGreaterThan(0);
    expect(await visible(NO_TENANT, table)).toEqual([]);
  });

  it("with organisation A set, sees exactly A's rows", async () => {
    const rows = await visible(orgOf(a), table);
    expect(rows.length).toBe(await ownerCount(table, a.organizationId));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([a.organizationId]));
  });
});

describe.each(Object.keys(CONTENT_TABLES) as ContentTable[])('%s as console_app', (table) => {
  const platformRows = async () =>
    (await db.select().from(CONTENT_TABLES[table])).filter((row) => row.organizationId === null)
      .length;

  it('with no organisation set, sees the platform content only', async () => {
    expect(await platformRows()).toBeGreaterThan(0);
    const rows = await visible(NO_TENANT, table);
    expect(rows.length).toBe(await platformRows());
    expect(new Set(rows.map((row) => row.organizationId))).toEqual(new Set([null]));
  });

  it("with organisation A set, sees the platform content and A's own rows", async () => {
    const rows = await visible(orgOf(a), table);
    const own = rows.filter((row) => row.organizationId !== null);
    expect(own.length).toBe(await ownerCount(table, a.organizationId));
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((row) => row.organizationId))).toEqual(new Set([a.organizationId]));
    expect(rows.length - own.length).toBe(await platformRows());
  });
});

describe('writing into another organisation is refused', () => {
  it("inserting an assignment of B, or an attempt at B's assignment, while A is set", async () => {
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx
        .insert(activities)
        .values({ kind: 'assignment', organizationId: b.organizationId, position: 1 }),
    );
    expect(await outcome(insert)).toBe('refused');
    const [ofB] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.organizationId, b.organizationId));
    const attempt = withTenant(db, orgOf(a), (tx) =>
      tx.insert(attempts).values({
        organizationId: b.organizationId,
        userId: a.userId,
        activityId: ofB!.id,
        score: 1,
        maxScore: 1,
      }),
    );
    expect(await outcome(attempt)).toBe('refused');
    expect(await ownerCount('attempts', b.organizationId)).toBe(1);
  });

  it('inserting a membership of B while A is set', async () => {
    const user = await createUser(db);
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx.insert(memberships).values({ userId: user.id, organizationId: b.organizationId, roleId }),
    );
    expect(await outcome(insert)).toBe('refused');
    expect(await db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([]);
  });

  it('inserting a join code of B while A is set', async () => {
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx
        .insert(joinCodes)
        .values({ organizationId: b.organizationId, code: code('X'), kind: 'student', roleId }),
    );
    expect(await outcome(insert)).toBe('refused');
  });

  it("inserting a class of B, or putting a student into B's class, while A is set", async () => {
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx.insert(classRooms).values({ organizationId: b.organizationId, name: code('X') }),
    );
    expect(await outcome(insert)).toBe('refused');
    const [classOfB] = await db
      .select({ id: classRooms.id })
      .from(classRooms)
      .where(eq(classRooms.organizationId, b.organizationId));
    const enrol = withTenant(db, orgOf(a), (tx) =>
      tx.insert(classRoomStudents).values({
        classRoomId: classOfB!.id,
        studentId: a.userId,
        organizationId: b.organizationId,
      }),
    );
    expect(await outcome(enrol)).toBe('refused');
    expect(await ownerCount('class_room_students', b.organizationId)).toBe(1);
  });

  it('recording an upload in B while A is set', async () => {
    const fileName = `${code('X').toLowerCase()}.pdf`;
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx.insert(uploads).values({
        fileName,
        purpose: 'organization',
        kind: 'document',
        contentType: 'application/pdf',
        bytes: 10,
        storage: 'disk',
        organizationId: b.organizationId,
      }),
    );
    expect(await outcome(insert)).toBe('refused');
    expect(await db.select().from(uploads).where(eq(uploads.fileName, fileName))).toEqual([]);
  });

  it("inserting a live class of B, or a review or attendance of B's class, while A is set", async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const insert = withTenant(db, orgOf(a), (tx) =>
      tx.insert(liveClasses).values({
        organizationId: b.organizationId,
        title: code('X'),
        startsAt: start,
        durationMinutes: 30,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        minUsers: 1,
        maxUsers: 10,
      }),
    );
    expect(await outcome(insert)).toBe('refused');
    const [classOfB] = await db
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(eq(liveClasses.organizationId, b.organizationId));
    const review = withTenant(db, orgOf(a), (tx) =>
      tx.insert(liveClassReviews).values({
        liveClassId: classOfB!.id,
        organizationId: b.organizationId,
        reviewerId: a.userId,
        rate: 1,
      }),
    );
    expect(await outcome(review)).toBe('refused');
    const attendance = withTenant(db, orgOf(a), (tx) =>
      tx.insert(liveClassAttendance).values({
        liveClassId: classOfB!.id,
        organizationId: b.organizationId,
        userId: a.userId,
        role: 'admin',
        joinedAt: start,
        lastSeenAt: start,
      }),
    );
    expect(await outcome(attendance)).toBe('refused');
    expect(await ownerCount('live_classes', b.organizationId)).toBe(1);
    expect(await ownerCount('live_class_reviews', b.organizationId)).toBe(1);
    expect(await ownerCount('live_class_attendance', b.organizationId)).toBe(1);
  });

  it("moving one of A's memberships to B", async () => {
    const move = withTenant(db, orgOf(a), (tx) =>
      tx
        .update(memberships)
        .set({ organizationId: b.organizationId })
        .where(eq(memberships.userId, a.userId)),
    );
    expect(await outcome(move)).toBe('refused');
  });

  it("changing or deleting B's rows while A is set touches nothing", async () => {
    const touched = await withTenant(db, orgOf(a), async (tx) => [
      ...(await tx
        .update(memberships)
        .set({ isActive: false })
        .where(eq(memberships.userId, b.userId))
        .returning()),
      ...(await tx.delete(joinCodes).where(eq(joinCodes.code, b.code)).returning()),
    ]);
    expect(touched).toEqual([]);
    expect(await ownerCount('join_codes', b.organizationId)).toBe(1);
  });
});

/**
 * One probe per policy: a query as console_app whose answer depends on that policy. Each
 * returns what it saw, so dropping the policy must change the answer.
 */
type Probe = (tx: Db) => Promise<unknown>;

/** Platform content: the owner's count of rows without an organisation. */
const platformCount = async (table: (typeof CONTENT_TABLES)[ContentTable]) =>
  (await db.select({ organizationId: table.organizationId }).from(table)).filter(
    (row) => row.organizationId === null,
  ).length;

const count = async (tx: Db, query: SQL) =>
  (await rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from ${query}`)))[0]?.n;

const PROBES: Record<string, { scope: () => TenantScope; probe: Probe; expected: () => unknown }> =
  {
    memberships_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`memberships`),
      expected: () => ownerCount('memberships', a.organizationId),
    },
    memberships_self_read: {
      scope: () => ({ organizationId: null, userId: both }),
      probe: (tx) => count(tx, sql`memberships`),
      expected: () => 2,
    },
    memberships_self_update: {
      // Switching: one's own membership in B, while A is active.
      scope: () => ({ organizationId: a.organizationId, userId: both }),
      probe: async (tx) =>
        (
          await tx
            .update(memberships)
            .set({ isActive: false })
            .where(eq(memberships.organizationId, b.organizationId))
            .returning()
        ).length,
      expected: () => 1,
    },
    memberships_platform_read: {
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`memberships`),
      expected: () => ownerCount('memberships'),
    },
    join_codes_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`join_codes`),
      expected: () => ownerCount('join_codes', a.organizationId),
    },
    class_rooms_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`class_rooms`),
      expected: () => ownerCount('class_rooms', a.organizationId),
    },
    class_room_students_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`class_room_students`),
      expected: () => ownerCount('class_room_students', a.organizationId),
    },
    class_rooms_platform_read: {
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`class_rooms`),
      expected: () => ownerCount('class_rooms'),
    },
    class_room_students_platform_read: {
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`class_room_students`),
      expected: () => ownerCount('class_room_students'),
    },
    invitations_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`invitations`),
      expected: () => ownerCount('invitations', a.organizationId),
    },
    invitations_platform_read: {
      // HAD's dashboard: every customer's set-up progress, ticked from these tables.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`invitations`),
      expected: () => ownerCount('invitations'),
    },
    invitation_batches_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`invitation_batches`),
      expected: () => ownerCount('invitation_batches', a.organizationId),
    },
    invitations_redeem: {
      // Someone opening B's e-mailed link: only that one invitation, read-only.
      scope: () => ({ ...NO_TENANT, invitationToken: b.invitationToken }),
      probe: async (tx) =>
        (await tx.select({ organizationId: invitations.organizationId }).from(invitations)).map(
          (row) => row.organizationId,
        ),
      expected: () => [b.organizationId],
    },
    user_activities_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`user_activities`),
      expected: () => ownerCount('user_activities', a.organizationId),
    },
    user_activities_self_insert: {
      // Signing in or switching: a row about oneself, in an organisation not set as the scope.
      scope: () => ({ organizationId: null, userId: both }),
      probe: async (tx) => {
        await tx
          .insert(userActivities)
          .values({ userId: both, organizationId: b.organizationId, kind: 'signIn' });
        return 'inserted';
      },
      expected: () => 'inserted',
    },
    user_activities_platform_read: {
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`user_activities`),
      expected: () => ownerCount('user_activities'),
    },
    uploads_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`uploads`),
      expected: () => ownerCount('uploads', a.organizationId),
    },
    uploads_platform_read: {
      // The uploads sweeper finding which organisations have old uploads.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`uploads`),
      expected: () => ownerCount('uploads'),
    },
    live_classes_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`live_classes`),
      expected: () => ownerCount('live_classes', a.organizationId),
    },
    live_classes_platform_read: {
      // HAD's dashboard: every customer's set-up progress, ticked from these tables.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`live_classes`),
      expected: () => ownerCount('live_classes'),
    },
    live_class_reviews_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`live_class_reviews`),
      expected: () => ownerCount('live_class_reviews', a.organizationId),
    },
    live_class_attendance_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`live_class_attendance`),
      expected: () => ownerCount('live_class_attendance', a.organizationId),
    },
    live_class_batches_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`live_class_batches`),
      expected: () => ownerCount('live_class_batches', a.organizationId),
    },
    activities_platform_content: {
      scope: () => NO_TENANT,
      probe: (tx) => count(tx, sql`activities`),
      expected: () => platformCount(activities),
    },
    activities_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`activities where organization_id is not null`),
      expected: () => ownerCount('activities', a.organizationId),
    },
    elements_platform_content: {
      scope: () => NO_TENANT,
      probe: (tx) => count(tx, sql`elements`),
      expected: () => platformCount(elements),
    },
    elements_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`elements where organization_id is not null`),
      expected: () => ownerCount('elements', a.organizationId),
    },
    element_answers_platform_content: {
      scope: () => NO_TENANT,
      probe: (tx) => count(tx, sql`element_answers`),
      expected: () => platformCount(elementAnswers),
    },
    element_answers_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`element_answers where organization_id is not null`),
      expected: () => ownerCount('element_answers', a.organizationId),
    },
    activity_class_rooms_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`activity_class_rooms`),
      expected: () => ownerCount('activity_class_rooms', a.organizationId),
    },
    activity_class_rooms_platform_read: {
      // HAD's dashboard: every customer's set-up progress, ticked from these tables.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`activity_class_rooms`),
      expected: () => ownerCount('activity_class_rooms'),
    },
    attempts_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`attempts`),
      expected: () => ownerCount('attempts', a.organizationId),
    },
    attempt_answers_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`attempt_answers`),
      expected: () => ownerCount('attempt_answers', a.organizationId),
    },
    organization_packages_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`organization_packages`),
      expected: () => ownerCount('organization_packages', a.organizationId),
    },
    organization_packages_platform_read: {
      // HAD reading every organisation's (packages: the plans screen; stories: moderation,
      // the learner app's feed and the uploads sweeper).
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`organization_packages`),
      expected: () => ownerCount('organization_packages'),
    },
    stories_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`stories`),
      expected: () => ownerCount('stories', a.organizationId),
    },
    stories_platform_read: {
      // HAD reading every organisation's (packages: the plans screen; stories: moderation,
      // the learner app's feed and the uploads sweeper).
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`stories`),
      expected: () => ownerCount('stories'),
    },
    story_reactions_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`story_reactions`),
      expected: () => ownerCount('story_reactions', a.organizationId),
    },
    story_reactions_platform_read: {
      // HAD reading every organisation's (packages: the plans screen; stories: moderation,
      // the learner app's feed and the uploads sweeper).
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`story_reactions`),
      expected: () => ownerCount('story_reactions'),
    },
    trash_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`trash where organization_id is not null`),
      expected: () => ownerCount('trash', a.organizationId),
    },
    trash_platform_content: {
      scope: () => NO_TENANT,
      probe: (tx) => count(tx, sql`trash`),
      expected: () => platformCount(trash),
    },
    trash_platform_read: {
      // HAD's /trash: every organisation's items.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`trash`),
      expected: async () => (await db.select().from(trash)).length,
    },
    setup_dismissals_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`setup_dismissals`),
      expected: () => ownerCount('setup_dismissals', a.organizationId),
    },
    setup_dismissals_platform_read: {
      // HAD's dashboard: every customer's set-up progress, ticked from these tables.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`setup_dismissals`),
      expected: () => ownerCount('setup_dismissals'),
    },
    story_comments_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`story_comments`),
      expected: () => ownerCount('story_comments', a.organizationId),
    },
    story_comments_platform_read: {
      // HAD reading every organisation's (packages: the plans screen; stories: moderation,
      // the learner app's feed and the uploads sweeper).
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`story_comments`),
      expected: () => ownerCount('story_comments'),
    },
    audit_log_tenant: {
      scope: () => orgOf(a),
      probe: (tx) => count(tx, sql`audit_log`),
      expected: () => ownerCount('audit_log', a.organizationId),
    },
    audit_log_platform_read: {
      // A HAD caller with AuditLog read: every organisation's entries.
      scope: () => ({ ...NO_TENANT, platform: true }),
      probe: (tx) => count(tx, sql`audit_log`),
      expected: () => ownerCount('audit_log'),
    },
    join_codes_redeem: {
      // A user of A redeeming B's code: before joining, B is not their organisation.
      scope: () => ({ organizationId: a.organizationId, userId: a.userId, joinCode: b.code }),
      probe: async (tx) =>
        (
          await tx
            .select({ organizationId: joinCodes.organizationId })
            .from(joinCodes)
            .where(eq(joinCodes.code, b.code))
        ).map((row) => row.organizationId),
      expected: () => [b.organizationId],
    },
  };

class Rollback extends Error {}

/** Runs the probe as console_app inside `owner`'s transaction, then is the owner again. */
async function probeAs(owner: Db, scope: TenantScope, probe: Probe): Promise<unknown> {
  return outcome(
    owner.transaction(async (savepoint) => {
      await savepoint.execute(sql.raw(`set local role ${APP_ROLE}`));
      await setTenantScope(savepoint, scope);
      const seen = await probe(savepoint);
      await savepoint.execute(sql`reset role`);
      await setTenantScope(savepoint, NO_TENANT);
      return seen;
    }),
  );
}

describe('every policy matters', () => {
  it('each policy of console_app has a probe here', async () => {
    const policies = await rowsOf<{ name: string; roles: string }>(
      db.execute(sql`select policyname as name, array_to_string(roles, ',') as roles
                     from pg_policies where schemaname = 'public' order by 1`),
    );
    expect(policies.map((policy) => policy.name)).toEqual(Object.keys(PROBES).sort());
    for (const policy of policies) expect(policy.roles).toBe(APP_ROLE);
  });

  it.each(Object.keys(PROBES))(
    'dropping %s (in a rolled-back transaction) changes what console_app sees',
    async (policy) => {
      const { scope, probe, expected } = PROBES[policy] ?? {};
      if (!scope || !probe || !expected) throw new Error(`no probe for ${policy}`);
      const want = await expected();
      const seen: { before?: unknown; after?: unknown } = {};
      await db
        .transaction(async (owner) => {
          seen.before = await probeAs(owner, scope(), probe);
          const [row] = await rowsOf<{ table: string }>(
            owner.execute(
              sql`select tablename as table from pg_policies where policyname = ${policy}`,
            ),
          );
          if (!row) throw new Error(`policy ${policy} not found`);
          await owner.execute(sql.raw(`drop policy "${policy}" on "${row.table}"`));
          seen.after = await probeAs(owner, scope(), probe);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
      expect(seen.before).toEqual(want);
      expect(seen.after).not.toEqual(seen.before);
      // Rolled back: the policy is still there.
      const still = await rowsOf(
        db.execute(sql`select 1 from pg_policies where policyname = ${policy}`),
      );
      expect(still).toHaveLength(1);
    },
  );

  it('without memberships_self_read, the service itself no longer finds the caller', async () => {
    // A database of its own, whose policy is dropped for good: proves the routes run as
    // console_app under the policies, not as the owner.
    const t = await createTestApp();
    try {
      const token = await t.login('admin@demo.test');
      const groups = () => t.request(token, 'GET', usersUrl(USERS_PATHS.adminGroups));
      expect((await groups()).json().data.length).toBeGreaterThan(0);
      await t.db.execute(sql`drop policy "memberships_self_read" on "memberships"`);
      const response = await groups();
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
