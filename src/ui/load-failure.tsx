import { translateMessage } from '../i18n/i18n';
import { button } from './buttons';
import { alertStyle } from './field';

/** A read that failed: the service's message in the page's language, and a way to try again. */
export function LoadFailure({
  error,
  onRetry,
  retryLabel,
  testId,
}: {
  error: Error | null;
  onRetry: () => unknown;
  retryLabel: string;
  testId?: string;
}) {
  return (
    <div role="alert" className={alertStyle} data-testid={testId}>
      <p>{translateMessage(error?.message ?? '')}</p>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => void onRetry()}
      >
        {retryLabel}
      </button>
    </div>
  );
}
