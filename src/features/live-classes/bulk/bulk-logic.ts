import { fromPromise, type ActorRefFrom } from 'xstate';
import { LIVE_CLASS_BULK_MESSAGES } from '../../../../contract/live-classes-bulk';
import {
  liveClassBulkMachine,
  type LiveClassCommitInput,
} from '../../../../machines/live-class-bulk.machine';
import { toApiFailure } from '../../../api/api-failure';
import { commitLiveClassSheet, dryRunLiveClassSheet } from '../api/live-class-bulk';
import { i18n } from '../../../i18n/i18n';
import { notify } from '../../../ui/toast';
import { messageText } from './messages';

/** Rejects with the ApiFailure (its status and message are what the steps show), and says so. */
async function failing(error: unknown): Promise<never> {
  const failure = await toApiFailure(error);
  notify('error', messageText(failure.message));
  throw failure;
}

/** The wizard's machine with the real calls; each outcome is also a toast. */
export const liveClassBulkLogic = liveClassBulkMachine.provide({
  actors: {
    dryRun: fromPromise(async ({ input }: { input: { file: File } }) => {
      try {
        const report = await dryRunLiveClassSheet(input.file);
        notify('info', 'liveClassesBulk.notices.checked', {
          valid: report.validRows,
          invalid: report.invalidRows,
        });
        return report;
      } catch (error) {
        return failing(error);
      }
    }),
    commit: fromPromise(async ({ input }: { input: LiveClassCommitInput }) => {
      try {
        const { message, ...result } = await commitLiveClassSheet(input.file, input.idempotencyKey);
        // The contract's "N live classes created" in the page's language; any other as sent.
        const created =
          !message || message === LIVE_CLASS_BULK_MESSAGES.created(result.createdCount);
        // A plural key: resolved here, since the notice checks that a key exists without count.
        notify(
          'success',
          created
            ? i18n.t('liveClassesBulk.notices.created', { count: result.createdCount })
            : messageText(message),
        );
        return result;
      } catch (error) {
        return failing(error);
      }
    }),
  },
});

export type LiveClassBulkActor = ActorRefFrom<typeof liveClassBulkLogic>;
