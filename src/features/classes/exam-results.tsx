import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { useClassExams } from './api/class-curriculum';
import { useClassProgress } from './api/class-progress';
import { alertStyle } from '../../ui/field';
import { FilterSelect } from '../../ui/filter-select';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { useLocalTitle } from './class-work';
import { ExamStatistics } from './exam-statistics';
import { CLASS_TAB_PARAM, EXAM_PARAM } from './view-tabs';

/** `?…&student=<id>`: whose results are shown. */
export const STUDENT_PARAM = 'student';

const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  alignSelf: 'flex-start',
  color: 'brand.700',
  fontSize: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const flip = css({ _rtl: { transform: 'scaleX(-1)' } });
const picker = css({ maxInlineSize: 'sm' });

/**
 * One exam of the class (`?tab=exams&exam=<id>`): choose one of the class's students to see
 * their attempts at it. The students come from the class's progress, read with the same right.
 */
export function ExamResults({ classRoom, examId }: { classRoom: ClassRoom; examId: string }) {
  const { t } = useTranslation();
  const exams = useClassExams(classRoom.id);
  const title = useLocalTitle();
  const exam = exams.data?.find((row) => row.id === examId);
  let body;
  if (exams.isPending) body = <Spinner label={t('classWork.exams.loading')} />;
  else if (exams.isError) {
    body = (
      <LoadFailure error={exams.error} onRetry={exams.refetch} retryLabel={t('classWork.retry')} />
    );
  } else if (!exam) {
    body = (
      <p role="alert" className={alertStyle}>
        {t('classWork.statistics.notFound')}
      </p>
    );
  }
  return (
    <section
      className={sectionStyle}
      aria-labelledby="exam-results-title"
      data-testid="exam-results"
    >
      <Link to={{ search: `?${CLASS_TAB_PARAM}=exams` }} className={back}>
        <ArrowLeft className={flip} size={16} aria-hidden="true" />
        {t('classWork.statistics.back')}
      </Link>
      <h2 id="exam-results-title" className={sectionHeadingStyle}>
        {t('classWork.statistics.heading', { title: exam ? title(exam) : '…' })}
      </h2>
      {body ?? <StudentResults classRoom={classRoom} examId={examId} />}
    </section>
  );
}

function StudentResults({ classRoom, examId }: { classRoom: ClassRoom; examId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const progress = useClassProgress(classRoom.id);
  const chosen = params.get(STUDENT_PARAM) ?? '';
  const choose = (userId: string | undefined) => {
    const next = new URLSearchParams({ [CLASS_TAB_PARAM]: 'exams', [EXAM_PARAM]: examId });
    if (userId) next.set(STUDENT_PARAM, userId);
    setParams(next);
  };
  if (progress.isPending) return <Spinner label={t('classWork.statistics.loading')} />;
  if (progress.isError) {
    return (
      <LoadFailure
        error={progress.error}
        onRetry={progress.refetch}
        retryLabel={t('classWork.retry')}
      />
    );
  }
  const students = progress.data.students;
  if (students.length === 0) {
    return <p className={mutedStyle}>{t('classWork.statistics.noStudents')}</p>;
  }
  const student = students.find((row) => row.userId === chosen);
  return (
    <>
      <div className={picker}>
        <FilterSelect
          id="exam-results-student"
          label={t('classWork.statistics.student')}
          anyLabel={t('classWork.statistics.choose')}
          value={student ? chosen : ''}
          options={students.map((row) => ({
            id: row.userId,
            name: `${row.firstName} ${row.lastName}`,
          }))}
          onChange={choose}
        />
      </div>
      {student ? (
        <ExamStatistics
          key={student.userId}
          examId={examId}
          classRoomId={classRoom.id}
          student={student}
        />
      ) : (
        <p className={mutedStyle} data-testid="exam-results-pick">
          {t('classWork.statistics.pick')}
        </p>
      )}
    </>
  );
}
