import { sql, type SQL } from 'drizzle-orm';
import type { TopicTree } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { isPublicTopic } from './topics-store';
import { presentActivity, presentTopic, presentUnit, type ContentRow } from './present';

/** The workflow columns of `alias` as json_build_object arguments. */
const itemFields = (alias: string) => {
  const a = sql.identifier(alias);
  return sql`'id', ${a}.id, 'position', ${a}.position, 'titleEn', ${a}.title_en,
    'titleAr', ${a}.title_ar, 'isEnabled', ${a}.is_enabled, 'isArchived', ${a}.is_archived,
    'publishedAt', ${a}.published_at, 'updatedAt', ${a}.updated_at`;
};

/** Which children a reader sees: HAD every one (archived when asked), others the published. */
const shown = (alias: string, drafts: boolean): SQL => {
  const a = sql.identifier(alias);
  return drafts ? sql`true` : sql`${a}.is_enabled and not ${a}.is_archived`;
};

type Json<T> = Omit<T, 'publishedAt' | 'updatedAt'> & {
  publishedAt: string | null;
  updatedAt: string;
};
interface ActivityJson extends Json<ContentRow> {
  unitId: string;
  levelId: null;
  kind: string;
  expectedTimeInMinutes: number | null;
}
interface UnitJson extends Json<ContentRow> {
  levelId: string;
  activities: ActivityJson[];
}
interface TopicJson extends Json<ContentRow> {
  units: UnitJson[];
}

const rowOf = <T extends Json<ContentRow>>(item: T) => ({
  ...item,
  publishedAt: item.publishedAt === null ? null : new Date(item.publishedAt),
  updatedAt: new Date(item.updatedAt),
});

/**
 * A topic with its units and their activities, in order (`GET v1/curriculums/levels/{id}`).
 * HAD sees drafts and archived items; others see a published topic's published items only.
 * One statement that builds the tree as JSON: a topic has hundreds of activities, and mapping
 * them row by row cost several times more than the database's work.
 */
export async function topicTree(db: Db, id: string, drafts: boolean): Promise<TopicTree | null> {
  const { rows } = (await db.execute(sql`
    select json_build_object(${itemFields('l')}, 'units', coalesce((
      select json_agg(json_build_object(${itemFields('u')}, 'levelId', u.level_id,
        'activities', coalesce((
          select json_agg(json_build_object(${itemFields('a')}, 'unitId', a.unit_id,
            'levelId', a.level_id, 'kind', a.kind, 'expectedTimeInMinutes', a.expected_time_in_minutes)
            order by a.position, a.created_at, a.id)
          from activities a where a.unit_id = u.id and ${shown('a', drafts)}), '[]'::json))
        order by u.position, u.created_at, u.id)
      from units u where u.level_id = l.id and ${shown('u', drafts)}), '[]'::json)) as tree
    from levels l where l.id = ${id}`)) as unknown as { rows: { tree: TopicJson | string }[] };
  const found = rows[0];
  if (!found) return null;
  const tree = typeof found.tree === 'string' ? (JSON.parse(found.tree) as TopicJson) : found.tree;
  const topic = rowOf(tree);
  if (!drafts && !isPublicTopic(topic)) return null;
  return {
    ...presentTopic(topic),
    units: tree.units.map((unit) => ({
      ...presentUnit(rowOf(unit)),
      activities: unit.activities.map((activity) => presentActivity(rowOf(activity))),
    })),
  };
}
