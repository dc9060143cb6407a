import { fromPromise, type Actor } from 'xstate';
import { verifyCodeMachine } from '../../../machines/verify-code.machine';
import { resendCode, storeVerifiedToken, verifyToken } from '../../api/accounts';

/** The verify-code machine with the service's calls: the code step of every account flow. */
export const verifyLogic = verifyCodeMachine.provide({
  actors: {
    verifyCode: fromPromise(async ({ input }) => ({
      accessToken: await verifyToken(input.tempToken, input.code),
    })),
    resendCode: fromPromise(({ input }) => resendCode(input.tempToken)),
  },
  actions: { storeAccessToken: (_, { accessToken }) => storeVerifiedToken(accessToken) },
});

export type VerifyCodeActor = Actor<typeof verifyLogic>;
