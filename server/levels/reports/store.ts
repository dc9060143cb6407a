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

/** The attempts selected, with their topic (`l`) and class (`c`) joined. */
function selected(scope: ReportScope, moreJoins: SQL = sql``): SQL {
  const filters = [
    sql`at.organization_id = ${scope.organizationId}`,
    sql`at.submitted_at >= ${scope.from}::date`,
    sql`at.submitted_at < ${scope.to}::date + 1`,
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

/** The organisation's achievement overview: totals, by topic, by class and by day. */
export async function achievementReport(tx: Db, scope: ReportScope): Promise<AchievementReport> {
  const from = selected(scope);
  const [totals, byLevel, byClass, byDay] = await Promise.all([
    rowsOf<Figures>(tx.execute(sql`select ${FIGURES} from ${from}`)),
    rowsOf<Figures & { levelId: string | null; titleEn: string; titleAr: string }>(
      tx.execute(sql`select ${LEVEL_OF} as "levelId", coalesce(l.title_en, '') as "titleEn",
        coalesce(l.title_ar, '') as "titleAr", ${FIGURES}
        from ${from}
        group by ${LEVEL_OF}, l.title_en, l.title_ar, l.position
        order by l.position nulls last`),
    ),
    rowsOf<Figures & { classRoomId: string | null; name: string }>(
      tx.execute(sql`select at.class_room_id as "classRoomId", coalesce(c.name, '') as name, ${FIGURES}
        from ${from}
        group by at.class_room_id, c.name
        order by c.name nulls last`),
    ),
    rowsOf<{ day: string; attempts: number; averageScore: number | null }>(
      tx.execute(sql`select to_char(at.submitted_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*)::int as attempts, ${PERCENT} as "averageScore"
        from ${from} group by 1`),
    ),
  ]);
  const perDay = new Map(byDay.map((row) => [row.day, row]));
  return {
    from: scope.from,
    to: scope.to,
    totals: totals[0] ?? { learners: 0, attempts: 0, averageScore: null },
    byLevel,
    byClass,
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
