import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, Unit } from '../../../../contract/curriculum';
import type { ElementType } from '../../../../contract/element-constants';
import type { Element } from '../../../../contract/elements';
import { useActivityElements } from '../../../api/curriculum-content';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ChildrenSection } from './children-section';
import { ContentStatusBadge } from './content-status';
import type { DetailProps } from './detail-props';
import { ElementPanel } from './element-panel';
import { ElementTypeModal } from './element-type-modal';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { TransferModal } from './transfer-modal';
import { fact, itemButton, pane, transferOf, type Editing } from './unit-detail';
import { useReorder } from './use-reorder';
import { useTitle } from './use-title';
import { useElementTypeName } from '../../../i18n/element-type-name';
import { useFormatNumber } from '../../../i18n/format-number';
import { lazyPart } from '../../../ui/lazy-part';

const ActivityFormModal = lazyPart(
  async () => (await import('./activity-form-modal')).ActivityFormModal,
);

type ActivityProps = DetailProps & { levelId: string; unit: Unit; activity: Activity };
type ModalState = Editing<never> | { activity: true };

/** An activity: its workflow, its elements in order, and the selected or new element. */
export function ActivityDetail({ levelId, unit, activity, ...props }: ActivityProps) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const [modal, setModal] = useState<ModalState>(null);
  const [adding, setAdding] = useState<ElementType | null>(null);
  const title = titleOf(activity);
  const here = { level: levelId, unit: unit.id, activity: activity.id };
  return (
    <div className={pane}>
      <ItemHeader
        kindLabel={t('curriculumContent.kinds.activity')}
        title={title}
        status={activity.status}
        testId="activity-header"
        actions={
          (props.canWriteLevels || props.canUpdateLevels) && (
            <ItemActions
              target={{ kind: 'activity', id: activity.id, title }}
              item={activity}
              valid
              canWrite={props.canWriteLevels}
              canUpdate={props.canUpdateLevels}
              confirmation={props.confirmation}
              onEdit={() => setModal({ activity: true })}
              onDeleted={() => props.select({ level: levelId, unit: unit.id })}
            />
          )
        }
      />
      <Elements
        {...props}
        levelId={levelId}
        unit={unit}
        activity={activity}
        onAdd={() => setModal({ form: null })}
        onTransfer={(request) => setModal(request)}
      />
      {(adding || props.selection.element) && (
        <ElementPanel
          // A new element and each selected one start their editor afresh.
          key={adding ?? props.selection.element}
          activityId={activity.id}
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
      {modal && 'activity' in modal && (
        <ActivityFormModal unitId={unit.id} activity={activity} onClose={() => setModal(null)} />
      )}
      {modal && 'form' in modal && (
        <ElementTypeModal
          onClose={() => setModal(null)}
          onChoose={(type) => {
            setModal(null);
            props.select(here);
            setAdding(type);
          }}
        />
      )}
      {modal && 'transfer' in modal && (
        <TransferModal request={modal.transfer} onClose={() => setModal(null)} />
      )}
    </div>
  );
}

type ElementsProps = ActivityProps & {
  onAdd: () => void;
  onTransfer: (request: ReturnType<ReturnType<typeof transferOf>>) => void;
};

function Elements({ levelId, unit, activity, onAdd, onTransfer, ...props }: ElementsProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const elements = useActivityElements(activity.id);
  const reorder = useReorder('element', activity.id, levelId);
  const toTransfer = transferOf('element', activity.id, levelId, unit.id);
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
      onTransfer={(mode, ids) => onTransfer(toTransfer(mode, ids))}
      renderItem={(element) => (
        <>
          <span className={fact} data-testid={`element-order-${element.id}`}>
            {formatNumber(element.order)}
          </span>
          <button
            type="button"
            className={itemButton}
            aria-current={props.selection.element === element.id || undefined}
            onClick={() =>
              props.select({
                level: levelId,
                unit: unit.id,
                activity: activity.id,
                element: element.id,
              })
            }
          >
            {typeName(element)}
          </button>
          {element.problems.length > 0 && (
            <span className={fact} data-testid={`element-problems-${element.id}`}>
              {t('curriculumContent.problems', { count: element.problems.length })}
            </span>
          )}
          <ContentStatusBadge status={element.status} testId={`element-status-${element.id}`} />
        </>
      )}
    />
  );
}
