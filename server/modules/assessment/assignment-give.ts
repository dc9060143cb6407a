import { ASSIGNMENT_MESSAGES, type AssignmentClassBody } from '../../../contract/assignments';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { AssignmentCaller } from './assignment-access';
import { classRoomsAmong, givenTo, removeAssignment, upsertAssignment } from './assignment-store';

export interface Giving {
  caller: AssignmentCaller;
  activityId: string;
  classRooms: AssignmentClassBody[];
  /** A teacher alone: only the classes they teach are named, changed or taken back. */
  onlyTeacherId: string | null;
  now: Date;
  /** The classes named are the whole set (those the caller manages not named are taken back). */
  replace?: boolean;
}

/**
 * Gives the activity to the class rooms named: each must be an open class room of the
 * organisation (another's does not exist under RLS: 400 on the field, like an archived one), and
 * a teacher's own when they give as a teacher alone. A due date set or changed must be ahead of
 * the server clock; one left as it was may have passed.
 */
export async function giveTo(tx: Db, giving: Giving) {
  const { caller, activityId, classRooms, onlyTeacherId, now } = giving;
  const organizationId = caller.organizationId;
  const current = await givenTo(tx, organizationId, activityId);
  const dueNow = new Map(current.map((row) => [row.class_room_id, row.due_at]));
  const found = new Map(
    (
      await classRoomsAmong(
        tx,
        organizationId,
        classRooms.map((c) => c.classRoomId),
      )
    ).map((row) => [row.id, row]),
  );
  const errors: Record<string, string> = {};
  classRooms.forEach((given, i) => {
    const room = found.get(given.classRoomId);
    if (!room || room.is_archived) {
      errors[`classRooms.${i}.classRoomId`] = ASSIGNMENT_MESSAGES.unknownClass;
    } else if (onlyTeacherId && room.teacher_id !== onlyTeacherId) {
      errors[`classRooms.${i}.classRoomId`] = ASSIGNMENT_MESSAGES.notYourClass;
    }
    if (given.dueAt === null) return;
    const before = dueNow.get(given.classRoomId);
    const unchanged =
      before !== undefined &&
      before !== null &&
      new Date(before).getTime() === Date.parse(given.dueAt);
    if (!unchanged && Date.parse(given.dueAt) <= now.getTime()) {
      errors[`classRooms.${i}.dueAt`] = ASSIGNMENT_MESSAGES.dueInPast;
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.badRequest, errors);
  if (giving.replace) {
    const named = new Set(classRooms.map((c) => c.classRoomId));
    const takenBack = current
      .filter((row) => !onlyTeacherId || row.teacher_id === onlyTeacherId)
      .filter((row) => !named.has(row.class_room_id))
      .map((row) => row.class_room_id);
    await removeAssignment(tx, organizationId, activityId, takenBack);
  }
  await upsertAssignment(tx, organizationId, activityId, classRooms, caller.userId);
}
