import { sql, type SQL } from 'drizzle-orm';
import type { AchievementReport, LearnerAchievement } from '../../../contract/reports';
import type { Db } from '../../db/client';
import { rowsOf } from '../../platform/sql-rows';

/** The report's selection: an organisation's attempts submitted from `from` to `to` (days, UTC). */
export interface ReportScope {
  organizationId: string;
  from: string;
  to: string;
  classRoomId?: string | undefined;
  levelId?: string | undefined;
}

/** An attempt's topic: the exam's own, or the lesson's unit's (assignments have none). */
const LEVEL_OF = sql`coalesce(act.level_id, un.level_id)`;
const PERCENT = sql`round(avg(at.score * 100.0 / nullif(at.max_score, 0)), 1)::float8`;

/**
 * The first instant of a day (UTC) and of the day after, as timestamptz. Compared with
 * timestamptz, not date: under row-level security only leakproof operators run ahead of the
 * policy, and timestamptz against date is not one, so the range would filter every attempt of
 * the organisation after the index scan (estimated at one row, joined in nested loops) instead
 * of narrowing it.
 */
const startOf = (day: string) => `${day}T00:00:00Z`;
const endOf = (day: string) => new Date(Date.parse(startOf(day)) + 86_400_000).toISOString();

/** The attempts selected, with their topic (`l`) and class (`c`) joined. */
function selected(scope: ReportScope, moreJoins: SQL = sql``): SQL {
  const filters = [
    sql`at.organization_id = ${scope.organizationId}`,
    sql`at.submitted_at >= ${startOf(scope.from)}::timestamptz`,
    sql`at.submitted_at < ${endOf(scope.to)}::timestamptz`,
  ];
  if (scope.classRoomId) filters.push(sql`at.class_room_id = ${scope.classRoomId}`);
  if (scope.levelId) filters.push(sql`${LEVEL_OF} = ${scope.levelId}`);
  return sql`attempts at
    join activities act on act.id = at.activity_id
    left join units un on un.id = act.unit_id
    left join levels l on l.id = ${LEVEL_OF}
    left join class_rooms c on c.id = at.class_room_id
    ${moreJoins}
    where ${sql.join(filters, sql` and `)}`;
}

interface Figures {
  learners: number;
  attempts: number;
  averageScore: number | null;
}
const FIGURES = sql`count(distinct at.user_id)::int as learners, count(*)::int as attempts,
  ${PERCENT} as "averageScore"`;

/** Each day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

/** What grouping() answers for each set of the overview (a bit for each column not grouped). */
const SETS = { totals: 7, byLevel: 3, byClass: 5, byDay: 6 } as const;
const DAY_OF = sql`to_char(at.submitted_at at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The organisation's achievement overview: totals, by topic, by class and by day, in one
 * statement: the attempts selected are read once (an index-only scan of
 * attempts_organization_submitted_idx) and grouped four ways (grouping sets), where four
 * statements read and joined them four times.
 */
export async function achievementReport(tx: Db, scope: ReportScope): Promise<AchievementReport> {
  const rows = await rowsOf<
    Figures & {
      set: number;
      levelId: string | null;
      titleEn: string;
      titleAr: string;
      classRoomId: string | null;
      name: string;
      day: string | null;
    }
  >(
    tx.execute(sql`with figures as (
        select grouping(${LEVEL_OF}, at.class_room_id, ${DAY_OF})::int as set,
          ${LEVEL_OF} as level_id, at.class_room_id, ${DAY_OF} as day, ${FIGURES}
        from ${selected(scope)}
        group by grouping sets ((), (${LEVEL_OF}), (at.class_room_id), (${DAY_OF})))
      select f.set, f.level_id as "levelId", coalesce(l.title_en, '') as "titleEn",
        coalesce(l.title_ar, '') as "titleAr", f.class_room_id as "classRoomId",
        coalesce(c.name, '') as name, f.day, f.learners, f.attempts, f."averageScore"
      from figures f
      left join levels l on l.id = f.level_id
      left join class_rooms c on c.id = f.class_room_id
      order by f.set, l.position nulls last, c.name nulls last`),
  );
  const figures = ({ learners, attempts, averageScore }: Figures) => ({
    learners,
    attempts,
    averageScore,
  });
  const perDay = new Map(
    rows
      .filter((row) => row.set === SETS.byDay)
      .map((row) => [
        row.day,
        { day: row.day!, attempts: row.attempts, averageScore: row.averageScore },
      ]),
  );
  const totals = rows.find((row) => row.set === SETS.totals);
  return {
    from: scope.from,
    to: scope.to,
    totals: totals ? figures(totals) : { learners: 0, attempts: 0, averageScore: null },
    byLevel: rows
      .filter((row) => row.set === SETS.byLevel)
      .map((row) => ({
        levelId: row.levelId,
        titleEn: row.titleEn,
        titleAr: row.titleAr,
        ...figures(row),
      })),
    byClass: rows
      .filter((row) => row.set === SETS.byClass)
      .map((row) => ({ classRoomId: row.classRoomId, name: row.name, ...figures(row) })),
    byDay: daysOf(scope.from, scope.to).map(
      (day) => perDay.get(day) ?? { day, attempts: 0, averageScore: null },
    ),
  };
}

/** Each learner's achievement in the selection, the latest active first, a page. */
export async function learnerAchievements(
  tx: Db,
  scope: ReportScope,
  page: { limit: number; offset: number },
): Promise<{ rows: LearnerAchievement[]; total: number }> {
  const from = selected(scope, sql`join users u on u.id = at.user_id`);
  const [rows, count] = await Promise.all([
    rowsOf<Omit<LearnerAchievement, 'lastSubmittedAt'> & { lastSubmittedAt: Date | string }>(
      tx.execute(sql`select u.id as "userId", u.first_name as "firstName",
          u.last_name as "lastName", u.email, count(*)::int as attempts,
          ${PERCENT} as "averageScore",
          round(max(at.score * 100.0 / nullif(at.max_score, 0)), 1)::float8 as "bestScore",
          max(at.submitted_at) as "lastSubmittedAt"
        from ${from}
        group by u.id
        order by max(at.submitted_at) desc, u.id
        limit ${page.limit} offset ${page.offset}`),
    ),
    rowsOf<{ total: number }>(
      tx.execute(sql`select count(distinct at.user_id)::int as total from ${from}`),
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      averageScore: row.averageScore ?? 0,
      bestScore: row.bestScore ?? 0,
      lastSubmittedAt: new Date(row.lastSubmittedAt).toISOString(),
    })),
    total: count[0]?.total ?? 0,
  };
}
