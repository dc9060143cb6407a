import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css';
import { formatRemaining } from './format';
import { useServerNow } from './use-server-now';

const timer = css({
  fontWeight: 'semibold',
  color: 'brand.700',
  fontVariantNumeric: 'tabular-nums',
});

/** "Starts in 1 hr, 4 min" to a class's start on the service's clock, every second. */
export function Countdown({ startsAt, id }: { startsAt: string; id: string }) {
  const { t, i18n } = useTranslation();
  const now = useServerNow();
  const left = Date.parse(startsAt) - now;
  // A timer is not announced at every tick (its live region is off); it is read when reached.
  return (
    <p role="timer" className={timer} data-testid={`my-class-countdown-${id}`}>
      {t('myLiveClasses.countdown.startsIn', { time: formatRemaining(left, i18n.language) })}
    </p>
  );
}
