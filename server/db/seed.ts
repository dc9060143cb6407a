import { inArray } from 'drizzle-orm';
import type { MediaStore } from '../platform/media-store/types';
import { hashPassword } from '../platform/passwords';
import type { Db } from './client';
import {
  DEMO_APP_SETTINGS,
  DEMO_JOIN_CODES,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_USERS,
} from './demo-data';
import { writeDemoLogos } from './demo-logos';
import { DEMO_STUDENTS } from './demo-students';
import { seedDemoTeacherProfiles } from './demo-teacher-profiles';
import { seedDemoAppLanguages } from './seed-app-languages';
import { seedDemoAssessment } from './seed-assessment';
import { seedDemoClasses } from './seed-classes';
import { seedDemoAssignment } from './seed-assignments';
import { seedDemoCurriculum, writeDemoMedia } from './seed-curriculum';
import { seedDemoLiveClasses } from './seed-live-classes';
import { seedDemoStories } from './seed-stories';
import { seedDemoPlans } from './seed-packages';
import { joinCodes } from './schema/accounts';
import { organizations } from './schema/organizations';
import { rolePermissions, roles } from './schema/roles';
import { appSettings } from './schema/settings';
import { memberships, users } from './schema/users';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

const idsByName = (rows: { id: string; name: string }[]) =>
  new Map(rows.map((row) => [row.name, row.id]));

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: missing ${key}`);
  return value;
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Loads the demo organisations, roles, users (Nour Academy's students too), classes and
 * settings. Idempotent: rows that already exist (by their unique names) are left as they are;
 * only missing ones are added.
 */
export async function seedDemo(
  db: Db,
  options: {
    logosDir: string;
    /** Where the demo curriculum's media go (disk or S3). */
    media?: MediaStore;
  },
): Promise<void> {
  await writeDemoLogos(options.logosDir);
  if (options.media) await writeDemoMedia(options.media);
  const demoUsers = [...DEMO_USERS, ...DEMO_STUDENTS];
  const emails = demoUsers.map((user) => user.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email));
  // Hashed once, outside the transaction (argon2 is deliberately slow): every demo account has
  // the same published password, so one hash (and its salt) serves them all.
  const missing = emails.filter((email) => !known.has(email));
  const hash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
  const hashes = new Map(missing.map((email) => [email, hash] as const));

  await db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values(
        DEMO_ORGANIZATIONS.map(({ name, companyLocation, logo, contract }) => ({
          name,
          companyLocation,
          logoImageName: logo.file,
          contractType: contract.contractType,
          contractStatus: contract.contractStatus,
          startsAt: daysFromToday(contract.startsInDays),
          endsAt: daysFromToday(contract.endsInDays),
          curriculum: contract.curriculum,
          maxStudents: contract.maxStudents,
          maxTeachers: contract.maxTeachers,
          maxClassrooms: contract.maxClassrooms,
        })),
      )
      .onConflictDoNothing({ target: organizations.name });
    const orgIds = idsByName(
      await tx.select({ id: organizations.id, name: organizations.name }).from(organizations),
    );

    await tx
      .insert(roles)
      .values(DEMO_ROLES.map(({ name, number }) => ({ name, number })))
      .onConflictDoNothing({ target: roles.name });
    const roleIds = idsByName(await tx.select({ id: roles.id, name: roles.name }).from(roles));
    const permissionRows = DEMO_ROLES.flatMap((role) =>
      Object.entries(role.grants).map(([entity, ops]) => ({
        roleId: need(roleIds, role.name),
        entity,
        read: ops.includes('read'),
        write: ops.includes('write'),
        update: ops.includes('update'),
      })),
    );
    await tx.insert(rolePermissions).values(permissionRows).onConflictDoNothing();

    const newUsers = demoUsers.filter((user) => hashes.has(user.email));
    if (newUsers.length > 0) {
      const inserted = await tx
        .insert(users)
        .values(
          newUsers.map((user) => ({
            email: user.email,
            passwordHash: need(hashes, user.email),
            firstName: user.firstName,
            lastName: user.lastName,
            // Demo accounts sign in at once: their addresses are made up, no code could reach them.
            emailVerifiedAt: new Date(),
          })),
        )
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email });
      const userIds = new Map(inserted.map((row) => [row.email, row.id]));
      const membershipRows = newUsers
        .filter((user) => userIds.has(user.email))
        .flatMap((user) =>
          user.memberships.map((membership, index) => ({
            userId: need(userIds, user.email),
            organizationId: need(orgIds, membership.organization),
            roleId: need(roleIds, membership.role),
            isActive: index === 0,
          })),
        );
      if (membershipRows.length > 0) await tx.insert(memberships).values(membershipRows);
    }

    await seedDemoClasses(tx, orgIds);
    await seedDemoTeacherProfiles(tx);
    await seedDemoCurriculum(tx);
    await seedDemoAssessment(tx, orgIds);
    await seedDemoAssignment(tx, orgIds);
    await seedDemoLiveClasses(tx, orgIds);
    await seedDemoAppLanguages(tx);
    await seedDemoStories(tx, orgIds);
    await seedDemoPlans(tx, orgIds);

    await tx
      .insert(joinCodes)
      .values(
        DEMO_JOIN_CODES.map((joinCode) => ({
          code: joinCode.code,
          kind: joinCode.kind,
          organizationId: need(orgIds, joinCode.organization),
          roleId: need(roleIds, joinCode.role),
        })),
      )
      .onConflictDoNothing({ target: joinCodes.code });

    await tx
      .insert(appSettings)
      .values(Object.entries(DEMO_APP_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: appSettings.key });
  });
}
