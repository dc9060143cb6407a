import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../contract/curriculum';
import type { ElementType } from '../../../../contract/element-constants';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import { lazyPart } from '../../../ui/lazy-part';
import type { DetailProps } from './detail-props';
import { ElementPanel } from './element-panel';
import { ElementRows } from './element-rows';
import { ElementTypeModal } from './element-type-modal';
import { ExamPointsField } from './exam-points-field';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { pane } from './unit-detail';
import { useTitle } from './use-title';

const ExamFormModal = lazyPart(async () => (await import('./exam-form-modal')).ExamFormModal);

const back = css({ alignSelf: 'flex-start' });
const note = css({ fontSize: 'sm', color: 'gray.600' });
type ExamProps = DetailProps & { levelId: string; topicTitle: string; exam: Activity };
type Modal = 'exam' | 'type' | null;

/**
 * One of a topic's exams: its workflow (an activity's), its titles and time, and its elements,
 * written with the lessons' element editor and given points as the level test's are.
 */
export function ExamDetail({ levelId, topicTitle, exam, ...props }: ExamProps) {
  const { t, i18n } = useTranslation();
  const titleOf = useTitle();
  const [modal, setModal] = useState<Modal>(null);
  const [adding, setAdding] = useState<ElementType | null>(null);
  const title = titleOf(exam);
  const here = { level: levelId, exam: exam.id };
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <div className={pane} data-testid="exam-detail">
      <button
        type="button"
        className={`${button({ variant: 'ghost' })} ${back}`}
        onClick={() => props.select({ level: levelId })}
      >
        <Back size={16} aria-hidden="true" />
        {t('curriculumContent.exams.back', { topic: topicTitle })}
      </button>
      <ItemHeader
        kindLabel={t('curriculumContent.kinds.exam')}
        title={title}
        status={exam.status}
        testId="exam-header"
        facts={
          <p className={note} data-testid="exam-header-minutes">
            {exam.expectedTimeInMinutes === null
              ? t('curriculumContent.exams.noTime')
              : t('curriculumContent.counts.minutes', { count: exam.expectedTimeInMinutes })}
          </p>
        }
        actions={
          (props.canWriteLevels || props.canUpdateLevels) && (
            <ItemActions
              target={{ kind: 'activity', id: exam.id, title }}
              item={exam}
              valid
              canWrite={props.canWriteLevels}
              canUpdate={props.canUpdateLevels}
              confirmation={props.confirmation}
              onEdit={() => setModal('exam')}
              onDeleted={() => props.select({ level: levelId })}
            />
          )
        }
      />
      <ElementRows
        {...props}
        levelId={levelId}
        activityId={exam.id}
        place={here}
        onAdd={() => setModal('type')}
        extra={(element) => (
          <ExamPointsField
            element={element}
            order={element.order}
            canUpdate={props.canUpdateElements}
          />
        )}
      />
      {(adding || props.selection.element) && (
        <ElementPanel
          // A new element and each selected one start their editor afresh.
          key={adding ?? props.selection.element}
          activityId={exam.id}
          elementId={adding ? null : props.selection.element}
          type={adding}
          canWrite={props.canWriteElements}
          canUpdate={props.canUpdateElements}
          confirmation={props.confirmation}
          onSaved={(id) => {
            setAdding(null);
            props.select({ ...here, element: id });
          }}
          onClose={() => {
            setAdding(null);
            props.select(here);
          }}
        />
      )}
      {modal === 'exam' && (
        <ExamFormModal levelId={levelId} exam={exam} onClose={() => setModal(null)} />
      )}
      {modal === 'type' && (
        <ElementTypeModal
          onClose={() => setModal(null)}
          onChoose={(type) => {
            setModal(null);
            props.select(here);
            setAdding(type);
          }}
        />
      )}
    </div>
  );
}
