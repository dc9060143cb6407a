import type { LevelTree } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { activitiesOf, unitsOf } from './items-store';
import { findLevel, isPublicLevel } from './levels-store';
import { presentActivity, presentLevel, presentUnit } from './present';

/**
 * A level with its units and their activities, in order (`GET v1/curriculums/levels/{id}`).
 * HAD sees drafts and archived items; others see a published level's published items only.
 */
export async function levelTree(db: Db, id: string, drafts: boolean): Promise<LevelTree | null> {
  const level = await findLevel(db, id);
  if (!level) return null;
  if (!drafts && !isPublicLevel(level)) return null;
  const options = { includeArchived: drafts, drafts };
  const units = await unitsOf(db, [id], options);
  const activities = await activitiesOf(
    db,
    units.map((unit) => unit.id),
    options,
  );
  return {
    ...presentLevel(level),
    units: units.map((unit) => ({
      ...presentUnit(unit),
      activities: activities.filter((activity) => activity.unitId === unit.id).map(presentActivity),
    })),
  };
}
