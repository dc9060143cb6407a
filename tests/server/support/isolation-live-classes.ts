import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { liveClassAttendance, liveClasses } from '../../../server/db/schema/live-classes';
import { levelsUrl } from './curriculum';
import { createUser, roleId } from './factories';
import { registerIsolationCases, type IsolationContext, type Method } from './isolation';
import { createLiveClass, HOUR, MINUTE } from './live-classes';

/**
 * Levels service: live classes. Each case gives the target organisation a class of its own and
 * addresses it (by id, or by its meeting); B's must stay exactly as it was, with no attendance.
 * The harness runs on the system clock, so times are relative to now.
 */

type Row = typeof liveClasses.$inferSelect;
const before = new Map<string, Row>();

/** A teacher (the Teacher role) of the actor's organisation, signed in. */
async function teacherOf(ctx: IsolationContext) {
  const user = await createUser(ctx.t.db, {
    memberships: [
      {
        organizationId: ctx.actor.organizationId,
        roleId: await roleId(ctx.t.db, 'Teacher'),
        isActive: true,
      },
    ],
  });
  return { ...user, token: await ctx.t.login(user.email) };
}

/** The class as it is now (read as the owner, past RLS). */
const rowOf = async (ctx: IsolationContext, id: string) => {
  const [row] = await ctx.t.db.select().from(liveClasses).where(eq(liveClasses.id, id));
  return row;
};

const untouched = (key: string) => async (ctx: IsolationContext) => {
  const was = before.get(`${key}:${ctx.target.label}`);
  if (!was) throw new Error(`no class made for ${key}`);
  expect(await rowOf(ctx, was.id)).toEqual(was);
  const spans = await ctx.t.db
    .select()
    .from(liveClassAttendance)
    .where(eq(liveClassAttendance.liveClassId, was.id));
  expect(spans).toEqual([]);
};

type Values = Omit<Parameters<typeof createLiveClass>[2], 'startsAt'> & { inMinutes?: number };

/** A fresh class of the target (an hour ahead unless told), remembered to compare after. */
async function classOf(ctx: IsolationContext, key: string, values: Values = {}) {
  const { inMinutes = 60 + Math.floor(Math.random() * 10_000), ...rest } = values;
  const id = await createLiveClass(ctx.t.db, ctx.target.organizationId, {
    title: `Isolation live ${ctx.target.label}`,
    startsAt: new Date(Date.now() + inMinutes * MINUTE),
    ...rest,
  });
  before.set(`${key}:${ctx.target.label}`, (await rowOf(ctx, id))!);
  return id;
}

const meetings = new Map<string, string>();

/**
 * One Live approved class per side, with a meeting, taught by that side's manager (joins,
 * heartbeats and admin entries of every case go to it; B's must get none).
 */
async function liveMeetingOf(ctx: IsolationContext, key: string) {
  const side = ctx.target.label;
  let meetingId = meetings.get(side);
  if (!meetingId) {
    meetingId = `iso-${side}-${Math.random().toString(36).slice(2, 10)}`;
    await createLiveClass(ctx.t.db, ctx.target.organizationId, {
      title: `Isolation live ${side}`,
      startsAt: new Date(Date.now() - 5 * MINUTE),
      durationMinutes: 240,
      teacherId: ctx.target.manager.id,
      approved: true,
      meetingId,
    });
    meetings.set(side, meetingId);
  }
  const [row] = await ctx.t.db
    .select()
    .from(liveClasses)
    .where(eq(liveClasses.meetingId, meetingId));
  if (side === 'B') before.set(`${key}:${side}`, row!);
  return { id: row!.id, meetingId };
}

const onClass = (
  method: Method,
  title: string,
  url: (id: string) => string,
  options: {
    values?: (ctx: IsolationContext) => Values;
    payload?: (ctx: IsolationContext) => unknown | Promise<unknown>;
    token?: (ctx: IsolationContext) => string | Promise<string>;
  } = {},
) => ({
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext) => {
    const id = await classOf(ctx, title, options.values?.(ctx));
    return {
      token: options.token ? await options.token(ctx) : ctx.actor.manager.token,
      method,
      url: levelsUrl(url(id)),
      ...(options.payload ? { payload: await options.payload(ctx) } : {}),
    };
  },
  unchanged: untouched(title),
});

const onMeeting = (
  method: Method,
  title: string,
  url: (ids: { id: string; meetingId: string }) => string,
  payload?: unknown,
) => ({
  kind: 'other-organisation' as const,
  title,
  request: async (ctx: IsolationContext) => ({
    token: ctx.actor.manager.token,
    method,
    url: levelsUrl(url(await liveMeetingOf(ctx, title))),
    ...(payload === undefined ? {} : { payload }),
  }),
  unchanged: untouched(title),
});

const bare = (method: Method, url: string, payload?: unknown) => ({
  kind: 'no-permission' as const,
  title: 'without any live-class right',
  request: (ctx: IsolationContext) => ({
    token: ctx.actor.bare.token,
    method,
    url: levelsUrl(url),
    ...(payload === undefined ? {} : { payload }),
  }),
});

const classBody = () => ({
  title: 'Across organisations',
  startsAt: new Date(Date.now() + 3 * HOUR).toISOString(),
  durationMinutes: 30,
  minUsers: 1,
  maxUsers: 10,
});

const API = '/api/levels';

registerIsolationCases('levels/live-classes', [
  // The lists and lookups address no record: always the caller's organisation's
  // (tests/server/live-classes.test.ts checks another organisation's never show).
  { route: `GET ${API}/${LIVE_PATHS.list}`, ...bare('GET', LIVE_PATHS.list) },
  { route: `GET ${API}/${LIVE_PATHS.mine}`, ...bare('GET', LIVE_PATHS.mine) },
  { route: `GET ${API}/${LIVE_PATHS.invalid}`, ...bare('GET', LIVE_PATHS.invalid) },
  { route: `GET ${API}/${LIVE_PATHS.available}`, ...bare('GET', LIVE_PATHS.available) },
  { route: `GET ${API}/${LIVE_PATHS.lookups}`, ...bare('GET', LIVE_PATHS.lookups) },
  { route: `POST ${API}/${LIVE_PATHS.create}`, ...bare('POST', LIVE_PATHS.create, classBody()) },
  {
    route: `POST ${API}/${LIVE_PATHS.uploadImage}`,
    ...bare('POST', LIVE_PATHS.uploadImage),
  },
  {
    route: `GET ${API}/v1/live-class/:id`,
    ...onClass('GET', "another organisation's live class", LIVE_PATHS.item),
  },
  {
    route: `PUT ${API}/v1/live-class/:id`,
    ...onClass('PUT', "updating another organisation's live class", LIVE_PATHS.item, {
      payload: classBody,
    }),
  },
  {
    route: `DELETE ${API}/v1/live-class/:id`,
    ...onClass('DELETE', "deleting another organisation's live class", LIVE_PATHS.item),
  },
  {
    route: `PUT ${API}/v1/live-class/approve/:id`,
    ...onClass('PUT', "approving another organisation's live class", (id) =>
      LIVE_PATHS.approval('approve', id),
    ),
  },
  {
    route: `PUT ${API}/v1/live-class/accept/:id`,
    ...onClass(
      'PUT',
      "a teacher taking another organisation's available class",
      (id) => LIVE_PATHS.approval('accept', id),
      { values: () => ({ approved: true }), token: async (ctx) => (await teacherOf(ctx)).token },
    ),
  },
  {
    route: `PUT ${API}/v1/live-class/assignTeacherToClass/:id`,
    ...onClass(
      'PUT',
      "assigning our teacher to another organisation's class",
      LIVE_PATHS.assignTeacher,
      { payload: async (ctx) => ({ teacherId: (await teacherOf(ctx)).id }) },
    ),
  },
  {
    route: `PUT ${API}/v1/live-class/validate/:id`,
    ...onClass('PUT', "validating another organisation's class", LIVE_PATHS.validate, {
      // Fixed already (a teacher, no clash): validating it is allowed in its organisation.
      values: (ctx) => ({ invalidReason: 'clash', teacherId: ctx.target.subject.id }),
    }),
  },
  {
    route: `GET ${API}/v2/admin/live-classes/:id/reviews`,
    ...onClass('GET', "another organisation's class's reviews", LIVE_PATHS.reviews),
  },
  {
    route: `GET ${API}/v2/admin/live-classes/teachers/:id/reviews`,
    kind: 'other-organisation',
    title: "reviews of another organisation's member",
    request: (ctx: IsolationContext) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: levelsUrl(LIVE_PATHS.teacherReviews(ctx.target.subject.id)),
    }),
  },
  {
    route: `PUT ${API}/v1/live-class/admin/enter/:id`,
    ...onMeeting(
      'PUT',
      "entering another organisation's Live class",
      ({ id }) => LIVE_PATHS.adminEnter(id),
      { enteredUsing: 'web' },
    ),
  },
  {
    route: `GET ${API}/v1/live-class/:id/teachers/join`,
    ...onMeeting('GET', "joining another organisation's meeting", ({ meetingId }) =>
      LIVE_PATHS.teacherJoin(meetingId),
    ),
  },
  {
    route: `GET ${API}/v1/live-class/:id/teachers/heartbeat`,
    ...onMeeting('GET', "a heartbeat in another organisation's meeting", ({ meetingId }) =>
      LIVE_PATHS.teacherHeartbeat(meetingId),
    ),
  },
  {
    route: `GET ${API}/v1/admin/liveClasses/report/:meetingId`,
    ...onMeeting('GET', "another organisation's meeting report", ({ meetingId }) =>
      LIVE_PATHS.report(meetingId),
    ),
  },
]);
