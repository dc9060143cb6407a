import { useTranslation } from 'react-i18next';
import { useSubmissions } from './api/assignments';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { cellStyle, tableStyle, TableHead, TableScroller } from '../../ui/table';
import { useAssignmentFormat } from './format';
import { badgeStyle, doneStyle, lateStyle, pendingStyle } from './styles';

/** Per student of the classes it is given to: submitted or not, attempts, scores, late. */
export function SubmissionsTable({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const rows = useSubmissions(id);
  if (rows.isPending) return <Spinner />;
  if (rows.isError) {
    return (
      <LoadFailure
        error={rows.error}
        onRetry={rows.refetch}
        retryLabel={t('assignments.detail.retry')}
        testId="given-submissions-error"
      />
    );
  }
  if (rows.data.length === 0)
    return <p className={mutedStyle}>{t('assignments.detail.noSubmissions')}</p>;
  return (
    <TableScroller label={t('assignments.detail.submissions')}>
      <table className={tableStyle} data-testid="given-submissions">
        <TableHead
          labels={[
            t('assignments.submission.student'),
            t('assignments.submission.class'),
            t('assignments.submission.status'),
            t('assignments.submission.attempts'),
            t('assignments.submission.best'),
            t('assignments.submission.last'),
            t('assignments.submission.submittedAt'),
          ]}
        />
        <tbody>
          {rows.data.map((row) => (
            <tr key={`${row.classRoomId}-${row.userId}`}>
              <td className={cellStyle}>
                {row.firstName} {row.lastName}
              </td>
              <td className={cellStyle}>{row.className}</td>
              <td className={cellStyle}>
                {!row.submitted ? (
                  <span className={`${badgeStyle} ${pendingStyle}`}>
                    {t('assignments.submission.notYet')}
                  </span>
                ) : row.late ? (
                  <span className={`${badgeStyle} ${lateStyle}`}>
                    {t('assignments.submission.late')}
                  </span>
                ) : (
                  <span className={`${badgeStyle} ${doneStyle}`}>
                    {t('assignments.submission.onTime')}
                  </span>
                )}
              </td>
              <td className={cellStyle}>{row.attempts}</td>
              <td className={cellStyle}>{format.percent(row.bestPercent)}</td>
              <td className={cellStyle}>{format.percent(row.lastPercent)}</td>
              <td className={cellStyle}>{format.moment(row.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
