import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../contract/curriculum';
import type { ElementType } from '../../../../contract/element-constants';
import type { Element } from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';
import { useActivityElements } from '../../../api/curriculum-content';
import { useElementTypeName } from '../../../i18n/element-type-name';
import { useFormatNumber } from '../../../i18n/format-number';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { lazyPart } from '../../../ui/lazy-part';
import { Spinner } from '../../../ui/spinner';
import { ChildrenSection } from './children-section';
import { ContentStatusBadge } from './content-status';
import type { DetailProps } from './detail-props';
import { ElementPanel } from './element-panel';
import { ElementTypeModal } from './element-type-modal';
import { ExamPointsField } from './exam-points-field';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { fact, itemButton, pane } from './unit-detail';
import { useReorder } from './use-reorder';
import { useTitle } from './use-title';

const ExamFormModal = lazyPart(async () => (await import('./exam-form-modal')).ExamFormModal);

const back = css({ alignSelf: 'flex-start' });
const note = css({ fontSize: 'sm', color: 'gray.600' });
// The row's cells wrap on a phone: the element's name first, its points and status below.
const cells = css({
  display: 'flex',
  flex: '1',
  minInlineSize: '0',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
});
const named = css({ display: 'flex', alignItems: 'center', gap: '2', flex: '1 1 9rem' });
const scored = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });

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
      <ExamElements {...props} levelId={levelId} exam={exam} onAdd={() => setModal('type')} />
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

type ElementsProps = DetailProps & { levelId: string; exam: Activity; onAdd: () => void };

/** The exam's elements in order, each with its points; they stay with their exam (no transfer). */
function ExamElements({ levelId, exam, onAdd, ...props }: ElementsProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const elements = useActivityElements(exam.id);
  const reorder = useReorder('element', exam.id, levelId);
  const typeOf = useElementTypeName();
  const typeName = (element: Element) => typeOf(element.typeId);
  if (elements.isPending) return <Spinner />;
  if (elements.isError) {
    return (
      <p role="alert" className={alertStyle}>
        {translateMessage(elements.error.message)}
      </p>
    );
  }
  return (
    <ChildrenSection<Element>
      kind="element"
      heading={t('curriculumContent.children.element')}
      items={elements.data}
      labelOf={(element) =>
        t('curriculumContent.elementName', { order: element.order, type: typeName(element) })
      }
      canWrite={props.canWriteElements}
      canUpdate={props.canUpdateElements}
      onAdd={onAdd}
      onReorder={reorder}
      renderItem={(element) => (
        <div className={cells}>
          <div className={named}>
            <span className={fact}>{formatNumber(element.order)}</span>
            <button
              type="button"
              className={itemButton}
              aria-current={props.selection.element === element.id || undefined}
              onClick={() => props.select({ level: levelId, exam: exam.id, element: element.id })}
            >
              {typeName(element)}
            </button>
            {element.problems.length > 0 && (
              <span className={fact}>
                {t('curriculumContent.problems', { count: element.problems.length })}
              </span>
            )}
          </div>
          <div className={scored}>
            <ExamPointsField
              element={element}
              order={element.order}
              canUpdate={props.canUpdateElements}
            />
            <ContentStatusBadge status={element.status} testId={`element-status-${element.id}`} />
          </div>
        </div>
      )}
    />
  );
}
