/**
 * The calls `npm run bench:live-classes` measures, by the manager of Bench Org 01: each an API
 * call and the store calls its route makes, inside the same withTenant scope, for the direct
 * figure. There is no read route that runs the double-booking check (no "clashes" call for the
 * assign picker), so the check is measured straight (clashingClass, as approve and assign run
 * it) and through the call that runs it: assigning the class's own teacher again to an approved
 * class ahead, which passes the check every time and writes the same row (200, repeatable).
 */
import { sql } from 'drizzle-orm';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { SERVICE_PREFIX } from '../../contract/paths';
import type { Db } from '../../server/db/client';
import type { LiveClassCaller } from '../../server/modules/live-classes/caller';
import { clashingClass, type Slot } from '../../server/modules/live-classes/checks-store';
import { isTeacherOf } from '../../server/platform/teacher-membership';
import {
  clashOf,
  decide,
  guardClash,
  lockWithTimetables,
  settleValidity,
} from '../../server/modules/live-classes/decide';
import { listLiveClasses } from '../../server/modules/live-classes/store';
import { presentOne } from '../../server/modules/live-classes/write-routes';
import { markClashes, setTeacher } from '../../server/modules/live-classes/write-store';
import { pageWindow } from '../../server/platform/paging';
import { withTenant } from '../../server/platform/tenant';
import type { Caller } from '../bench-api/cases';
import type { HttpCall } from '../bench-api/measure';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** The week listed starts this many days ahead (a week of classes not started yet). */
const WEEK_AHEAD_DAYS = 28;

export interface LiveCase {
  name: string;
  /** Absent: measured straight only (no API call answers just this). */
  url?: string;
  call?: HttpCall;
  direct: () => Promise<unknown>;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The route's caller for the manager (role 1: LiveClassesApprove rwu, LiveClasses rwu). */
const managerOf = (manager: Caller): LiveClassCaller => ({
  userId: manager.userId,
  organizationId: manager.organizationId,
  scope: { organizationId: manager.organizationId, userId: manager.userId },
  manages: true,
  changes: true,
  readsAll: true,
  enters: true,
  teaches: true,
  takes: false,
});

/** What PUT assignTeacherToClass runs (workflow-routes.ts), in one transaction. */
function assignTeacher(db: Db, caller: LiveClassCaller, id: string, teacherId: string) {
  const now = new Date();
  return withTenant(db, caller.scope, async (tx) => {
    const row = await lockWithTimetables(tx, caller.organizationId, id, [teacherId]);
    if (!(await isTeacherOf(tx, caller.organizationId, teacherId))) throw new Error('no teacher');
    const slot = { teacherId, startsAt: row.startsAt, endsAt: row.endsAt, exceptId: row.id };
    decide(row, 'assignTeacher', { callerId: caller.userId, clash: await clashOf(tx, slot), now });
    await guardClash(tx, slot, (inner) => setTeacher(inner, row.id, teacherId, now));
    if (row.approvedAt) await markClashes(tx, { id: row.id, ...slot });
    await settleValidity(tx, caller.organizationId, row.id, now);
    return presentOne(tx, caller, row.id, now);
  });
}

export interface Target {
  id: string;
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The first approved class of the listed week: the class assigned, the slot checked. */
export async function targetOf(db: Db, manager: Caller, from: string): Promise<Target> {
  const result = (await db.execute(sql`
    select id, teacher_id as "teacherId", starts_at as "startsAt", ends_at as "endsAt"
    from live_classes
    where organization_id = ${manager.organizationId} and approved_at is not null
      and starts_at >= ${from}::date
    order by starts_at limit 1`)) as unknown as { rows: Record<keyof Target, string>[] };
  const row = result.rows[0];
  if (!row) throw new Error('no approved class ahead');
  return { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}

export async function liveCases(baseUrl: string, db: Db, manager: Caller) {
  const caller = managerOf(manager);
  const url = (path: string) => `${baseUrl}${SERVICE_PREFIX.levels}/${path}`;
  const start = Date.now() + WEEK_AHEAD_DAYS * DAY_MS;
  const week = { from: day(start), to: day(start + 6 * DAY_MS) };
  const target = await targetOf(db, manager, week.from);
  const slot: Slot = { ...target, exceptId: target.id };
  const cases: LiveCase[] = [
    {
      name: `manager list, one week (${week.from} to ${week.to})`,
      url: `${url(LIVE_PATHS.list)}?pageNumber=1&pageSize=${PAGE_SIZE}&from=${week.from}&to=${week.to}`,
      direct: () =>
        withTenant(db, caller.scope, (tx) =>
          listLiveClasses(tx, {
            organizationId: caller.organizationId,
            callerId: caller.userId,
            now: new Date(),
            filter: week,
            ...pageWindow(1, PAGE_SIZE),
          }),
        ),
    },
    {
      name: 'clash check (clashingClass: teacher free)',
      direct: () => withTenant(db, caller.scope, (tx) => clashingClass(tx, slot)),
    },
    {
      name: 'assign teacher (PUT, runs the check)',
      url: url(LIVE_PATHS.assignTeacher(target.id)),
      call: { method: 'PUT', body: { teacherId: target.teacherId } },
      direct: () => assignTeacher(db, caller, target.id, target.teacherId),
    },
  ];
  return { cases, slot, caller };
}
