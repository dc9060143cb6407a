import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { signupMachine, type SignupContext, type SignupEvent } from '../../machines/signup.machine';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';
import { stubChild } from './support/stub-child';

const SENT = 'xstate.done.actor.signup';
const FAILED = 'xstate.error.actor.signup';
const VERIFIED = 'xstate.done.actor.verifyCode';

const form = { email: 'new@demo.test', password: 'Long-pass-2026', firstName: 'A', lastName: 'B' };
const challenge = { token: 'temp-1', resendInSeconds: 60, attemptsLeft: 5 };
const failure = {
  message: ACCOUNT_MESSAGES.emailTaken,
  code: 'CONFLICT',
  fieldErrors: { email: ACCOUNT_MESSAGES.emailTaken },
};

type SampleEvent =
  | SignupEvent
  | { type: typeof SENT; output: typeof challenge }
  | { type: typeof FAILED; error: typeof failure }
  | { type: typeof VERIFIED; output: { accessToken: string } };

const samples: SampleEvent[] = [
  { type: 'SUBMIT', form },
  { type: SENT, output: challenge },
  { type: FAILED, error: failure },
  { type: VERIFIED, output: { accessToken: 'access-1' } },
];

function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  switch (event.type) {
    case 'SUBMIT':
      return where === 'form' ? 'submitting' : where;
    case SENT:
      return 'codeSent';
    case FAILED:
      return 'form';
    case VERIFIED:
      return 'signedIn';
  }
}

const machine = signupMachine.provide({ actors: { verifyCode: stubChild } });
const w = walk(machine, undefined, samples);

describe('sign-up graph', () => {
  it('follows form -> submitting -> codeSent -> signedIn, failures back to the form', () => {
    expect(w.steps.length).toBeGreaterThanOrEqual(4);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('stores the server message as the visible error, with its field errors', () => {
    for (const { state, event, nextState } of w.steps) {
      const after = nextState.context as SignupContext;
      if (event.type === FAILED) {
        expect(after.error).toBe(ACCOUNT_MESSAGES.emailTaken);
        expect(after.fieldErrors).toEqual(failure.fieldErrors);
      }
      if (event.type === 'SUBMIT' && leaf(state.value) === 'form') {
        expect(after).toMatchObject({ error: null, fieldErrors: {} });
      }
      if (event.type === SENT) {
        expect(after.challenge).toEqual({
          tempToken: 'temp-1',
          resendInSeconds: 60,
          attemptsLeft: 5,
        });
      }
      if (event.type === VERIFIED) {
        expect(after.accessToken).toBe('access-1');
        expect(nextState.status).toBe('done');
      }
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(machine, [w]);
    expect(nodeIds(machine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(machine)).toHaveLength(4);
    expect(untakenEdges(machine, [w])).toEqual([]);
  });
});
