import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';

/** A section that could not load: the service's message and a way to try again. */
export function LoadFailure({
  error,
  onRetry,
  testId,
}: {
  error: Error;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={alertStyle} data-testid={testId}>
      <p>{translateMessage(error.message)}</p>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
        {t('levelTest.retry')}
      </button>
    </div>
  );
}
