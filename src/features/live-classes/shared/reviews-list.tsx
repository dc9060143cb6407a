import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css';
import type { LiveClassReviewPage } from '../../../api/live-classes';
import { formatDate } from '../../../i18n/format-date';
import { ListStates, type ListStatesProps } from '../../../ui/list-states';
import { Pager } from '../../../ui/pager';

const reviewList = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  padding: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
});
const head = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
const stars = css({ display: 'inline-flex', color: 'amber.500' });
const muted = css({ color: 'gray.600', fontSize: 'sm' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** A rate as five stars, read out as "4 of 5". */
export function Rate({ rate }: { rate: number }) {
  const { t } = useTranslation();
  return (
    <span className={stars} role="img" aria-label={t('liveClasses.reviews.rate', { rate })}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          size={14}
          aria-hidden="true"
          fill={index < rate ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}

export interface ReviewsListProps {
  list: ListStatesProps<LiveClassReviewPage>['list'];
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  /** Each review names its class (a teacher's reviews span classes). */
  showClass?: boolean;
}

/** Reviews of a class or a teacher: the average over all pages, then each with its rate. */
export function ReviewsList({ list, pageNumber, onPage, showClass }: ReviewsListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ListStates
      list={list}
      keys="liveClasses.reviews"
      testIdPrefix="reviews"
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => onPage(1)}
    >
      {(data) => (
        <div className={column}>
          {data.averageRate !== null && (
            <p data-testid="reviews-average">
              {t('liveClasses.reviews.average', {
                rate: data.averageRate,
                count: data.pagination.total,
              })}
            </p>
          )}
          <ul className={reviewList}>
            {data.result.map((review) => (
              <li key={review.id} className={item} data-testid={`review-${review.id}`}>
                <span className={head}>
                  <strong>{review.reviewerName}</strong>
                  <Rate rate={review.rate} />
                  <span className={muted}>{formatDate(review.createdAt, i18n.language)}</span>
                </span>
                {showClass && <span className={muted}>{review.liveClassTitle}</span>}
                {review.comment && <p>{review.comment}</p>}
              </li>
            ))}
          </ul>
          <Pager
            keys="liveClasses.reviews"
            testId="reviews-pagination"
            pagination={data.pagination}
            onPage={onPage}
          />
        </div>
      )}
    </ListStates>
  );
}
