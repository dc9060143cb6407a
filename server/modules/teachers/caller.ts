import type { FastifyRequest } from 'fastify';
import { HAD_ORG_NAME } from '../../../contract/constants';
import {
  TEACHER_MESSAGES,
  type TeacherProfileAction,
  type TeacherProfileFields,
  type TeacherProfileStatus,
} from '../../../contract/teachers';
import { nextTeacherProfileStatus } from '../../../machines/teacher-profile.machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { memberships } from '../../db/schema/users';
import { requireAuth } from '../../platform/access';
import type { AuthContext } from '../../platform/auth-context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { MESSAGES } from '../../../contract/messages';
import { presentProfile } from './present';
import { findProfile, unknownTopics } from './store';
import { scopeOf, type TenantScope } from '../../platform/tenant';
import { TEACHER_ROLE_NUMBERS } from '../../../contract/constants';

export const isTeacherRole = (number: number | null) =>
  number !== null && (TEACHER_ROLE_NUMBERS as readonly number[]).includes(number);

/** The caller of a teacher's own route: their active role is a teacher's (number 4 or 5). */
export function teacherOf(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!isTeacherRole(auth.role.number)) throw forbidden(TEACHER_MESSAGES.notATeacher);
  return auth;
}

/**
 * The caller of a review route: besides the declared Users right, active in HAD (the spec's
 * flag). Reviewers read teachers' memberships in every organisation (`app.platform`, read-only
 * policies) to know who is a teacher.
 */
export function reviewerOf(request: FastifyRequest): { auth: AuthContext; scope: TenantScope } {
  const auth = requireAuth(request);
  if (auth.organizationId === null || auth.organizationName !== HAD_ORG_NAME) {
    throw forbidden(TEACHER_MESSAGES.platformOnly);
  }
  return { auth, scope: { ...scopeOf(auth), platform: true } };
}

/** Whether the user teaches anywhere (a membership with a teacher's role). */
export async function isTeacher(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), inArray(roles.number, [...TEACHER_ROLE_NUMBERS])))
    .limit(1);
  return rows.length > 0;
}

/**
 * The status the teacher-profile machine moves to, or 409 with the reason it refuses. Every
 * write of a profile's status goes through here.
 */
export function decide(
  status: TeacherProfileStatus,
  action: TeacherProfileAction,
  changePending: boolean,
): TeacherProfileStatus {
  const next = nextTeacherProfileStatus(status, action, { changePending });
  if (next !== null) return next;
  if (action === 'submitChange' && status === 'accepted') {
    throw conflict(TEACHER_MESSAGES.changePending);
  }
  if (action === 'submit' && status === 'accepted') {
    throw conflict(TEACHER_MESSAGES.useProfileChange);
  }
  throw conflict(TEACHER_MESSAGES.notAllowed(action, status));
}

/** 400 on `teachingTopicIds` when one of them is not in the lookup. */
export async function checkTopics(tx: Db, fields: Pick<TeacherProfileFields, 'teachingTopicIds'>) {
  if ((await unknownTopics(tx, fields.teachingTopicIds)).length > 0) {
    throw badRequest(MESSAGES.badRequest, { teachingTopicIds: TEACHER_MESSAGES.unknownTopic });
  }
}

/** The profile, re-read for the answer (it exists: the caller is a user). */
export async function presentOne(tx: Db, userId: string) {
  const row = await findProfile(tx, userId);
  if (!row) throw notFound();
  return presentProfile(row);
}
