import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HEARTBEAT_SECONDS, LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { teacherJoinMachine, type SignedMeeting } from '../../machines/teacher-join.machine';
import { settle } from './support/actors';

const BEAT_MS = HEARTBEAT_SECONDS * 1000;
const MEETING = '81234567890';

interface Calls {
  sign?: (liveClassId: string) => Promise<SignedMeeting>;
  heartbeat?: (meetingId: string) => Promise<unknown>;
}

function start({ sign, heartbeat }: Calls = {}, visible = true) {
  const clock = new SimulatedClock();
  const spies = {
    sign: vi.fn(sign ?? (async () => ({ signature: 'signed.jwt', meetingId: MEETING }))),
    join: vi.fn(async (_meetingId: string) => null),
    heartbeat: vi.fn(heartbeat ?? (async (_meetingId: string) => null)),
  };
  const machine = teacherJoinMachine.provide({
    actors: {
      signMeeting: fromPromise(({ input }) => spies.sign(input.liveClassId)),
      joinMeeting: fromPromise(({ input }) => spies.join(input.meetingId)),
      sendHeartbeat: fromPromise(({ input }) => spies.heartbeat(input.meetingId)),
    },
  });
  const actor = createActor(machine, { input: { visible }, clock }).start();
  const state = () => JSON.stringify(actor.getSnapshot().value);
  /** Moves the clock a step at a time, letting each heartbeat's answer arrive. */
  const pass = async (ms: number, step = 5000) => {
    for (let passed = 0; passed < ms; passed += step) {
      clock.increment(Math.min(step, ms - passed));
      await settle();
    }
  };
  return { actor, clock, state, pass, ...spies };
}

async function joined(calls?: Calls, visible = true) {
  const t = start(calls, visible);
  t.actor.send({ type: 'JOIN', liveClassId: 'class-a', meetingId: null });
  await settle();
  await settle();
  return t;
}

describe('teacher join with real actors on a simulated clock', () => {
  it('signs for the class, joins the meeting the service names, then is in class', async () => {
    const t = await joined();
    expect(t.sign).toHaveBeenCalledExactlyOnceWith('class-a');
    expect(t.join).toHaveBeenCalledExactlyOnceWith(MEETING);
    expect(t.state()).toBe('{"inClass":"waiting"}');
    expect(t.actor.getSnapshot().context).toMatchObject({
      meetingId: MEETING,
      signature: 'signed.jwt',
      heartbeat: 'none',
    });
  });

  it(`sends the heartbeat every ${HEARTBEAT_SECONDS} s to the millisecond while in class`, async () => {
    const t = await joined();
    t.clock.increment(BEAT_MS - 1);
    expect(t.heartbeat).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.heartbeat).toHaveBeenCalledExactlyOnceWith(MEETING);
    await settle();
    expect(t.actor.getSnapshot().context.heartbeat).toBe('sent');
    t.clock.increment(BEAT_MS - 1);
    expect(t.heartbeat).toHaveBeenCalledTimes(1);
    t.clock.increment(1);
    expect(t.heartbeat).toHaveBeenCalledTimes(2);
    await settle();
    await t.pass(10 * BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(12);
  });

  it('pauses while the page is hidden and sends one at once when it shows again', async () => {
    const t = await joined();
    await t.pass(BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'HIDDEN' });
    expect(t.state()).toBe('{"inClass":"paused"}');
    await t.pass(10 * BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'VISIBLE' });
    expect(t.heartbeat).toHaveBeenCalledTimes(2);
    await settle();
    await t.pass(BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(3);
  });

  it('joined from a hidden page, waits to be shown before the first heartbeat', async () => {
    const t = await joined(undefined, false);
    expect(t.state()).toBe('{"inClass":"paused"}');
    await t.pass(5 * BEAT_MS);
    expect(t.heartbeat).not.toHaveBeenCalled();
    t.actor.send({ type: 'VISIBLE' });
    expect(t.heartbeat).toHaveBeenCalledTimes(1);
  });

  it('stops the heartbeat on Leave, and when the class finishes', async () => {
    const t = await joined();
    await t.pass(BEAT_MS);
    t.actor.send({ type: 'LEAVE' });
    expect(t.state()).toBe('"left"');
    expect(t.actor.getSnapshot().context.leftBecause).toBe('leave');
    await t.pass(5 * BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(1);

    // Joining again (still Live) signs again and starts a new beat.
    t.actor.send({ type: 'JOIN', liveClassId: 'class-a', meetingId: MEETING });
    await settle();
    await settle();
    expect(t.sign).toHaveBeenCalledTimes(2);
    await t.pass(BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(2);
    t.actor.send({ type: 'ENDED' });
    expect(t.actor.getSnapshot().context.leftBecause).toBe('finished');
    await t.pass(5 * BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(2);
  });

  it('retries a failed heartbeat at the next beat; one the service refuses ends the stay', async () => {
    let answer: unknown = { status: 'FETCH_ERROR', message: 'offline' };
    const t = await joined({
      heartbeat: async () => {
        if (answer) throw answer;
        return null;
      },
    });
    await t.pass(BEAT_MS);
    expect(t.actor.getSnapshot().context.heartbeat).toBe('missed');
    expect(t.state()).toBe('{"inClass":"waiting"}');
    answer = null;
    await t.pass(BEAT_MS);
    expect(t.actor.getSnapshot().context.heartbeat).toBe('sent');
    answer = { status: 409, message: LIVE_CLASS_MESSAGES.notAllowed('heartbeat') };
    await t.pass(BEAT_MS);
    expect(t.state()).toBe('"left"');
    expect(t.actor.getSnapshot().context.leftBecause).toBe('finished');
    await t.pass(5 * BEAT_MS);
    expect(t.heartbeat).toHaveBeenCalledTimes(3);
  });

  it('fails with the 503 of an unconfigured server, joins nothing, and may try again', async () => {
    const t = start({
      sign: async () => {
        throw { status: 503, message: LIVE_CLASS_MESSAGES.meetingsNotConfigured };
      },
    });
    t.actor.send({ type: 'JOIN', liveClassId: 'class-a', meetingId: MEETING });
    await settle();
    expect(t.state()).toBe('"failed"');
    expect(t.actor.getSnapshot().context.failure).toEqual({
      status: 503,
      message: LIVE_CLASS_MESSAGES.meetingsNotConfigured,
    });
    expect(t.join).not.toHaveBeenCalled();
    await t.pass(5 * BEAT_MS);
    expect(t.heartbeat).not.toHaveBeenCalled();
    t.actor.send({ type: 'JOIN', liveClassId: 'class-a', meetingId: MEETING });
    expect(t.sign).toHaveBeenCalledTimes(2);
    await settle();
    t.actor.send({ type: 'DISMISS' });
    expect(t.state()).toBe('"idle"');
    expect(t.actor.getSnapshot().context.failure).toBeNull();
  });
});
