import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import {
  challenge,
  common,
  passwordResetModel,
  REQUEST_FAILED,
  REQUESTED,
  SAVE_FAILED,
  SAVED,
  VERIFIED,
  type PasswordResetSample as SampleEvent,
} from '../../machines/models/password-reset.model';
import { PASSWORDS_DIFFER, type PasswordResetContext } from '../../machines/password-reset.machine';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

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

const { machine, samples } = passwordResetModel;
const w = walk(machine, passwordResetModel.inputs[0], samples);

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
