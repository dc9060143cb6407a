import { useTranslation } from 'react-i18next';
import type { AttemptStatistics, StudentProgress } from '../../../contract/assessment';
import { css, cx } from '../../../styled-system/css';
import { useAttemptStatistics } from './api/class-curriculum';
import { formatMoment } from '../../i18n/format-date';
import { formatNumber } from '../../i18n/format-number';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../ui/table';
import { useScore } from './class-work';

const captionStyle = css({ srOnly: true });
const nowrap = css({ whiteSpace: 'nowrap' });
const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3', minInlineSize: '0' });
const subheading = css({ fontSize: 'md', fontWeight: 'semibold' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '3',
  padding: '3',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const term = css({ fontSize: 'sm', color: 'gray.600' });
const value = css({ fontWeight: 'semibold', fontSize: 'lg' });

type Statistics = AttemptStatistics;

export interface ExamStatisticsProps {
  examId: string;
  classRoomId: string;
  student: Pick<StudentProgress, 'userId' | 'firstName' | 'lastName'>;
}

/** One learner's attempts at the exam, as the levels service counts them, and each question. */
export function ExamStatistics({ examId, classRoomId, student }: ExamStatisticsProps) {
  const { t } = useTranslation();
  const statistics = useAttemptStatistics(examId, student.userId);
  const name = `${student.firstName} ${student.lastName}`;
  let body;
  if (statistics.isPending) body = <Spinner label={t('classWork.statistics.loading')} />;
  else if (statistics.isError) {
    body = (
      <LoadFailure
        error={statistics.error}
        onRetry={statistics.refetch}
        retryLabel={t('classWork.retry')}
        testId="exam-statistics-error"
      />
    );
  } else if (statistics.data.attempts.length === 0) {
    body = (
      <p className={mutedStyle} data-testid="exam-statistics-empty">
        {t('classWork.statistics.empty', { name })}
      </p>
    );
  } else {
    body = (
      <>
        <Summary statistics={statistics.data} />
        <Attempts statistics={statistics.data} classRoomId={classRoomId} />
        <Elements statistics={statistics.data} />
      </>
    );
  }
  return (
    <section className={wrap} aria-labelledby="exam-statistics-title" data-testid="exam-statistics">
      <h3 id="exam-statistics-title" className={subheading}>
        {t('classWork.statistics.summary', { name })}
      </h3>
      {body}
    </section>
  );
}

function Summary({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation();
  const score = useScore();
  const facts = [
    { key: 'attempts', text: formatNumber(statistics.attempts.length, i18n.language) },
    { key: 'best', text: score(statistics.bestPercent) },
    { key: 'average', text: score(statistics.averageScore) },
  ];
  return (
    <dl className={grid} data-testid="exam-statistics-summary">
      {facts.map((fact) => (
        <div key={fact.key} data-testid={`exam-statistics-${fact.key}`}>
          <dt className={term}>{t(`classWork.statistics.${fact.key}`)}</dt>
          <dd className={value}>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Seconds under a minute, else whole minutes, as words in the page's language. */
function duration(startedAt: string | null, submittedAt: string, language: string) {
  if (startedAt === null) return null;
  const seconds = Math.max(0, Math.round((Date.parse(submittedAt) - Date.parse(startedAt)) / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.round(seconds / 60), 'minute'];
  return formatNumber(amount, language, { style: 'unit', unit, unitDisplay: 'long' });
}

function Attempts({ statistics, classRoomId }: { statistics: Statistics; classRoomId: string }) {
  const { t, i18n } = useTranslation();
  const score = useScore();
  const total = statistics.attempts.length;
  const counted = (id: string | null) =>
    id === null ? 'noClass' : id === classRoomId ? 'thisClass' : 'otherClass';
  return (
    <TableScroller label={t('classWork.statistics.attemptsCaption')}>
      <table className={tableStyle} data-testid="exam-statistics-attempts">
        <caption className={captionStyle}>{t('classWork.statistics.attemptsCaption')}</caption>
        <TableHead
          labels={[
            t('classWork.statistics.number'),
            t('classWork.statistics.submittedAt'),
            t('classWork.statistics.duration'),
            t('classWork.statistics.score'),
            t('classWork.statistics.percent'),
            t('classWork.statistics.counted'),
          ]}
        />
        <tbody>
          {statistics.attempts.map((attempt, index) => (
            <tr key={attempt.id} data-testid={`exam-attempt-${attempt.id}`}>
              <th scope="row" className={cellStyle}>
                {formatNumber(total - index, i18n.language)}
              </th>
              <td className={cx(cellStyle, nowrap)}>
                {formatMoment(attempt.submittedAt, i18n.language)}
              </td>
              <td className={cx(cellStyle, nowrap)}>
                {duration(attempt.startedAt, attempt.submittedAt, i18n.language) ??
                  t('classWork.none')}
              </td>
              <td className={cx(cellStyle, nowrap)}>
                {t('classWork.statistics.scoreOf', {
                  score: attempt.score,
                  max: attempt.maxScore,
                })}
              </td>
              <td className={cellStyle}>{score(attempt.percent)}</td>
              <td className={cellStyle}>
                {t(`classWork.statistics.${counted(attempt.classRoomId)}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function Elements({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation();
  if (statistics.elements.length === 0) return null;
  return (
    <>
      <h4 className={subheading}>{t('classWork.statistics.elements')}</h4>
      <TableScroller label={t('classWork.statistics.elementsCaption')}>
        <table className={tableStyle} data-testid="exam-statistics-elements">
          <caption className={captionStyle}>{t('classWork.statistics.elementsCaption')}</caption>
          <TableHead
            labels={[
              t('classWork.statistics.question'),
              t('classWork.statistics.type'),
              t('classWork.statistics.correct'),
              t('classWork.statistics.points'),
            ]}
          />
          <tbody>
            {statistics.elements.map((element, index) => (
              <tr key={element.elementId} data-testid={`exam-element-${element.elementId}`}>
                <th scope="row" className={cx(cellStyle, nowrap)}>
                  {t('classWork.statistics.questionNumber', { number: index + 1 })}
                </th>
                <td className={cellStyle}>
                  {t(`elementTypes.${element.typeId}`, { defaultValue: element.typeId })}
                </td>
                <td className={cx(cellStyle, nowrap)}>
                  {t('classWork.statistics.correctOf', {
                    correct: element.correct,
                    answered: element.answered,
                  })}
                </td>
                <td className={cx(cellStyle, nowrap)}>
                  {t('classWork.statistics.scoreOf', {
                    score: element.pointsEarned,
                    max: element.pointsPossible,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
