import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { MESSAGES } from '../../contract/messages';
import { verifyCodeMachine, type ResentChallenge } from '../../machines/verify-code.machine';
import { settle } from './support/actors';

function start(
  verify: (code: string) => Promise<{ accessToken: string }>,
  resend: () => Promise<ResentChallenge> = async () => ({ resendInSeconds: 60, attemptsLeft: 5 }),
  input = { tempToken: 'temp-1', resendInSeconds: 3, attemptsLeft: 5 as number | null },
) {
  const clock = new SimulatedClock();
  const spies = { verify: vi.fn(verify), resend: vi.fn(resend), storeAccessToken: vi.fn() };
  const machine = verifyCodeMachine.provide({
    actors: {
      verifyCode: fromPromise(({ input: i }) => spies.verify(i.code)),
      resendCode: fromPromise(() => spies.resend()),
    },
    actions: { storeAccessToken: (_, params) => spies.storeAccessToken(params.accessToken) },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, ...spies };
}

/** The clock fires a re-armed delay only on a later increment, so time moves a second at a time. */
function seconds(clock: SimulatedClock, count: number) {
  for (let i = 0; i < count; i += 1) clock.increment(1000);
}

const wrong = (attemptsLeft: number) => ({
  message: MESSAGES.invalidCode,
  code: 'BAD_REQUEST',
  attemptsLeft,
});

describe('verify code machine with a simulated clock', () => {
  it('counts down once a second from resendInSeconds and allows a resend only at 0', async () => {
    const { actor, clock, ...spy } = start(async () => ({ accessToken: 'a' }));
    expect(actor.getSnapshot().context.resendIn).toBe(3);
    actor.send({ type: 'RESEND' });
    expect(spy.resend).not.toHaveBeenCalled();
    clock.increment(999);
    expect(actor.getSnapshot().context.resendIn).toBe(3);
    clock.increment(1);
    expect(actor.getSnapshot().context.resendIn).toBe(2);
    seconds(clock, 2);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    seconds(clock, 5);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'RESEND' });
    expect(spy.resend).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 60, attemptsLeft: 5 });
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
  });

  it('shows the server message and attempts left after a wrong code; dies at 0', async () => {
    const answers = [wrong(1), wrong(0)];
    const { actor, clock, ...spy } = start(async () => Promise.reject(answers.shift()));
    actor.send({ type: 'SUBMIT', code: '111111' });
    await settle();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toMatchObject({
      error: MESSAGES.invalidCode,
      attemptsLeft: 1,
    });
    actor.send({ type: 'SUBMIT', code: '222222' });
    await settle();
    expect(actor.getSnapshot().value).toBe('dead');
    actor.send({ type: 'SUBMIT', code: '333333' });
    expect(spy.verify).toHaveBeenCalledTimes(2);
    // Dead: only a new code helps, and only once the countdown has run out.
    actor.send({ type: 'RESEND' });
    expect(spy.resend).not.toHaveBeenCalled();
    seconds(clock, 3);
    actor.send({ type: 'RESEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stores the access token and ends with it', async () => {
    const { actor, ...spy } = start(async () => ({ accessToken: 'access-9' }));
    actor.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(spy.storeAccessToken).toHaveBeenCalledExactlyOnceWith('access-9');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ accessToken: 'access-9' });
  });

  it('rejects a code that is not six digits without calling the server', () => {
    const { actor, ...spy } = start(async () => ({ accessToken: 'a' }));
    actor.send({ type: 'SUBMIT', code: '12 34' });
    expect(spy.verify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe('verify.codeFormat');
  });

  it('a throttled resend restarts the countdown from retryAfterSeconds', async () => {
    const { actor, clock } = start(
      async () => ({ accessToken: 'a' }),
      async () =>
        Promise.reject({ message: ACCOUNT_MESSAGES.resendTooSoon, retryAfterSeconds: 30 }),
      { tempToken: 't', resendInSeconds: 0, attemptsLeft: 0 },
    );
    expect(actor.getSnapshot().value).toBe('dead');
    actor.send({ type: 'RESEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('dead');
    expect(actor.getSnapshot().context).toMatchObject({
      resendIn: 30,
      error: ACCOUNT_MESSAGES.resendTooSoon,
    });
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(29);
  });
});
