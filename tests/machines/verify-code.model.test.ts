import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  CODE_FORMAT_ERROR,
  verifyCodeMachine,
  type VerifyCodeContext,
} from '../../machines/verify-code.machine';
import {
  RESEND_FAILED,
  RESENT,
  TICK_DEAD,
  TICK_ENTERING,
  VERIFIED,
  verifyCodeModel,
  WRONG,
  type VerifyCodeSample as SampleEvent,
} from '../../machines/models/verify-code.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** The brief's rules, written apart from the machine: the state after `event` from `from`. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  const ctx = from.context as VerifyCodeContext;
  switch (event.type) {
    case 'SUBMIT':
      if (where !== 'entering') return where;
      return /^\d{6}$/.test(event.code) ? 'verifying' : 'entering';
    case 'RESEND':
      return (where === 'entering' || where === 'dead') && ctx.resendIn === 0 ? 'resending' : where;
    case VERIFIED:
      return 'verified';
    case WRONG:
      return event.error.attemptsLeft === 0 ? 'dead' : 'entering';
    case RESENT:
      return event.output.attemptsLeft === 0 ? 'dead' : 'entering';
    case RESEND_FAILED:
      return ctx.attemptsLeft === 0 ? 'dead' : 'entering';
    case TICK_ENTERING:
    case TICK_DEAD:
      return where;
  }
}

const walks = verifyCodeModel.inputs.map((input) => ({
  input,
  ...walk(verifyCodeModel.machine, input, verifyCodeModel.samples),
}));

describe.each(walks)(
  'verify code graph (resend in $input.resendInSeconds, attempts $input.attemptsLeft)',
  (w) => {
    it('follows the rules on every transition', () => {
      expect(w.steps.length).toBeGreaterThanOrEqual(10);
      for (const { state, event, nextState } of w.steps) {
        const where = `${leaf(state.value)} ${JSON.stringify(state.context)} + ${JSON.stringify(event)}`;
        expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
      }
    });

    it('keeps the visible error, attempts left and countdown as the server says', () => {
      for (const { state, event, nextState } of w.steps) {
        const before = state.context as VerifyCodeContext;
        const after = nextState.context as VerifyCodeContext;
        const e = event as SampleEvent;
        if (e.type === WRONG) {
          expect(after.error).toBe(e.error.message);
          expect(after.attemptsLeft).toBe(e.error.attemptsLeft ?? before.attemptsLeft);
        }
        if (e.type === 'SUBMIT' && leaf(state.value) === 'entering' && e.code.length !== 6) {
          expect(after.error).toBe(CODE_FORMAT_ERROR);
        }
        if (e.type === RESENT) {
          expect(after).toMatchObject({ resendIn: 2, attemptsLeft: 2, error: null });
        }
        if (e.type === RESEND_FAILED) expect(after.resendIn).toBe(1);
        if (e.type === TICK_ENTERING || e.type === TICK_DEAD) {
          expect(after.resendIn).toBe(Math.max(0, before.resendIn - 1));
        }
        if (e.type === VERIFIED) {
          expect(after.accessToken).toBe('access-1');
          expect(nextState.status).toBe('done');
          expect(nextState.output).toEqual({ accessToken: 'access-1' });
        }
      }
    });

    it('never resends before the countdown reaches 0, and never verifies a dead code', () => {
      for (const { state, event, nextState } of w.steps) {
        const ctx = state.context as VerifyCodeContext;
        if (leaf(nextState.value) === 'resending' && leaf(state.value) !== 'resending') {
          expect(ctx.resendIn).toBe(0);
        }
        if (leaf(state.value) === 'dead' && event.type === 'SUBMIT') {
          expect(nextState).toBe(state);
        }
      }
    });
  },
);

describe('verify code coverage', () => {
  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(verifyCodeMachine, walks);
    expect(nodeIds(verifyCodeMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(verifyCodeMachine)).toHaveLength(6);
    expect(untakenEdges(verifyCodeMachine, walks)).toEqual([]);
  });
});
