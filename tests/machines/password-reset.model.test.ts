import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import {
  PASSWORDS_DIFFER,
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
} from '../../machines/password-reset.machine';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';
import { stubChild } from './support/stub-child';

const REQUESTED = 'xstate.done.actor.requestReset';
const REQUEST_FAILED = 'xstate.error.actor.requestReset';
const VERIFIED = 'xstate.done.actor.verifyCode';
const SAVED = 'xstate.done.actor.resetPassword';
const SAVE_FAILED = 'xstate.error.actor.resetPassword';

const challenge = { tempToken: 'temp-1', resendInSeconds: 60, attemptsLeft: 5 };
const common = {
  message: ACCOUNT_MESSAGES.commonPassword,
  code: 'BAD_REQUEST',
  fieldErrors: { password: ACCOUNT_MESSAGES.commonPassword },
};

type SampleEvent =
  | PasswordResetEvent
  | { type: typeof REQUESTED; output: typeof challenge }
  | { type: typeof REQUEST_FAILED; error: { message: string } }
  | { type: typeof VERIFIED; output: { accessToken: string } }
  | { type: typeof SAVED; output: null }
  | { type: typeof SAVE_FAILED; error: typeof common };

const samples: SampleEvent[] = [
  { type: 'REQUEST', email: 'admin@demo.test' },
  { type: 'SAVE', password: 'New-pass-2026', confirm: 'New-pass-2026' },
  { type: 'SAVE', password: 'New-pass-2026', confirm: 'Other-pass' },
  { type: REQUESTED, output: challenge },
  { type: REQUEST_FAILED, error: { message: ACCOUNT_MESSAGES.tooManyRequests } },
  { type: VERIFIED, output: { accessToken: 'access-1' } },
  { type: SAVED, output: null },
  { type: SAVE_FAILED, error: common },
];

function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  switch (event.type) {
    case 'REQUEST':
      return where === 'email' ? 'requesting' : where;
    case 'SAVE':
      if (where !== 'newPassword') return where;
      return event.password === event.confirm ? 'saving' : 'newPassword';
    case REQUESTED:
      return 'code';
    case REQUEST_FAILED:
      return 'email';
    case VERIFIED:
      return 'newPassword';
    case SAVED:
      return 'done';
    case SAVE_FAILED:
      return 'newPassword';
  }
}

const machine = passwordResetMachine.provide({ actors: { verifyCode: stubChild } });
const w = walk(machine, undefined, samples);

describe('password reset graph', () => {
  it('follows email -> requesting -> code -> newPassword -> saving -> done', () => {
    expect(w.steps.length).toBeGreaterThanOrEqual(7);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${JSON.stringify(event)}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('keeps the server message, field errors, the challenge and the access token', () => {
    for (const { state, event, nextState } of w.steps) {
      const after = nextState.context as PasswordResetContext;
      const e = event as SampleEvent;
      if (e.type === REQUEST_FAILED) expect(after.error).toBe(ACCOUNT_MESSAGES.tooManyRequests);
      if (e.type === SAVE_FAILED) {
        expect(after.error).toBe(ACCOUNT_MESSAGES.commonPassword);
        expect(after.fieldErrors).toEqual(common.fieldErrors);
      }
      if (e.type === 'SAVE' && leaf(state.value) === 'newPassword' && e.password !== e.confirm) {
        expect(after.fieldErrors).toEqual({ confirm: PASSWORDS_DIFFER });
      }
      if (e.type === REQUESTED) expect(after.challenge).toEqual(challenge);
      if (e.type === VERIFIED) expect(after.accessToken).toBe('access-1');
      if (e.type === SAVED) expect(nextState.status).toBe('done');
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(machine, [w]);
    expect(nodeIds(machine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(machine)).toHaveLength(6);
    expect(untakenEdges(machine, [w])).toEqual([]);
  });
});
