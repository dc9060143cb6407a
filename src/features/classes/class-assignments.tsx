import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassAssignment } from '../../../contract/assessment';
import type { ClassRoom } from '../../../contract/classes';
import { css, cx } from '../../../styled-system/css';
import { useClassAssignments } from './api/class-curriculum';
import { formatDate } from '../../i18n/format-date';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../ui/table';
import {
  useLocalTitle,
  useScore,
  WorkSection,
  WorkStatusBadge,
  type WorkStatus,
} from './class-work';

const captionStyle = css({ srOnly: true });
const nowrap = css({ whiteSpace: 'nowrap' });

/** A due moment: the day and the time, in the page's language and the user's time zone. */
const formatDue = (isoDateTime: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(isoDateTime),
  );

/** Done by every student; else past its due date, or still open. */
function assignmentStatus(row: ClassAssignment, students: number, now: number): WorkStatus {
  if (students > 0 && row.submittedBy >= students) return 'doneByAll';
  if (row.dueAt !== null && Date.parse(row.dueAt) < now) return 'pastDue';
  return 'open';
}

/** What was given to the class (assignments and knowledge tests), soonest due first. */
export function ClassAssignments({ classRoom }: { classRoom: ClassRoom }) {
  const { t, i18n } = useTranslation();
  const assignments = useClassAssignments(classRoom.id);
  const title = useLocalTitle();
  const score = useScore();
  // Past due is judged when the view opens (the device's clock), not at every render.
  const [now] = useState(() => Date.now());
  return (
    <WorkSection name="assignments" query={assignments}>
      {(rows) => (
        <TableScroller label={t('classWork.assignments.caption')}>
          <table className={tableStyle} data-testid="class-assignments-table">
            <caption className={captionStyle}>{t('classWork.assignments.caption')}</caption>
            <TableHead
              labels={[
                t('classWork.assignments.name'),
                t('classWork.assignments.kind'),
                t('classWork.assignments.givenAt'),
                t('classWork.assignments.dueAt'),
                t('classWork.assignments.submittedBy'),
                t('classWork.assignments.average'),
                t('classWork.assignments.status'),
              ]}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`class-assignment-${row.id}`}>
                  <th scope="row" className={cellStyle}>
                    {title(row)}
                  </th>
                  <td className={cellStyle}>{t(`classWork.assignments.kinds.${row.kind}`)}</td>
                  <td className={cx(cellStyle, nowrap)}>
                    {formatDate(row.givenAt, i18n.language)}
                  </td>
                  <td className={cx(cellStyle, nowrap)}>
                    {row.dueAt === null
                      ? t('classWork.assignments.noDue')
                      : formatDue(row.dueAt, i18n.language)}
                  </td>
                  <td className={cellStyle}>
                    {t('classWork.ofStudents', {
                      done: row.submittedBy,
                      total: classRoom.studentsCount,
                    })}
                  </td>
                  <td className={cellStyle}>{score(row.averageScore)}</td>
                  <td className={cellStyle}>
                    <WorkStatusBadge status={assignmentStatus(row, classRoom.studentsCount, now)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </WorkSection>
  );
}
