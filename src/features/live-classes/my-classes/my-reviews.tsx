import { useTranslation } from 'react-i18next';
import type { LiveClassReview } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { useTeacherReviews } from '../../../api/live-classes';
import { useMe } from '../../../api/me';
import { formatDate } from '../../../i18n/format-date';
import { useFormatNumber } from '../../../i18n/format-number';
import { ListStates } from '../../../ui/list-states';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import { card, cardList, cardTitle, hintStyle } from './card-styles';
import { RatingText, Stars } from './stars';

const summary = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const average = css({ fontSize: '2xl', fontWeight: 'bold' });

export interface MyReviewsProps {
  pageNumber: number;
  onPage: (pageNumber: number) => void;
}

/** The teacher's own reviews: the average over all of them, then a page of reviews. */
export function MyReviews(props: MyReviewsProps) {
  const { data: me } = useMe();
  if (!me) return <Spinner />;
  return <Reviews teacherId={me.id} {...props} />;
}

function Reviews({ teacherId, pageNumber, onPage }: MyReviewsProps & { teacherId: string }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = useTeacherReviews(teacherId, pageNumber);
  return (
    <ListStates
      list={list}
      keys="myLiveClasses.reviews"
      testIdPrefix="my-reviews"
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => onPage(1)}
    >
      {(data) => (
        <>
          <section
            className={summary}
            aria-labelledby="my-reviews-average"
            data-testid="my-reviews-average"
          >
            <h2 id="my-reviews-average" className={hintStyle}>
              {t('myLiveClasses.reviews.average')}
            </h2>
            {data.averageRate === null ? (
              <p>{t('myLiveClasses.reviews.noAverage')}</p>
            ) : (
              <>
                <span className={average}>
                  {formatNumber(data.averageRate, { maximumFractionDigits: 1 })}
                </span>
                <RatingText rate={data.averageRate} count={data.pagination.total} />
              </>
            )}
          </section>
          <ul className={cardList} aria-busy={list.isPlaceholderData}>
            {data.result.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
          <Pager
            keys="myLiveClasses.reviews"
            testId="my-reviews-pagination"
            pagination={data.pagination}
            onPage={onPage}
          />
        </>
      )}
    </ListStates>
  );
}

function ReviewCard({ review }: { review: LiveClassReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={card} data-testid={`my-review-${review.id}`}>
      <h3 className={cardTitle}>{review.liveClassTitle}</h3>
      <p>
        <Stars rate={review.rate} /> {t('myLiveClasses.rating.outOf', { rate: review.rate })}
      </p>
      {review.comment && <blockquote>{review.comment}</blockquote>}
      <p className={hintStyle}>
        {t('myLiveClasses.reviews.by', {
          name: review.reviewerName,
          date: formatDate(review.createdAt, i18n.language),
        })}
      </p>
    </li>
  );
}
