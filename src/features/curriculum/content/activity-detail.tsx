import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, Unit } from '../../../../contract/curriculum';
import type { ElementType } from '../../../../contract/element-constants';
import type { DetailProps } from './detail-props';
import { ElementPanel } from './element-panel';
import { ElementRows } from './element-rows';
import { ElementTypeModal } from './element-type-modal';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { TransferModal } from './transfer-modal';
import { pane, transferOf, type Editing } from './unit-detail';
import { useTitle } from './use-title';
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
      <ElementRows
        {...props}
        levelId={levelId}
        activityId={activity.id}
        place={here}
        onAdd={() => setModal({ form: null })}
        onTransfer={(mode, ids) =>
          setModal(transferOf('element', activity.id, levelId, unit.id)(mode, ids))
        }
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
