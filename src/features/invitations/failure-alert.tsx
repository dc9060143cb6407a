import { useTranslation } from 'react-i18next';
import type { BulkFailure } from '../../../machines/bulk-invite.machine';
import { messageText } from './messages';
import { alertStyle } from '../../ui/field';

/** A refusal as the server worded it, with what kind of refusal it was (too large, wrong type). */
export function FailureAlert({ failure }: { failure: BulkFailure }) {
  const { t } = useTranslation();
  const known = [400, 413, 415, 422].includes(Number(failure.status));
  return (
    <div role="alert" className={alertStyle} data-testid="wizard-error">
      {known && <strong>{t(`invitations.refusals.${String(failure.status)}`)} </strong>}
      <span>{messageText(failure.message)}</span>
    </div>
  );
}
