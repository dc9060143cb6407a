import { fromPromise } from 'xstate';
import { verifyCodeMachine, type ResentChallenge } from '../verify-code.machine';

const never = <T>() => new Promise<T>(() => {});

/**
 * Stands in for the verify-code child in a parent's graph walk: the child has its own model, and
 * the parent only needs its done event, which the walk supplies as a sample.
 */
export const stubChild = verifyCodeMachine.provide({
  actors: {
    verifyCode: fromPromise(() => never<{ accessToken: string }>()),
    resendCode: fromPromise(() => never<ResentChallenge>()),
  },
});
