import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import { classRoomStudents } from '../../../server/db/schema/classes';
import { memberships } from '../../../server/db/schema/users';
import { createClassRoom, createUser, roleId } from './factories';
import {
  registerIsolationCases,
  type IsolationContext,
  type IsolationRequest,
  type Method,
} from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: students, the waiting list and the removal calls. Each case gives the target
 * organisation a fresh student (or teacher) sitting in a fresh class and addresses them; B's
 * must still be a member, seated where they were.
 */

/** The last member each case made in the target, to check that B's is untouched. */
const made = new Map<string, { userId: string; classRoomId: string }>();

async function memberOf(ctx: IsolationContext, role: 'Student' | 'Teacher', key: string) {
  const user = await createUser(ctx.t.db, {
    memberships: [
      { organizationId: ctx.target.organizationId, roleId: await roleId(ctx.t.db, role) },
    ],
  });
  const classRoomId = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
    name: `Isolation students ${ctx.target.label} ${user.id}`,
    ...(role === 'Teacher' ? { teacherId: user.id } : { studentIds: [user.id] }),
  });
  made.set(key, { userId: user.id, classRoomId });
  return { userId: user.id, classRoomId };
}

/** B's member of the case is still a member, and still seated (or teaching) as before. */
const stillThere = (key: string) => async (ctx: IsolationContext) => {
  const last = made.get(key);
  if (!last) throw new Error('no case ran');
  const membership = await ctx.t.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, last.userId),
        eq(memberships.organizationId, ctx.target.organizationId),
      ),
    );
  expect(membership).toHaveLength(1);
  if (key === 'teacher') return;
  const seats = await ctx.t.db
    .select({ id: classRoomStudents.classRoomId })
    .from(classRoomStudents)
    .where(eq(classRoomStudents.studentId, last.userId));
  expect(seats.map((seat) => seat.id)).toEqual([last.classRoomId]);
};

const onMember = (
  key: string,
  role: 'Student' | 'Teacher',
  method: Method,
  title: string,
  url: (member: { userId: string; classRoomId: string }) => string,
) => ({
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext): Promise<IsolationRequest> => ({
    token: ctx.actor.manager.token,
    method,
    url: usersUrl(url(await memberOf(ctx, role, key))),
  }),
  unchanged: stillThere(key),
});

/** A list call naming the target organisation (or its class) in its query. */
const listNaming = (
  path: string,
  title: string,
  query: (ctx: IsolationContext) => Promise<string>,
) => ({
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext): Promise<IsolationRequest> => ({
    token: ctx.actor.manager.token,
    method: 'GET',
    url: `${usersUrl(path)}?${await query(ctx)}`,
  }),
});

const bare = (path: string, title: string) => ({
  kind: 'no-permission' as const,
  title,
  request: (ctx: IsolationContext): IsolationRequest => ({
    token: ctx.actor.bare.token,
    method: 'GET',
    url: usersUrl(path),
  }),
});

const USERS = '/api/users/v2/users';
const CLASSES = '/api/users/v1/class_room';

registerIsolationCases('users/students', [
  {
    route: `GET ${USERS}/students`,
    ...listNaming(
      USERS_PATHS.students,
      "listing another organisation's students",
      async (ctx) => `organizationId=${ctx.target.organizationId}`,
    ),
  },
  {
    route: `GET ${USERS}/students`,
    ...listNaming(
      USERS_PATHS.students,
      "listing another organisation's class",
      async (ctx) => `classRoomId=${(await memberOf(ctx, 'Student', 'list')).classRoomId}`,
    ),
    unchanged: stillThere('list'),
  },
  {
    route: `GET ${USERS}/student/waiting-list`,
    ...listNaming(
      USERS_PATHS.waitingList,
      "another organisation's waiting list",
      async (ctx) => `organizationId=${ctx.target.organizationId}`,
    ),
  },
  // The figures and the teacher picker name no record: always the caller's organisation's.
  {
    route: 'GET /api/users/v1/users/studentsStats',
    ...bare(USERS_PATHS.studentsStats, 'without Students or ClassRoomManager'),
  },
  {
    route: `GET ${USERS}/teachers-list`,
    ...bare(USERS_PATHS.teachersList, 'without ClassRoomManager or Users'),
  },
  {
    route: `GET ${CLASSES}/students/:id`,
    ...onMember('detail', 'Student', 'GET', "another organisation's student", (m) =>
      USERS_PATHS.student(m.userId),
    ),
  },
  {
    route: `DELETE ${CLASSES}/remove-student-for-class-room/:id`,
    ...onMember(
      'class',
      'Student',
      'DELETE',
      "removing another organisation's student from their class",
      (m) => USERS_PATHS.removeStudentFromClassRoom(m.userId, m.classRoomId),
    ),
  },
  {
    route: `DELETE ${CLASSES}/remove-student-for-organization/:id`,
    ...onMember(
      'organization',
      'Student',
      'DELETE',
      "removing another organisation's student",
      (m) => USERS_PATHS.removeStudentFromOrganization(m.userId),
    ),
  },
  {
    route: `DELETE ${CLASSES}/remove-teacher/:id`,
    ...onMember('teacher', 'Teacher', 'DELETE', "removing another organisation's teacher", (m) =>
      USERS_PATHS.removeTeacher(m.userId),
    ),
  },
]);
