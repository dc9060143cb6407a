import { useTranslation } from 'react-i18next';
import type { BulkFailure } from '../../../machines/bulk-invite.machine';
import { BulkFailureAlert } from '../../ui/bulk-upload/failure-alert';
import { messageText } from './messages';

/** A refusal as the server worded it, with what kind of refusal it was (too large, wrong type). */
export function FailureAlert({ failure }: { failure: BulkFailure }) {
  const { t } = useTranslation();
  const known = [400, 413, 415, 422].includes(Number(failure.status));
  return (
    <BulkFailureAlert
      testId="wizard-error"
      refusal={known ? t(`invitations.refusals.${String(failure.status)}`) : null}
      message={messageText(failure.message)}
    />
  );
}
