import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import { classRooms, classRoomStudents } from '../../../server/db/schema/classes';
import { createClassRoom, createUser, roleId } from './factories';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: classes. Each case gives the target organisation a class of its own (named
 * after the side, with one of its students) and addresses it; B's must stay as it was.
 */

const NAME = (ctx: IsolationContext) => `Isolation class ${ctx.target.label}`;

/** A fresh class of the target; the subject (a member) sits in it unless `empty`. */
const classOf = (ctx: IsolationContext, options: { empty?: boolean } = {}) =>
  createClassRoom(ctx.t.db, ctx.target.organizationId, {
    name: `${NAME(ctx)} ${Math.random().toString(36).slice(2, 8)}`,
    studentIds: options.empty ? [] : [ctx.target.subject.id],
  });

/** B has exactly the live, named classes the cases made, none renamed, archived or deleted. */
const untouched = async (ctx: IsolationContext) => {
  const rows = await ctx.t.db
    .select()
    .from(classRooms)
    .where(eq(classRooms.organizationId, ctx.target.organizationId));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.name.startsWith(NAME(ctx))).toBe(true);
    expect(row.isArchived).toBe(false);
  }
};

const onClass = (
  method: Method,
  title: string,
  url: (id: string) => string,
  options: { empty?: boolean; payload?: unknown } = {},
) => ({
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext) => ({
    token: ctx.actor.manager.token,
    method,
    url: usersUrl(url(await classOf(ctx, options))),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  }),
  unchanged: untouched,
});

/** B's classes and student of the last student case: nothing may have moved. */
const lastOf = new Map<string, { from: string; to: string; student: string; inFrom: boolean }>();

/**
 * A student case: the target gets a student (Student role) and two classes; the student sits
 * in `from` unless the route is the one that adds them.
 */
const onStudents = (
  title: string,
  path: string,
  payload: (rooms: { from: string; to: string }, student: string) => unknown,
) => ({
  kind: 'other-organisation' as const,
  title: `${title} another organisation's class`,
  request: async (ctx: IsolationContext) => {
    const student = await createUser(ctx.t.db, {
      memberships: [
        { organizationId: ctx.target.organizationId, roleId: await roleId(ctx.t.db, 'Student') },
      ],
    });
    const inFrom = path !== USERS_PATHS.addStudents;
    const from = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
      name: `${NAME(ctx)} from ${student.id}`,
      studentIds: inFrom ? [student.id] : [],
    });
    const to = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
      name: `${NAME(ctx)} to ${student.id}`,
    });
    lastOf.set(path, { from, to, student: student.id, inFrom });
    return {
      token: ctx.actor.manager.token,
      method: 'POST' as const,
      url: usersUrl(path),
      payload: payload({ from, to }, student.id),
    };
  },
  unchanged: async (ctx: IsolationContext) => {
    await untouched(ctx);
    const last = lastOf.get(path);
    if (!last) throw new Error('no student case ran');
    const seats = await ctx.t.db
      .select({ classRoomId: classRoomStudents.classRoomId })
      .from(classRoomStudents)
      .where(eq(classRoomStudents.studentId, last.student));
    expect(seats.map((seat) => seat.classRoomId)).toEqual(last.inFrom ? [last.from] : []);
  },
});

const bare = (method: Method, url: string, payload?: unknown) => ({
  kind: 'no-permission' as const,
  title: 'without ClassRoomManager or ClassRoomTeacher',
  request: (ctx: IsolationContext) => ({
    token: ctx.actor.bare.token,
    method,
    url: usersUrl(url),
    ...(payload === undefined ? {} : { payload }),
  }),
});

const ROUTE = '/api/users/v1/class_room';

registerIsolationCases('users/classes', [
  // The list and the picker address no record: they are always the caller's organisation's
  // (tests/server/classes.test.ts checks that B's classes never appear in A's list).
  { route: `GET ${ROUTE}`, ...bare('GET', USERS_PATHS.classRooms) },
  { route: `GET ${ROUTE}/list`, ...bare('GET', USERS_PATHS.classRoomList) },
  { route: `POST ${ROUTE}`, ...bare('POST', USERS_PATHS.classRooms, { name: 'New class' }) },
  {
    route: `GET ${ROUTE}/:id`,
    ...onClass('GET', "another organisation's class, read by its manager", USERS_PATHS.classRoom),
  },
  {
    route: `PUT ${ROUTE}/:id`,
    ...onClass('PUT', "renaming another organisation's class", USERS_PATHS.classRoom, {
      payload: { name: 'Renamed across organisations' },
    }),
  },
  {
    route: `PUT ${ROUTE}/archive/:id`,
    ...onClass('PUT', "archiving another organisation's class", USERS_PATHS.classRoomArchive),
  },
  {
    route: `DELETE ${ROUTE}/:id`,
    ...onClass('DELETE', "deleting another organisation's (empty) class", USERS_PATHS.classRoom, {
      empty: true,
    }),
  },
  {
    route: `PUT ${ROUTE}/:id`,
    ...bare('PUT', USERS_PATHS.classRoom('00000000-0000-4000-8000-000000000000'), {
      name: 'Renamed',
    }),
  },
  {
    route: `GET ${ROUTE}/:id/students`,
    ...onClass('GET', "another organisation's class's students", USERS_PATHS.classRoomStudents),
  },
  {
    route: `POST ${ROUTE}/add-students`,
    ...onStudents('adding a student to', USERS_PATHS.addStudents, (rooms, student) => ({
      classRoomId: rooms.from,
      studentIds: [student],
    })),
  },
  {
    route: `POST ${ROUTE}/students/move`,
    ...onStudents('moving a student within', USERS_PATHS.moveStudents, (rooms, student) => ({
      fromClassRoomId: rooms.from,
      toClassRoomId: rooms.to,
      studentIds: [student],
    })),
  },
  {
    route: `POST ${ROUTE}/remove-students-from-classroom`,
    ...onStudents('removing a student from', USERS_PATHS.removeStudents, (rooms, student) => ({
      classRoomId: rooms.from,
      studentIds: [student],
    })),
  },
]);
