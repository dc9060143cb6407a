import { PLAN_MESSAGES, type PlanBodyParsed } from '../../../contract/plans';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import { publishedTopicIds, type PlanRow } from './store';

/**
 * What the schema cannot know about a plan body (400 on the fields): the discount's end must be
 * after the server's clock, and the topics must be published ones. On a change (`stored`), an
 * end date kept as it was is accepted even once past, so a plan whose discount has expired can
 * still be edited; a new or moved end date must be in the future.
 */
export async function checkPlanBody(
  tx: Db,
  body: PlanBodyParsed,
  now: Date,
  stored: PlanRow | null,
): Promise<void> {
  const errors: Record<string, string> = {};
  if (body.discountEndsAt !== null) {
    const endsAt = Date.parse(body.discountEndsAt);
    const kept = stored?.discountEndsAt?.getTime() === endsAt;
    if (!kept && endsAt <= now.getTime()) errors.discountEndsAt = PLAN_MESSAGES.endInPast;
  }
  const published = await publishedTopicIds(tx, body.levelIds);
  if (body.levelIds.some((id) => !published.has(id))) {
    errors.levelIds = PLAN_MESSAGES.unknownLevel;
  }
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.badRequest, errors);
}

/**
 * 409 with `message` when `work` (a whole transaction) hits a unique index: each table written
 * here has one the caller can hit (a plan's product id, a translation's language, an
 * organisation's plan), so the database decides, races included.
 */
export async function conflictOnDuplicate<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}
