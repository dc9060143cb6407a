import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css';

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const stars = css({ display: 'inline-flex', gap: '0.5', color: 'amber.600' });

/** Five stars, filled up to the rounded rate: a picture of the number written beside it. */
export function Stars({ rate, size = 16 }: { rate: number; size?: number }) {
  const filled = Math.round(rate);
  return (
    <span className={stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} fill={n <= filled ? 'currentColor' : 'none'} strokeWidth={1.75} />
      ))}
    </span>
  );
}

/** "4.5 out of 5 (3 reviews)" with the stars: the words carry it, not the colour. */
export function RatingText({ rate, count }: { rate: number; count?: number }) {
  const { t } = useTranslation();
  return (
    <span className={row}>
      <Stars rate={rate} />
      <span>
        {t('myLiveClasses.rating.outOf', { rate })}
        {count !== undefined && ` ${t('myLiveClasses.rating.count', { count })}`}
      </span>
    </span>
  );
}
