import { randomBytes } from 'node:crypto';
import { liveClasses } from '../../../server/db/schema/live-classes';
import type { Db } from '../../../server/db/client';
import { createOrganization, createRole, createUser, roleId } from './factories';
import type { TestApp } from './test-app';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A server clock the test moves (createTestApp({ clock: clock.now })). */
export function testClock(start: string) {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    set: (iso: string) => {
      at = Date.parse(iso);
    },
    add: (ms: number) => {
      at += ms;
    },
    /** `ms` after the current reading, as a Date. */
    in: (ms: number) => new Date(at + ms),
  };
}

const unique = () => randomBytes(4).toString('hex');

export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * A fresh organisation: a manager (w LiveClassesApprove, r LiveClassesApprove), an observer
 * (r LiveClassesObserver), two teachers (the demo Teacher role: LiveClasses rw, number 5), a
 * member with LiveClasses but no teacher role, and one without any live-class right.
 */
export async function liveSchool(t: TestApp) {
  const organizationId = await createOrganization(t.db, { name: `Live ${unique()}` });
  const roles = {
    manager: await createRole(t.db, {
      number: 1,
      grants: {
        LiveClassesApprove: ['read', 'write', 'update'],
        LiveClasses: ['read', 'write', 'update'],
      },
    }),
    observer: await createRole(t.db, { grants: { LiveClassesObserver: ['read'] } }),
    staff: await createRole(t.db, {
      number: 2,
      grants: { LiveClasses: ['read', 'write', 'update'] },
    }),
    bare: await createRole(t.db, { grants: { Reports: ['read'] } }),
    teacher: await roleId(t.db, 'Teacher'),
  };
  const person = async (role: string, firstName: string): Promise<Person> => {
    const user = await createUser(t.db, {
      firstName,
      lastName: 'Tester',
      memberships: [{ organizationId, roleId: role, isActive: true }],
    });
    return { ...user, token: await t.login(user.email) };
  };
  return {
    organizationId,
    manager: await person(roles.manager, 'Mona'),
    observer: await person(roles.observer, 'Omar'),
    teacher: await person(roles.teacher, 'Huda'),
    otherTeacher: await person(roles.teacher, 'Sara'),
    staff: await person(roles.staff, 'Sami'),
    bare: await person(roles.bare, 'Bilal'),
  };
}
export type LiveSchool = Awaited<ReturnType<typeof liveSchool>>;

/** A class written as the owner (past the routes and RLS), with `ends_at` kept. */
export async function createLiveClass(
  db: Db,
  organizationId: string,
  values: {
    title?: string;
    startsAt: Date;
    durationMinutes?: number;
    teacherId?: string | null;
    approved?: boolean;
    invalidReason?: 'noTeacher' | 'clash' | 'startPassed' | null;
    meetingId?: string | null;
    tag?: string | null;
    levelId?: string | null;
  },
): Promise<string> {
  const duration = values.durationMinutes ?? 60;
  const [row] = await db
    .insert(liveClasses)
    .values({
      organizationId,
      title: values.title ?? `Class ${unique()}`,
      startsAt: values.startsAt,
      durationMinutes: duration,
      endsAt: new Date(values.startsAt.getTime() + duration * MINUTE),
      minUsers: 1,
      maxUsers: 20,
      teacherId: values.teacherId ?? null,
      approvedAt: values.approved ? new Date(values.startsAt.getTime() - 7 * 24 * HOUR) : null,
      invalidReason:
        values.invalidReason === undefined
          ? values.teacherId
            ? null
            : 'noTeacher'
          : values.invalidReason,
      meetingId: values.meetingId ?? null,
      tag: values.tag ?? null,
      levelId: values.levelId ?? null,
    })
    .returning({ id: liveClasses.id });
  if (!row) throw new Error('live class not inserted');
  return row.id;
}

/** A class body for POST and PUT, starting `startsAt`. */
export const body = (startsAt: Date, extra: Record<string, unknown> = {}) => ({
  title: 'Alif reading',
  startsAt: startsAt.toISOString(),
  durationMinutes: 60,
  minUsers: 2,
  maxUsers: 20,
  ...extra,
});
