import {
  IDEMPOTENCY_HEADER,
  INVITATION_FILE_FIELD,
} from '../../../../contract/invitation-constants';
import type { LiveClassBulkResult, LiveClassDryRun } from '../../../../contract/live-classes-bulk';
import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';

function formOf(file: File): FormData {
  const body = new FormData();
  body.append(INVITATION_FILE_FIELD, file, file.name);
  return body;
}

/** `POST v1/live-class/bulk?dryRun=true`: every row of the sheet checked, nothing written. */
export async function dryRunLiveClassSheet(file: File): Promise<LiveClassDryRun> {
  const { data } = await send<Envelope<LiveClassDryRun>>(
    levelsApi.post(LIVE_PATHS.bulk, { body: formOf(file), searchParams: { dryRun: 'true' } }),
  );
  return data;
}

/**
 * `POST v1/live-class/bulk` with the dry run's idempotency key: a retry never creates twice.
 * The caller refreshes the live-class lists (refreshLiveClasses).
 */
export async function commitLiveClassSheet(
  file: File,
  idempotencyKey: string,
): Promise<LiveClassBulkResult & { message: string }> {
  const { data, message } = await send<Envelope<LiveClassBulkResult>>(
    levelsApi.post(LIVE_PATHS.bulk, {
      body: formOf(file),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  return { ...data, message: message ?? '' };
}
