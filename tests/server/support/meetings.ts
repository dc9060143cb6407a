import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MEETING_KEYS_PATH, type MeetingKeyName } from '../../../contract/meetings';
import { SERVICE_PREFIX } from '../../../contract/paths';
import type { Db } from '../../../server/db/client';
import { liveClasses } from '../../../server/db/schema/live-classes';
import type { TestApp } from './test-app';
import type { ZoomStandIn } from './zoom-stand-in';

export const settingsUrl = (path: string) => `${SERVICE_PREFIX.settings}/${path}`;
export const levelsUrl = (path: string) => `${SERVICE_PREFIX.levels}/${path}`;
export const MEETING_KEYS_URL = settingsUrl(MEETING_KEYS_PATH);

/** Distinctive values, so a search of answers, logs and tables finds any that leaks. */
export function testMeetingKeys(): Record<MeetingKeyName, string> {
  const tag = randomBytes(6).toString('hex');
  return {
    clientKey: `clientKey-${tag}-Kq9`,
    clientSecret: `clientSecret-${tag}-Zx7`,
    accountId: `accountId-${tag}-Wm3`,
    sdkKey: `sdkKey-${tag}-Pa5`,
    sdkSecret: `sdkSecret-${tag}-Lr8`,
  };
}

/** The stand-in accepts exactly these keys' S2S credentials. */
export const standInCredentials = (keys: Record<MeetingKeyName, string>) => ({
  accountId: keys.accountId,
  clientId: keys.clientKey,
  clientSecret: keys.clientSecret,
});

/** Environment pointing the Zoom provider at the stand-in. */
export const zoomEnv = (standIn: ZoomStandIn, timeoutMs = 2000) => ({
  ZOOM_OAUTH_URL: standIn.oauthUrl,
  ZOOM_API_URL: standIn.apiUrl,
  ZOOM_TIMEOUT_MS: String(timeoutMs),
});

export async function writeMeetingKeys(t: TestApp, token: string, body: unknown) {
  const response = await t.request(token, 'PUT', MEETING_KEYS_URL, body);
  if (response.statusCode !== 200) throw new Error(`meeting keys: ${response.body}`);
  return response;
}

const MINUTE = 60_000;

/**
 * A live class of `organizationId` (written as the owner, past RLS). Default: started ten minutes
 * ago for an hour (Live), approved, without a teacher or a meeting.
 */
export async function createLiveClass(
  db: Db,
  organizationId: string,
  values: {
    title?: string;
    teacherId?: string | null;
    /** Minutes from now (negative: in the past). */
    startsInMinutes?: number;
    durationMinutes?: number;
    approved?: boolean;
    meetingId?: string | null;
  } = {},
): Promise<string> {
  const startsAt = new Date(Date.now() + (values.startsInMinutes ?? -10) * MINUTE);
  const durationMinutes = values.durationMinutes ?? 60;
  const [row] = await db
    .insert(liveClasses)
    .values({
      organizationId,
      title: values.title ?? `Live class ${randomBytes(3).toString('hex')}`,
      startsAt,
      durationMinutes,
      endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE),
      minUsers: 1,
      maxUsers: 30,
      teacherId: values.teacherId ?? null,
      approvedAt: values.approved === false ? null : new Date(startsAt.getTime() - 60 * MINUTE),
      meetingId: values.meetingId ?? null,
    })
    .returning({ id: liveClasses.id });
  if (!row) throw new Error('no live class');
  return row.id;
}

export async function meetingIdOf(db: Db, liveClassId: string): Promise<string | null> {
  const [row] = await db
    .select({ meetingId: liveClasses.meetingId })
    .from(liveClasses)
    .where(eq(liveClasses.id, liveClassId));
  return row?.meetingId ?? null;
}
