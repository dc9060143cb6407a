import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import type { LiveClassLookups } from '../../../contract/live-classes';
import type { Db } from '../../db/client';
import { liveClasses } from '../../db/schema/live-classes';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { topicOptions } from '../curriculum/public';

/**
 * What the forms and filters offer: the published curriculum topics (as every organisation
 * reads them), the tags the organisation's classes use, and its teachers (roles 4 and 5).
 */
export async function liveClassLookups(db: Db, organizationId: string): Promise<LiveClassLookups> {
  const topics = await topicOptions(db, false);
  const tags = await db
    .selectDistinct({ tag: liveClasses.tag })
    .from(liveClasses)
    .where(and(eq(liveClasses.organizationId, organizationId), isNotNull(liveClasses.tag)))
    .orderBy(asc(liveClasses.tag));
  const teachers = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(roles.number, [...TEACHER_ROLE_NUMBERS]),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    levels: topics.map((topic) => ({
      id: topic.id,
      titleEn: topic.titleEn,
      titleAr: topic.titleAr,
    })),
    tags: tags.flatMap((row) => (row.tag ? [row.tag] : [])),
    teachers: teachers.map((teacher) => ({
      id: teacher.id,
      name: `${teacher.firstName} ${teacher.lastName}`.trim(),
    })),
  };
}
