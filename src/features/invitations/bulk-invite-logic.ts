import { fromPromise, type ActorRefFrom } from 'xstate';
import type { InvitationKind } from '../../../contract/invitations';
import { bulkInviteMachine, type BulkSource } from '../../../machines/bulk-invite.machine';
import { toApiFailure } from '../../api/api-failure';
import { commitInvitations, dryRunInvitations } from '../../api/invitations';
import { notify } from '../../ui/toast';

/** Rejects with the ApiFailure (its status and message are what the steps show). */
async function failing(error: unknown): Promise<never> {
  const failure = await toApiFailure(error);
  notify('error', failure.message);
  throw failure;
}

/** The wizard's machine with the real calls; each outcome is also a toast. */
export const bulkInviteLogic = bulkInviteMachine.provide({
  actors: {
    dryRun: fromPromise(
      async ({ input }: { input: { kind: InvitationKind; source: BulkSource } }) => {
        try {
          const report = await dryRunInvitations(input.kind, input.source);
          notify('info', 'invitations.notices.checked', {
            valid: report.validRows,
            invalid: report.invalidRows,
          });
          return report;
        } catch (error) {
          return failing(error);
        }
      },
    ),
    commit: fromPromise(async ({ input }) => {
      try {
        const { message, ...result } = await commitInvitations(
          input.kind,
          input.source,
          input.idempotencyKey,
        );
        notify('success', message || 'invitations.notices.sent', { count: result.invitedCount });
        return result;
      } catch (error) {
        return failing(error);
      }
    }),
  },
});

export type BulkInviteActor = ActorRefFrom<typeof bulkInviteLogic>;
