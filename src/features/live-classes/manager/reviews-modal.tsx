import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { useLiveClassReviews } from '../../../api/live-classes';
import { Modal } from '../../../ui/modal';
import { ReviewsList } from '../shared/reviews-list';

/** The reviews learners left on a class, a page at a time. */
export function ReviewsModal({
  liveClass,
  onClose,
}: {
  liveClass: LiveClass;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const reviews = useLiveClassReviews(liveClass.id, pageNumber);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('liveClassesManager.reviewsTitle', { title: liveClass.title })}
      size="md"
      testId="reviews-modal"
    >
      <ReviewsList list={reviews} pageNumber={pageNumber} onPage={setPageNumber} />
    </Modal>
  );
}
