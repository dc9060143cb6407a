import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { MESSAGES } from '../../contract/messages';
import { passwordResetMachine } from '../../machines/password-reset.machine';
import { signupMachine, type SignupResult } from '../../machines/signup.machine';
import { verifyCodeMachine } from '../../machines/verify-code.machine';
import { settle } from './support/actors';

const challenge = { resendInSeconds: 60, attemptsLeft: 5 };
const form = { email: 'new@demo.test', password: 'Long-pass-2026', firstName: 'A', lastName: 'B' };

function verifyChild(codes: Record<string, string>) {
  const storeAccessToken = vi.fn();
  const logic = verifyCodeMachine.provide({
    actors: {
      verifyCode: fromPromise(async ({ input }) => {
        const accessToken = codes[input.code];
        if (!accessToken) throw { message: MESSAGES.invalidCode, attemptsLeft: 4 };
        return { accessToken };
      }),
    },
    actions: { storeAccessToken: (_, params) => storeAccessToken(params.accessToken) },
  });
  return { logic, storeAccessToken };
}

const child = (actor: AnyActorRef) =>
  actor.getSnapshot().children.verifyCode as AnyActorRef | undefined;

describe('sign-up with the verify-code child', () => {
  it('stores the temporary token, verifies through the child and signs in with its token', async () => {
    const { logic, storeAccessToken } = verifyChild({ '123456': 'access-1' });
    const spies = { storeTempToken: vi.fn(), signIn: vi.fn() };
    const actor = createActor(
      signupMachine.provide({
        actors: {
          signup: fromPromise(async () => ({ token: 'temp-1', ...challenge })),
          verifyCode: logic,
        },
        actions: {
          storeTempToken: (_, p) => spies.storeTempToken(p.tempToken),
          signIn: (_, p) => spies.signIn(p.accessToken),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT', form });
    await settle();
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(spies.storeTempToken).toHaveBeenCalledExactlyOnceWith('temp-1');
    const verify = child(actor);
    expect(verify?.getSnapshot().context).toMatchObject({ tempToken: 'temp-1', resendIn: 60 });
    verify?.send({ type: 'SUBMIT', code: '000000' });
    await settle();
    expect(verify?.getSnapshot().context.error).toBe(MESSAGES.invalidCode);
    verify?.send({ type: 'SUBMIT', code: '123456' });
    await settle();
    expect(storeAccessToken).toHaveBeenCalledExactlyOnceWith('access-1');
    expect(spies.signIn).toHaveBeenCalledExactlyOnceWith('access-1');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('drops a second submit while the first is in flight', async () => {
    const signup = vi.fn(() => new Promise<SignupResult>(() => {}));
    const actor = createActor(
      signupMachine.provide({ actors: { signup: fromPromise(signup) } }),
    ).start();
    actor.send({ type: 'SUBMIT', form });
    actor.send({ type: 'SUBMIT', form });
    expect(signup).toHaveBeenCalledTimes(1);
  });
});

describe('password reset with the verify-code child', () => {
  it('requests, verifies, saves with the access token, then finishes', async () => {
    const { logic } = verifyChild({ '654321': 'access-r' });
    const spies = {
      storeTempToken: vi.fn(),
      finish: vi.fn(),
      reset: vi.fn(async (_input: { password: string; accessToken: string }) => null),
    };
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          requestReset: fromPromise(async () => ({ tempToken: 'temp-r', ...challenge })),
          resetPassword: fromPromise(({ input }) => spies.reset(input)),
          verifyCode: logic,
        },
        actions: {
          storeTempToken: (_, p) => spies.storeTempToken(p.tempToken),
          finish: spies.finish,
        },
      }),
    ).start();
    actor.send({ type: 'REQUEST', email: 'admin@demo.test' });
    await settle();
    expect(spies.storeTempToken).toHaveBeenCalledExactlyOnceWith('temp-r');
    child(actor)?.send({ type: 'SUBMIT', code: '654321' });
    await settle();
    expect(actor.getSnapshot().value).toBe('newPassword');
    actor.send({ type: 'SAVE', password: 'New-pass-2026', confirm: 'nope' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: 'reset.passwordsDiffer' });
    actor.send({ type: 'SAVE', password: 'New-pass-2026', confirm: 'New-pass-2026' });
    await settle();
    expect(spies.reset).toHaveBeenCalledExactlyOnceWith({
      password: 'New-pass-2026',
      accessToken: 'access-r',
    });
    expect(spies.finish).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
