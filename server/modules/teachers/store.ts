import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  RejectionReason,
  TeacherListFilter,
  TeacherProfileFields,
  TeacherProfileStatus,
  TeacherProfileValues,
} from '../../../contract/teachers';
import type { Db } from '../../db/client';
import {
  teacherProfileChanges,
  teacherProfileRejections,
  teacherProfiles,
  teachingTopics,
} from '../../db/schema/teachers';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';

export async function listTeachingTopics(db: Db) {
  return db
    .select({ id: teachingTopics.id, nameEn: teachingTopics.nameEn, nameAr: teachingTopics.nameAr })
    .from(teachingTopics)
    .orderBy(asc(teachingTopics.sortOrder), asc(teachingTopics.id));
}

/** The ids among `ids` that are not in the lookup. */
export async function unknownTopics(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teachingTopics.id })
    .from(teachingTopics)
    .where(inArray(teachingTopics.id, ids));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const pendingChangeId = sql<string | null>`(select c.id from ${teacherProfileChanges} c
  where c.teacher_id = ${users.id} and c.status = 'submitted' limit 1)`;

const profileColumns = {
  teacherId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: sql<TeacherProfileStatus>`coalesce(${teacherProfiles.status}, 'incomplete')`,
  bio: teacherProfiles.bio,
  teachingTopicIds: teacherProfiles.teachingTopicIds,
  yearsOfExperience: teacherProfiles.yearsOfExperience,
  qualifications: teacherProfiles.qualifications,
  languages: teacherProfiles.languages,
  photoFileName: teacherProfiles.photoFileName,
  pendingChangeId,
  submittedAt: teacherProfiles.submittedAt,
  reviewedAt: teacherProfiles.reviewedAt,
};

export interface ProfileRecord {
  teacherId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: TeacherProfileStatus;
  bio: string | null;
  teachingTopicIds: string[] | null;
  yearsOfExperience: number | null;
  qualifications: string | null;
  languages: string[] | null;
  photoFileName: string | null;
  pendingChangeId: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
}

/**
 * The user's profile (status `incomplete` and empty fields when they have no row yet), or null
 * when there is no such user. `lock` locks the profile row (when it exists) for a transition.
 */
export async function findProfile(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ProfileRecord | null> {
  if (options.lock) {
    await db
      .select({ id: teacherProfiles.userId })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, userId))
      .for('update');
  }
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export const valuesOf = (row: {
  bio: string | null;
  teachingTopicIds: string[] | null;
  yearsOfExperience: number | null;
  qualifications: string | null;
  languages: string[] | null;
  photoFileName: string | null;
}): TeacherProfileValues => ({
  bio: row.bio,
  teachingTopicIds: row.teachingTopicIds ?? [],
  yearsOfExperience: row.yearsOfExperience,
  qualifications: row.qualifications,
  languages: row.languages ?? [],
  photoFileName: row.photoFileName,
});

export const fieldsToValues = (fields: TeacherProfileFields): TeacherProfileValues => ({
  bio: fields.bio,
  teachingTopicIds: fields.teachingTopicIds,
  yearsOfExperience: fields.yearsOfExperience,
  qualifications: fields.qualifications,
  languages: fields.languages,
  photoFileName: fields.photoFileName ?? null,
});

/** Creates or updates the user's profile row with a status and (optionally) new values. */
export async function writeProfile(
  db: Db,
  userId: string,
  change: {
    status: TeacherProfileStatus;
    values?: TeacherProfileValues;
    submitted?: boolean;
    reviewedBy?: string;
  },
): Promise<void> {
  const now = new Date();
  const set = {
    status: change.status,
    ...(change.values ?? {}),
    ...(change.submitted ? { submittedAt: now, reviewedAt: null, reviewedBy: null } : {}),
    ...(change.reviewedBy ? { reviewedAt: now, reviewedBy: change.reviewedBy } : {}),
    updatedAt: now,
  };
  await db
    .insert(teacherProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: teacherProfiles.userId, set });
}

export async function insertRejection(
  db: Db,
  rejection: {
    teacherId: string;
    changeId: string | null;
    reasons: RejectionReason[];
    note: string | null;
    rejectedBy: string;
  },
): Promise<void> {
  await db.insert(teacherProfileRejections).values(rejection);
}

const rejectionColumns = {
  id: teacherProfileRejections.id,
  changeId: teacherProfileRejections.changeId,
  reasons: teacherProfileRejections.reasons,
  note: teacherProfileRejections.note,
  createdAt: teacherProfileRejections.createdAt,
};
export interface RejectionRecord {
  id: string;
  changeId: string | null;
  reasons: string[];
  note: string | null;
  createdAt: Date;
}

/** The teacher's rejections, newest first. */
export function listRejections(db: Db, teacherId: string, limit = 50): Promise<RejectionRecord[]> {
  return db
    .select(rejectionColumns)
    .from(teacherProfileRejections)
    .where(eq(teacherProfileRejections.teacherId, teacherId))
    .orderBy(desc(teacherProfileRejections.createdAt), desc(teacherProfileRejections.id))
    .limit(limit);
}

export async function findChangeRejection(db: Db, changeId: string) {
  const [row] = await db
    .select(rejectionColumns)
    .from(teacherProfileRejections)
    .where(eq(teacherProfileRejections.changeId, changeId))
    .limit(1);
  return row ?? null;
}

export async function findChange(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(teacherProfileChanges)
    .where(eq(teacherProfileChanges.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
export type ChangeRow = NonNullable<Awaited<ReturnType<typeof findChange>>>;

/** The status of the teacher's newest proposed change, or null when they never proposed one. */
export async function latestChangeStatus(db: Db, teacherId: string) {
  const [row] = await db
    .select({ status: teacherProfileChanges.status })
    .from(teacherProfileChanges)
    .where(eq(teacherProfileChanges.teacherId, teacherId))
    .orderBy(desc(teacherProfileChanges.createdAt), desc(teacherProfileChanges.id))
    .limit(1);
  return row?.status ?? null;
}

export async function insertChange(db: Db, teacherId: string, proposed: TeacherProfileValues) {
  const [row] = await db
    .insert(teacherProfileChanges)
    .values({ teacherId, proposed })
    .returning({ id: teacherProfileChanges.id });
  if (!row) throw new Error('profile change not inserted');
  return row.id;
}

export async function closeChange(
  db: Db,
  id: string,
  change: { status: 'approved' | 'rejected'; reviewedBy: string; replaced?: TeacherProfileValues },
): Promise<void> {
  await db
    .update(teacherProfileChanges)
    .set({
      status: change.status,
      reviewedBy: change.reviewedBy,
      reviewedAt: new Date(),
      ...(change.replaced ? { replaced: change.replaced } : {}),
    })
    .where(eq(teacherProfileChanges.id, id));
}

/**
 * Profiles for review: every teacher who has a profile row (those who never opened the wizard
 * have nothing to review), newest submission first, filtered by status, a waiting change and
 * name or e-mail.
 */
export async function listProfiles(
  db: Db,
  filter: TeacherListFilter & { offset: number; limit: number },
): Promise<{ rows: ProfileRecord[]; total: number }> {
  const search = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    isNotNull(teacherProfiles.userId),
    filter.status ? eq(teacherProfiles.status, filter.status) : undefined,
    filter.pendingChange === undefined
      ? undefined
      : filter.pendingChange
        ? sql`${pendingChangeId} is not null`
        : sql`${pendingChangeId} is null`,
    search
      ? or(
          ilike(users.firstName, search),
          ilike(users.lastName, search),
          ilike(users.email, search),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
        )
      : undefined,
  );
  const order: SQL[] = [
    sql`${teacherProfiles.submittedAt} desc nulls last`,
    desc(teacherProfiles.updatedAt),
    asc(users.id),
  ];
  const [rows, [counted]] = await Promise.all([
    db
      .select(profileColumns)
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ total: count() })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
