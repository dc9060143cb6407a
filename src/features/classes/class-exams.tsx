import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassExam } from '../../../contract/assessment';
import type { ClassRoom } from '../../../contract/classes';
import { css, cx } from '../../../styled-system/css';
import { useClassExams } from './api/class-curriculum';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import { cellStyle, smallButtonStyle, TableHead, TableScroller, tableStyle } from '../../ui/table';
import {
  progressStatus,
  useLocalTitle,
  useMinutes,
  useScore,
  WorkSection,
  WorkStatusBadge,
} from './class-work';
import { examResultsSearch } from './view-tabs';

const captionStyle = css({ srOnly: true });
const nowrap = css({ whiteSpace: 'nowrap' });

/** The class's topic's published exams, in order; each opens its students' results. */
export function ClassExams({ classRoom }: { classRoom: ClassRoom }) {
  const { t } = useTranslation();
  const exams = useClassExams(classRoom.id);
  return (
    <WorkSection name="exams" query={exams} noTopic={!classRoom.levelId}>
      {(rows) => (
        <TableScroller label={t('classWork.exams.caption')}>
          <table className={tableStyle} data-testid="class-exams-table">
            <caption className={captionStyle}>{t('classWork.exams.caption')}</caption>
            <TableHead
              labels={[
                t('classWork.exams.order'),
                t('classWork.exams.exam'),
                t('classWork.exams.time'),
                t('classWork.exams.takenBy'),
                t('classWork.exams.average'),
                t('classWork.exams.status'),
              ]}
              hiddenLabel={t('classWork.exams.results')}
            />
            <tbody>
              {rows.map((exam, index) => (
                <ExamRow
                  key={exam.id}
                  exam={exam}
                  index={index}
                  students={classRoom.studentsCount}
                />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </WorkSection>
  );
}

function ExamRow({ exam, index, students }: { exam: ClassExam; index: number; students: number }) {
  const { t } = useTranslation();
  const title = useLocalTitle();
  const minutes = useMinutes();
  const score = useScore();
  const formatNumber = useFormatNumber();
  const name = title(exam);
  return (
    <tr data-testid={`class-exam-${exam.id}`}>
      <td className={cellStyle}>{formatNumber(index + 1)}</td>
      <th scope="row" className={cellStyle}>
        {name}
      </th>
      <td className={cx(cellStyle, nowrap)}>
        {exam.expectedTimeInMinutes === null
          ? t('classWork.none')
          : minutes(exam.expectedTimeInMinutes)}
      </td>
      <td className={cellStyle}>
        {t('classWork.ofStudents', { done: exam.submittedBy, total: students })}
      </td>
      <td className={cellStyle}>{score(exam.averageScore)}</td>
      <td className={cellStyle}>
        <WorkStatusBadge status={progressStatus(exam.submittedBy, students)} />
      </td>
      <td className={cellStyle}>
        <Link
          to={{ search: examResultsSearch(exam.id) }}
          className={cx(button({ variant: 'secondary' }), smallButtonStyle, nowrap)}
          aria-label={t('classWork.exams.resultsOf', { title: name })}
          data-testid={`class-exam-open-${exam.id}`}
        >
          <ChartColumn size={16} aria-hidden="true" />
          {t('classWork.exams.results')}
        </Link>
      </td>
    </tr>
  );
}
