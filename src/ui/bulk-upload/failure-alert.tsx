import { alertStyle } from '../field';

export interface BulkFailureAlertProps {
  /** `<testId>` on the alert, `<testId>-detail` on the detail. */
  testId: string;
  /** What kind of refusal it was (too large, wrong type), translated; null when not a known one. */
  refusal: string | null;
  /** The service's message, translated. */
  message: string;
  detail?: string | null;
}

/** A bulk upload's refusal as the service worded it, with what kind of refusal it was. */
export function BulkFailureAlert({ testId, refusal, message, detail }: BulkFailureAlertProps) {
  return (
    <div role="alert" className={alertStyle} data-testid={testId}>
      {refusal && <strong>{refusal} </strong>}
      <span>{message}</span>
      {detail && <span data-testid={`${testId}-detail`}> {detail}</span>}
    </div>
  );
}
