import { useTranslation } from 'react-i18next';
import type { Element } from '../../../contract/elements';
import { css } from '../../../styled-system/css';
import { isGraded } from './question-row';

const summaryStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  columnGap: '6',
  padding: '3',
  borderRadius: 'md',
  bg: 'gray.50',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  fontSize: 'sm',
});
const strongStyle = css({ fontWeight: 'semibold' });

/**
 * What a learner gets: the published questions, and the points they can score (graded ones
 * only, as the grader counts the maximum). Announced politely as points change.
 */
export function QuestionsSummary({ elements }: { elements: readonly Element[] }) {
  const { t } = useTranslation();
  const published = elements.filter((element) => element.status === 'published');
  const points = published.filter(isGraded).reduce((total, element) => total + element.points, 0);
  const ungraded = published.some((element) => !isGraded(element));
  return (
    <div className={summaryStyle} aria-live="polite" data-testid="level-test-questions-summary">
      <p className={strongStyle} data-testid="level-test-total-points">
        {t('levelTest.questions.total', { points })}
      </p>
      <p data-testid="level-test-published-count">
        {t('levelTest.questions.published', { count: published.length })}
      </p>
      {ungraded && <p>{t('levelTest.questions.notGradedNote')}</p>}
    </div>
  );
}
