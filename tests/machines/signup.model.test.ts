import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import {
  FAILED,
  failure,
  SENT,
  signupModel,
  VERIFIED,
  type SignupSample as SampleEvent,
} from '../../machines/models/signup.model';
import type { SignupContext } from '../../machines/signup.machine';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

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

const { machine, samples } = signupModel;
const w = walk(machine, signupModel.inputs[0], samples);

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
