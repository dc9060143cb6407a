import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../contract/curriculum';
import { css, cx } from '../../../../styled-system/css';
import { useActivityElements } from '../../../api/curriculum-content';
import { useTopicExams } from '../api/topic-exams';
import { button } from '../../../ui/buttons';
import { LoadFailure } from '../../../ui/load-failure';
import { Spinner } from '../../../ui/spinner';
import { smallButtonStyle } from '../../../ui/table';
import { ContentStatusBadge } from './content-status';
import type { DetailProps } from './detail-props';
import { fact } from './unit-detail';
import { useTitle } from './use-title';
import { lazyPart } from '../../../ui/lazy-part';

const ExamFormModal = lazyPart(async () => (await import('./exam-form-modal')).ExamFormModal);

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });
const note = css({ color: 'gray.600', fontSize: 'sm' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', paddingInlineStart: '0' });
const row = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  paddingBlock: '1.5',
  paddingInline: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'white',
});

// Like a unit's link, but wide enough on a phone that the facts wrap below it.
const titleButton = css({
  flex: '1 1 12rem',
  minInlineSize: '0',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  color: 'brand.700',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
const facts = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });

type ExamsProps = DetailProps & { levelId: string };

/**
 * The exams closing a topic (outside its units): each with its time, elements and status, added
 * and edited here, opened to write its elements.
 */
export function TopicExams({ levelId, ...props }: ExamsProps) {
  const { t } = useTranslation();
  const exams = useTopicExams(levelId);
  // undefined: closed; null: a new exam.
  const [editing, setEditing] = useState<Activity | null | undefined>(undefined);
  const open = (id: string) => props.select({ level: levelId, exam: id });
  return (
    <section className={section} aria-labelledby="topic-exams-title" data-testid="topic-exams">
      <div className={toolbar}>
        <h3 id="topic-exams-title" className={heading}>
          {t('curriculumContent.exams.title')}
        </h3>
        {props.canWriteLevels && exams.isSuccess && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setEditing(null)}
            data-testid="exam-add"
          >
            <Plus size={16} aria-hidden="true" />
            {t('curriculumContent.exams.add')}
          </button>
        )}
      </div>
      <p className={note}>{t('curriculumContent.exams.intro')}</p>
      {exams.isPending ? (
        <Spinner />
      ) : exams.isError ? (
        <LoadFailure
          error={exams.error}
          onRetry={() => exams.refetch()}
          retryLabel={t('curriculumContent.retry')}
          testId="topic-exams-error"
        />
      ) : exams.data.length === 0 ? (
        <p className={note} data-testid="topic-exams-empty">
          {t('curriculumContent.exams.empty')}
        </p>
      ) : (
        <ul className={list} data-testid="topic-exams-list">
          {exams.data.map((exam) => (
            <ExamRow
              key={exam.id}
              exam={exam}
              canUpdate={props.canUpdateLevels}
              onOpen={() => open(exam.id)}
              onEdit={() => setEditing(exam)}
            />
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <ExamFormModal levelId={levelId} exam={editing} onClose={() => setEditing(undefined)} />
      )}
    </section>
  );
}

interface ExamRowProps {
  exam: Activity;
  /** Editing the exam (u Levels). */
  canUpdate: boolean;
  onOpen: () => void;
  onEdit: () => void;
}

function ExamRow({ exam, canUpdate, onOpen, onEdit }: ExamRowProps) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const title = titleOf(exam);
  return (
    <li className={row} data-testid={`exam-row-${exam.id}`}>
      <button type="button" className={titleButton} onClick={onOpen}>
        {title}
      </button>
      <span className={facts}>
        <span className={fact} data-testid="exam-minutes">
          {exam.expectedTimeInMinutes === null
            ? t('curriculumContent.exams.noTime')
            : t('curriculumContent.counts.minutes', { count: exam.expectedTimeInMinutes })}
        </span>
        <ElementCount examId={exam.id} />
        <ContentStatusBadge status={exam.status} testId="exam-status" />
      </span>
      {canUpdate && (
        <button
          type="button"
          className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
          onClick={onEdit}
          aria-label={t('curriculumContent.exams.editNamed', { name: title })}
        >
          <Pencil size={14} aria-hidden="true" />
          {t('curriculumContent.actions.edit')}
        </button>
      )}
    </li>
  );
}

/** The exam's elements (archived ones left out), from the list its detail shows too. */
function ElementCount({ examId }: { examId: string }) {
  const { t } = useTranslation();
  const elements = useActivityElements(examId);
  if (!elements.isSuccess) return null;
  const count = elements.data.filter((element) => element.status !== 'archived').length;
  return (
    <span className={fact} data-testid="exam-elements">
      {t('curriculumContent.exams.elements', { count })}
    </span>
  );
}
