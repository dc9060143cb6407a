import { expect } from 'vitest';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { MEETING_KEYS_PATH } from '../../../contract/meetings';
import { registerIsolationCases, type IsolationContext } from './isolation';
import {
  createLiveClass,
  levelsUrl,
  meetingIdOf,
  MEETING_KEYS_URL,
  settingsUrl,
  testMeetingKeys,
  writeMeetingKeys,
} from './meetings';

/**
 * Levels service: meeting signatures; settings service: the meeting keys.
 *
 * A signature addresses a class: the target gets a Live, approved class whose meeting already
 * exists (so the control needs no meeting provider, only the keys, written once through the
 * settings service as HAD's admin). B's class must keep its meeting. The keys are the
 * platform's, not an organisation's: their cases are the permission ones (an organisation
 * manager holding w Configurations is refused too: only HAD writes them).
 */

const keysWritten = new WeakSet<object>();
async function ensureKeys(ctx: IsolationContext) {
  if (keysWritten.has(ctx.t)) return;
  await writeMeetingKeys(ctx.t, await ctx.t.login('admin@demo.test'), testMeetingKeys());
  keysWritten.add(ctx.t);
}

const classes = new Map<string, { id: string; meetingId: string }>();
async function liveClassOf(ctx: IsolationContext) {
  await ensureKeys(ctx);
  const meetingId = String(80_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
  const id = await createLiveClass(ctx.t.db, ctx.target.organizationId, { meetingId });
  classes.set(ctx.target.label, { id, meetingId });
  return id;
}

/** B's last class still has its own meeting. */
const untouched = async (ctx: IsolationContext) => {
  const last = classes.get(ctx.target.label);
  if (!last) throw new Error('no class made');
  expect(await meetingIdOf(ctx.t.db, last.id)).toBe(last.meetingId);
};

registerIsolationCases('levels/live-classes/meetings', [
  {
    route: `POST /api/levels/${LIVE_PATHS.teacherSignature}`,
    kind: 'other-organisation',
    title: "an admin entering another organisation's class",
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'POST',
      url: levelsUrl(LIVE_PATHS.teacherSignature),
      payload: { liveClassId: await liveClassOf(ctx) },
    }),
    unchanged: untouched,
  },
  {
    route: `POST /api/levels/${LIVE_PATHS.teacherSignature}`,
    kind: 'no-permission',
    title: 'without LiveClasses write, LiveClassesApprove write or LiveClassesObserver read',
    request: async (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'POST',
      url: levelsUrl(LIVE_PATHS.teacherSignature),
      payload: { liveClassId: await liveClassOf(ctx) },
    }),
  },
  {
    route: `POST /api/levels/${LIVE_PATHS.studentSignature}`,
    kind: 'other-organisation',
    title: "a member joining another organisation's class",
    request: async (ctx) => ({
      token: ctx.actor.member.token,
      method: 'POST',
      url: levelsUrl(LIVE_PATHS.studentSignature),
      payload: { liveClassId: await liveClassOf(ctx) },
    }),
    unchanged: untouched,
  },
  {
    route: `PUT /api/settings/${MEETING_KEYS_PATH}`,
    kind: 'no-permission',
    title: 'without Configurations write',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'PUT',
      url: MEETING_KEYS_URL,
      payload: { sdkKey: 'isolation' },
    }),
  },
  {
    route: `PUT /api/settings/${MEETING_KEYS_PATH}`,
    kind: 'no-permission',
    title: "an organisation manager holding Configurations write (the keys are HAD's)",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: MEETING_KEYS_URL,
      payload: { sdkKey: 'isolation' },
    }),
  },
  {
    route: `GET /api/settings/${MEETING_KEYS_PATH}`,
    kind: 'no-permission',
    title: "an organisation manager holding Configurations read (the keys are HAD's)",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: settingsUrl(MEETING_KEYS_PATH),
    }),
  },
]);
