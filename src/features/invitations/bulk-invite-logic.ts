import { fromPromise, type ActorRefFrom } from 'xstate';
import { INVITATION_MESSAGES, type InvitationKind } from '../../../contract/invitation-constants';
import { bulkInviteMachine, type BulkSource } from '../../../machines/bulk-invite.machine';
import { toApiFailure } from '../../api/api-failure';
import { commitInvitations, dryRunInvitations } from './api/invitations';
import { i18n } from '../../i18n/i18n';
import { notify } from '../../ui/toast';
import { messageText } from './messages';

/** Rejects with the ApiFailure (its status and message are what the steps show). */
async function failing(error: unknown): Promise<never> {
  const failure = await toApiFailure(error);
  notify('error', failure.message);
  throw failure;
}

/**
 * The wizard's machine with the real calls into `organizationId`'s invitations (the active
 * organisation's when undefined); each outcome is also a toast.
 */
const logicFor = (organizationId: string | undefined) =>
  bulkInviteMachine.provide({
    actors: {
      dryRun: fromPromise(
        async ({ input }: { input: { kind: InvitationKind; source: BulkSource } }) => {
          try {
            const report = await dryRunInvitations(input.kind, input.source, organizationId);
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
            organizationId,
          );
          // The contract's "N invitations sent" in the page's language; any other text as sent.
          const sent = !message || message === INVITATION_MESSAGES.sent(result.invitedCount);
          // A plural key: resolved here, since the notice checks that a key exists without count.
          notify(
            'success',
            sent
              ? i18n.t('invitations.notices.sent', { count: result.invitedCount })
              : messageText(message),
          );
          return result;
        } catch (error) {
          return failing(error);
        }
      }),
    },
  });

/** One logic per organisation, so the wizard's actor keeps the same one across renders. */
const logics = new Map<string, ReturnType<typeof logicFor>>();
export function bulkInviteLogic(organizationId?: string): ReturnType<typeof logicFor> {
  const key = organizationId ?? '';
  let logic = logics.get(key);
  if (!logic) logics.set(key, (logic = logicFor(organizationId)));
  return logic;
}

export type BulkInviteActor = ActorRefFrom<ReturnType<typeof logicFor>>;
