import { inArray, sql } from 'drizzle-orm';
import {
  MEETING_KEY_NAMES,
  meetingKeyHint,
  type MeetingKeyName,
  type MeetingKeysBody,
  type MeetingKeysStatus,
} from '../../../contract/meetings';
import type { Db } from '../../db/client';
import { meetingKeys } from '../../db/schema/meeting-keys';
import {
  createSecretBox,
  SecretUnreadable,
  type SecretBox,
} from '../../platform/secrets/secret-box';

/** All five keys in plain text, for the meeting provider and the signer only. */
export type MeetingKeys = Record<MeetingKeyName, string>;

/** The box that seals the meeting keys (its own key derived from the master key). */
export const meetingKeysBox = (secretsKey: Uint8Array): SecretBox =>
  createSecretBox(secretsKey, 'meeting-keys');

/** Keys given are sealed and replaced, `null` ones removed, the rest left as they are. */
export async function writeMeetingKeys(
  tx: Db,
  box: SecretBox,
  body: MeetingKeysBody,
  updatedBy: string,
): Promise<void> {
  const removed = MEETING_KEY_NAMES.filter((name) => body[name] === null);
  const written = MEETING_KEY_NAMES.flatMap((name) => {
    const value = body[name];
    return typeof value === 'string' ? [{ name, sealed: box.seal(value, name), updatedBy }] : [];
  });
  if (removed.length > 0) await tx.delete(meetingKeys).where(inArray(meetingKeys.name, removed));
  if (written.length > 0) {
    await tx
      .insert(meetingKeys)
      .values(written)
      .onConflictDoUpdate({
        target: meetingKeys.name,
        set: {
          sealed: sql`excluded.sealed`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * The stored keys that open with this key. One that does not (SECRETS_KEY changed, the key file
 * lost) counts as unset: it must be written again. `onUnreadable` tells the operator which.
 */
async function openKeys(
  tx: Db,
  box: SecretBox,
  onUnreadable: (name: MeetingKeyName) => void,
): Promise<Partial<MeetingKeys>> {
  const rows = await tx.select().from(meetingKeys);
  const keys: Partial<MeetingKeys> = {};
  for (const row of rows) {
    try {
      keys[row.name] = box.open(row.sealed, row.name);
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      onUnreadable(row.name);
    }
  }
  return keys;
}

/** Which keys are set and their last four characters (never their values). */
export async function meetingKeysStatus(
  tx: Db,
  box: SecretBox,
  onUnreadable: (name: MeetingKeyName) => void,
): Promise<MeetingKeysStatus> {
  const keys = await openKeys(tx, box, onUnreadable);
  const set = Object.fromEntries(
    MEETING_KEY_NAMES.map((name) => [name, keys[name] !== undefined]),
  ) as MeetingKeysStatus['keys'];
  const lastFour = Object.fromEntries(
    MEETING_KEY_NAMES.map((name) => [name, keys[name] ? meetingKeyHint(keys[name]) : null]),
  ) as MeetingKeysStatus['lastFour'];
  return { keys: set, lastFour, configured: MEETING_KEY_NAMES.every((name) => set[name]) };
}

/** All five keys, or null when any is missing: then meetings are not configured. */
export async function readMeetingKeys(
  tx: Db,
  box: SecretBox,
  onUnreadable: (name: MeetingKeyName) => void,
): Promise<MeetingKeys | null> {
  const keys = await openKeys(tx, box, onUnreadable);
  return MEETING_KEY_NAMES.every((name) => keys[name] !== undefined) ? (keys as MeetingKeys) : null;
}
