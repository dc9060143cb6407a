import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { TRASH_MESSAGES } from '../../../contract/trash';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { countLiveClassRooms } from '../classes/public';
import { seatsFull } from '../join-group/public';
import { findOrganization } from '../organizations/public';
import type { LockedTrashItem } from './store';
import { refusal } from './refusal';

type Row = Record<string, unknown>;
const rowsOf = (item: LockedTrashItem, table: string): Row[] => item.snapshot.tables[table] ?? [];

/**
 * Today's seats, checked before a restore as before a creation: a class that was live takes a
 * class seat; a member takes a teacher's or a student's seat by their role. The organisation's
 * row is locked first, as the creations lock it, so a restore and a creation racing for the
 * last seat are serialised.
 */
export async function checkSeats(tx: Db, item: LockedTrashItem): Promise<void> {
  if (!item.organizationId) return;
  const liveClasses = rowsOf(item, 'class_rooms').filter((row) => row.is_archived === false);
  const members = rowsOf(item, 'memberships');
  if (liveClasses.length === 0 && members.length === 0) return;
  const organization = await findOrganization(tx, item.organizationId, { lock: true });
  if (!organization) throw notFound();
  if (liveClasses.length > 0) {
    const live = await countLiveClassRooms(tx, item.organizationId);
    if (live + liveClasses.length > organization.maxClassrooms) {
      throw refusal(
        conflict(ORGANIZATION_MESSAGES.seatLimit('classrooms', organization.maxClassrooms)),
        'seats',
      );
    }
  }
  for (const member of members) {
    const full = await seatsFull(
      tx,
      item.organizationId,
      String(member.role_id),
      String(member.user_id),
    );
    if (full) throw refusal(conflict(TRASH_MESSAGES.seats(item.name)), 'seats');
  }
}
