import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationPackages, planLevels } from '../../db/schema/packages';

/**
 * The topics an organisation's class rooms and assignments may use (docs/plans.md, "How
 * packages restrict topics"): null means no restriction beyond "published". HAD owns the
 * curriculum, and an organisation with no package uses every published topic (a decision: a
 * school is not cut off before HAD assigns it a plan); otherwise the topics of its packages'
 * plans, possibly none. Read under the caller's row-level security: a member sees its own
 * organisation's packages.
 */
export async function usableTopicIds(
  tx: Db,
  organizationId: string | null,
  isHad: boolean,
): Promise<Set<string> | null> {
  if (isHad || !organizationId) return null;
  const rows = await tx
    .select({ packageId: organizationPackages.id, levelId: planLevels.levelId })
    .from(organizationPackages)
    .leftJoin(planLevels, eq(planLevels.planId, organizationPackages.planId))
    .where(eq(organizationPackages.organizationId, organizationId));
  if (rows.length === 0) return null;
  return new Set(rows.flatMap((row) => (row.levelId ? [row.levelId] : [])));
}

/** The topic is usable: no restriction, or among the organisation's packages' topics. */
export const isUsable = (usable: Set<string> | null, levelId: string) =>
  usable === null || usable.has(levelId);
