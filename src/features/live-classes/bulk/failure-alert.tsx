import { useTranslation } from 'react-i18next';
import type { LiveClassBulkFailure } from '../../../../machines/live-class-bulk.machine';
import { alertStyle } from '../../../ui/field';
import { messageText } from './messages';

const KNOWN = [400, 409, 413, 415];

/** A refusal as the service worded it, with what kind of refusal it was (too large, wrong type). */
export function FailureAlert({ failure }: { failure: LiveClassBulkFailure }) {
  const { t } = useTranslation();
  const status = Number(failure.status);
  return (
    <div role="alert" className={alertStyle} data-testid="sheet-error">
      {KNOWN.includes(status) && <strong>{t(`liveClassesBulk.refusals.${status}`)} </strong>}
      <span>{messageText(failure.message)}</span>
      {failure.detail && (
        <span data-testid="sheet-error-detail"> {messageText(failure.detail)}</span>
      )}
    </div>
  );
}
