import { useTranslation } from 'react-i18next';
import type { LiveClassBulkFailure } from '../../../../machines/live-class-bulk.machine';
import { BulkFailureAlert } from '../../../ui/bulk-upload/failure-alert';
import { messageText } from './messages';

const KNOWN = [400, 409, 413, 415];

/** A refusal as the service worded it, with what kind of refusal it was (too large, wrong type). */
export function FailureAlert({ failure }: { failure: LiveClassBulkFailure }) {
  const { t } = useTranslation();
  const status = Number(failure.status);
  return (
    <BulkFailureAlert
      testId="sheet-error"
      refusal={KNOWN.includes(status) ? t(`liveClassesBulk.refusals.${status}`) : null}
      message={messageText(failure.message)}
      detail={failure.detail && messageText(failure.detail)}
    />
  );
}
