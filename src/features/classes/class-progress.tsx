import { useTranslation } from 'react-i18next';
import type { ClassProgress as Progress } from '../../../contract/assessment';
import type { ClassRoom } from '../../../contract/classes';
import { useClassProgress } from './api/class-progress';
import { css } from '../../../styled-system/css';
import { formatMoment } from '../../i18n/format-date';
import { useFormatNumber } from '../../i18n/format-number';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../ui/table';

const captionStyle = css({ srOnly: true });

/**
 * The class's progress (the spec's classInfo and studentProgress): for each student, the units
 * of the class's topic done, the attempts counted for this class, the average score and the last
 * activity, as the levels service computes them from the graded attempts.
 */
export function ClassProgress({ classRoom }: { classRoom: ClassRoom }) {
  const { t } = useTranslation();
  const progress = useClassProgress(classRoom.id);
  return (
    <section
      className={sectionStyle}
      aria-labelledby="class-progress-title"
      data-testid="class-progress"
    >
      <h2 id="class-progress-title" className={sectionHeadingStyle}>
        {t('classDetail.progress.title')}
      </h2>
      {progress.isPending ? (
        <Spinner label={t('classDetail.progress.loading')} />
      ) : progress.isError ? (
        <LoadFailure
          error={progress.error}
          onRetry={progress.refetch}
          retryLabel={t('classDetail.progress.retry')}
          testId="class-progress-error"
        />
      ) : (
        <ProgressBody progress={progress.data} />
      )}
    </section>
  );
}

function ProgressBody({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber();
  if (!progress.levelId) {
    return <p className={mutedStyle}>{t('classDetail.progress.noTopic')}</p>;
  }
  if (progress.students.length === 0) {
    return (
      <p className={mutedStyle} data-testid="class-progress-empty">
        {t('classDetail.progress.empty')}
      </p>
    );
  }
  return (
    <>
      <p className={mutedStyle}>{t('classDetail.progress.units', { total: progress.units })}</p>
      <TableScroller label={t('classDetail.progress.caption')}>
        <table className={tableStyle} data-testid="class-progress-table">
          <caption className={captionStyle}>{t('classDetail.progress.caption')}</caption>
          <TableHead
            labels={[
              t('classDetail.progress.student'),
              t('classDetail.progress.unitsDone'),
              t('classDetail.progress.attempts'),
              t('classDetail.progress.average'),
              t('classDetail.progress.lastActivity'),
            ]}
          />
          <tbody>
            {progress.students.map((student) => (
              <tr key={student.userId} data-testid={`class-progress-${student.userId}`}>
                <th scope="row" className={cellStyle}>
                  {student.firstName} {student.lastName}
                </th>
                <td className={cellStyle}>
                  {t('classDetail.progress.unitsOf', {
                    done: student.unitsDone,
                    total: progress.units,
                  })}
                </td>
                <td className={cellStyle}>{formatNumber(student.attempts)}</td>
                <td className={cellStyle}>
                  {student.averageScore === null
                    ? '—'
                    : t('classDetail.progress.percent', { value: student.averageScore })}
                </td>
                <td className={cellStyle}>
                  {student.lastActivityAt
                    ? formatMoment(student.lastActivityAt, i18n.language)
                    : t('classDetail.progress.never')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
