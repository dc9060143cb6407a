import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import {
  emailVerificationMachine,
  type EmailVerificationContext,
} from '../../machines/email-verification.machine';
import {
  challenge,
  emailVerificationModel,
  REQUEST_FAILED,
  REQUESTED,
  VERIFIED,
  type EmailVerificationSample as SampleEvent,
} from '../../machines/models/email-verification.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  switch (event.type) {
    case 'RETRY':
      return where === 'failed' ? 'requesting' : where;
    case REQUESTED:
      return 'code';
    case REQUEST_FAILED:
      return 'failed';
    case VERIFIED:
      return 'signedIn';
  }
}

const { machine, samples } = emailVerificationModel;
const input = emailVerificationModel.inputs[0];
const w = walk(machine, input, samples);

describe('e-mail verification graph', () => {
  it('follows requesting -> code -> signedIn, a refused request waiting for a retry', () => {
    expect(w.steps.length).toBeGreaterThanOrEqual(4);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('asks for the code of the e-mail typed, keeps the challenge, the failure and the token', () => {
    for (const { state, event, nextState } of w.steps) {
      const after = nextState.context as EmailVerificationContext;
      const e = event as SampleEvent;
      expect(after.email).toBe('pending@demo.test');
      if (e.type === REQUEST_FAILED) expect(after.error).toBe(ACCOUNT_MESSAGES.tooManyRequests);
      if (e.type === 'RETRY' && leaf(state.value) === 'failed') expect(after.error).toBeNull();
      if (e.type === REQUESTED) expect(after.challenge).toEqual(challenge);
      if (e.type === VERIFIED) {
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

describe('e-mail verification actor', () => {
  it('sends one request for the e-mail, stores the temp token, tells the user, then signs in', async () => {
    const calls: string[] = [];
    const effects: string[] = [];
    const actor = createActor(
      emailVerificationMachine.provide({
        actors: {
          requestCode: fromPromise(async ({ input: body }) => {
            calls.push(body.email);
            return challenge;
          }),
        },
        actions: {
          storeTempToken: (_, { tempToken }) => effects.push(`temp:${tempToken}`),
          codeSent: () => effects.push('sent'),
          signIn: (_, { accessToken }) => effects.push(`in:${accessToken}`),
        },
      }),
      { input: { email: 'pending@demo.test' } },
    ).start();
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['pending@demo.test']);
    expect(actor.getSnapshot().value).toBe('code');
    expect(effects).toEqual(['temp:temp-1', 'sent']);
    const child = actor.getSnapshot().children.verifyCode as
      { getSnapshot: () => { context: unknown } } | undefined;
    expect(child?.getSnapshot().context).toMatchObject({ tempToken: 'temp-1', resendIn: 60 });
    actor.stop();
  });
});
