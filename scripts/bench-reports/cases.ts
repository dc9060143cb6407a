/**
 * The calls `npm run bench:reports` measures: each an API path, called with a manager's token,
 * and the store calls its route makes, inside the same withTenant scope, for the direct figure.
 * The report's days are the route's: the last 30 up to today (UTC), or the 366 days up to today
 * (the longest range a report may span: the whole year of attempts).
 */
import { sql } from 'drizzle-orm';
import { ASSESSMENT_PATHS } from '../../contract/assessment';
import { SERVICE_PREFIX } from '../../contract/paths';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REPORTS_PATHS } from '../../contract/reports';
import type { Db } from '../../server/db/client';
import { classProgress, readableClass } from '../../server/modules/assessment/class-store';
import { achievementReport } from '../../server/modules/reports/store';
import { rowsOf } from '../../server/platform/sql-rows';
import { withTenant, type TenantScope } from '../../server/platform/tenant';
import type { Caller } from '../bench-api/cases';
import { SHAPE } from './seed';

export interface ReportCase {
  name: string;
  url: string;
  token: string;
  direct: () => Promise<unknown>;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const scopeOf = (caller: Caller): TenantScope => ({
  organizationId: caller.organizationId,
  userId: caller.userId,
});

/** The organisation's attempts, and those of the last 30 days. */
async function attemptsOf(db: Db, organizationId: string, from: string) {
  const [row] = await rowsOf<{ all: number; recent: number }>(
    db.execute(sql`select count(*)::int as all,
        (count(*) filter (where submitted_at >= ${from}::date))::int as recent
      from attempts where organization_id = ${organizationId}`),
  );
  return row!;
}

/** Class 001 of the organisation: 40 students. */
async function classOf(db: Db, organizationId: string) {
  const [row] = await rowsOf<{ id: string; students: number }>(
    db.execute(sql`select c.id, (select count(*)::int from class_room_students s
        where s.class_room_id = c.id) as students
      from class_rooms c where c.organization_id = ${organizationId} and c.name = 'Class 001'`),
  );
  if (!row) throw new Error('no Class 001');
  return row;
}

export async function reportCases(
  baseUrl: string,
  db: Db,
  managers: { typical: Caller; large: Caller },
) {
  const url = (path: string) => `${baseUrl}${SERVICE_PREFIX.levels}/${path}`;
  const today = Date.now();
  const to = isoDay(today);
  const ranges = [
    {
      label: `last ${REPORT_DEFAULT_DAYS} days`,
      from: isoDay(today - (REPORT_DEFAULT_DAYS - 1) * DAY_MS),
      query: '',
    },
    {
      label: `${REPORT_MAX_DAYS} days`,
      from: isoDay(today - (REPORT_MAX_DAYS - 1) * DAY_MS),
      query: `?from=${isoDay(today - (REPORT_MAX_DAYS - 1) * DAY_MS)}&to=${to}`,
    },
  ];
  const cases: ReportCase[] = [];
  const described: string[] = [];
  for (const [size, manager] of Object.entries(managers) as ['typical' | 'large', Caller][]) {
    const organization = SHAPE.managers[size].organization;
    const counts = await attemptsOf(db, manager.organizationId, ranges[0]!.from);
    described.push(
      `${organization} (${size}): ${counts.all.toLocaleString('en')} attempts, ` +
        `${counts.recent.toLocaleString('en')} in the last ${REPORT_DEFAULT_DAYS} days`,
    );
    for (const range of ranges) {
      cases.push({
        name: `report, ${organization} (${size}), ${range.label}`,
        url: url(REPORTS_PATHS.reports) + range.query,
        token: manager.token,
        direct: () =>
          withTenant(db, scopeOf(manager), (tx) =>
            achievementReport(tx, { organizationId: manager.organizationId, from: range.from, to }),
          ),
      });
    }
  }
  for (const [size, manager] of Object.entries(managers) as ['typical' | 'large', Caller][]) {
    const organization = SHAPE.managers[size].organization;
    const room = await classOf(db, manager.organizationId);
    cases.push({
      name: `class progress, ${organization} Class 001 (${room.students} students)`,
      url: url(ASSESSMENT_PATHS.classProgress(room.id)),
      token: manager.token,
      // What GET .../progress runs (class-routes.ts): the class checked, then its progress.
      direct: () =>
        withTenant(db, scopeOf(manager), async (tx) => {
          const found = await readableClass(tx, manager.organizationId, room.id, null);
          if (!found) throw new Error('class not readable');
          return {
            classRoomId: found.id,
            levelId: found.levelId,
            ...(await classProgress(tx, found)),
          };
        }),
    });
  }
  return { cases, described };
}
