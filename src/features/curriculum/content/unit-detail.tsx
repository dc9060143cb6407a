import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, TopicTree } from '../../../../contract/curriculum';
import { css } from '../../../../styled-system/css';
import type { ChildKind, TransferMode, TreeUnit } from '../../../api/curriculum-content';
import { ChildrenSection } from './children-section';
import { ContentStatusBadge } from './content-status';
import type { DetailProps } from './detail-props';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { TransferModal, type TransferRequest } from './transfer-modal';
import { useReorder } from './use-reorder';
import { useTitle } from './use-title';
import { lazyPart } from '../../../ui/lazy-part';

const UnitFormModal = lazyPart(async () => (await import('./unit-form-modal')).UnitFormModal);

const ActivityFormModal = lazyPart(
  async () => (await import('./activity-form-modal')).ActivityFormModal,
);

export const pane = css({ display: 'flex', flexDirection: 'column', gap: '5' });
export const itemButton = css({
  flex: '1',
  minInlineSize: '0',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  color: 'brand.700',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
export const fact = css({ fontSize: 'sm', color: 'gray.600', whiteSpace: 'nowrap' });

/** Which modal is open over the pane. */
export type Editing<T> = { form: T | null } | { transfer: TransferRequest } | null;

/** Opens the target picker for the chosen children of one parent. */
export const transferOf =
  (kind: ChildKind, sourceId: string, levelId: string, unitId: string | null) =>
  (mode: TransferMode, ids: string[]): { transfer: TransferRequest } => ({
    transfer: { kind, mode, ids, sourceId, levelId, unitId },
  });

/** A topic's units (the topic itself is edited on the topics screen). */
export function TopicUnits({ tree, ...props }: DetailProps & { tree: TopicTree }) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const [editing, setEditing] = useState<Editing<never>>(null);
  const reorder = useReorder('unit', tree.id, tree.id);
  const toTransfer = transferOf('unit', tree.id, tree.id, null);
  return (
    <div className={pane}>
      <ChildrenSection<TreeUnit>
        kind="unit"
        heading={t('curriculumContent.children.unit')}
        items={tree.units}
        labelOf={titleOf}
        canWrite={props.canWriteLevels}
        canUpdate={props.canUpdateLevels}
        onAdd={() => setEditing({ form: null })}
        onReorder={reorder}
        onTransfer={(mode, ids) => setEditing(toTransfer(mode, ids))}
        renderItem={(unit) => (
          <>
            <button
              type="button"
              className={itemButton}
              onClick={() => props.select({ level: tree.id, unit: unit.id })}
            >
              {titleOf(unit)}
            </button>
            <span className={fact}>
              {t('curriculumContent.counts.activities', { count: unit.activities.length })}
            </span>
            <ContentStatusBadge status={unit.status} />
          </>
        )}
      />
      {editing && 'form' in editing && (
        <UnitFormModal levelId={tree.id} unit={null} onClose={() => setEditing(null)} />
      )}
      {editing && 'transfer' in editing && (
        <TransferModal request={editing.transfer} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

type UnitProps = DetailProps & { levelId: string; unit: TreeUnit };

/** A unit: its workflow and its activities. */
export function UnitDetail({ levelId, unit, ...props }: UnitProps) {
  const { t } = useTranslation();
  const titleOf = useTitle();
  const [editing, setEditing] = useState<Editing<Activity> | { unit: true }>(null);
  const reorder = useReorder('activity', unit.id, levelId);
  const toTransfer = transferOf('activity', unit.id, levelId, unit.id);
  const title = titleOf(unit);
  return (
    <div className={pane}>
      <ItemHeader
        kindLabel={t('curriculumContent.kinds.unit')}
        title={title}
        status={unit.status}
        testId="unit-header"
        actions={
          (props.canWriteLevels || props.canUpdateLevels) && (
            <ItemActions
              target={{ kind: 'unit', id: unit.id, title }}
              item={unit}
              valid
              canWrite={props.canWriteLevels}
              canUpdate={props.canUpdateLevels}
              confirmation={props.confirmation}
              onEdit={() => setEditing({ unit: true })}
              onDeleted={() => props.select({ level: levelId })}
            />
          )
        }
      />
      <ChildrenSection<Activity>
        kind="activity"
        heading={t('curriculumContent.children.activity')}
        items={unit.activities}
        labelOf={titleOf}
        canWrite={props.canWriteLevels}
        canUpdate={props.canUpdateLevels}
        onAdd={() => setEditing({ form: null })}
        onReorder={reorder}
        onTransfer={(mode, ids) => setEditing(toTransfer(mode, ids))}
        renderItem={(activity) => (
          <>
            <button
              type="button"
              className={itemButton}
              onClick={() => props.select({ level: levelId, unit: unit.id, activity: activity.id })}
            >
              {titleOf(activity)}
            </button>
            {activity.expectedTimeInMinutes !== null && (
              <span className={fact}>
                {t('curriculumContent.counts.minutes', { count: activity.expectedTimeInMinutes })}
              </span>
            )}
            <ContentStatusBadge status={activity.status} />
          </>
        )}
      />
      {editing && 'unit' in editing && (
        <UnitFormModal levelId={levelId} unit={unit} onClose={() => setEditing(null)} />
      )}
      {editing && 'form' in editing && (
        <ActivityFormModal unitId={unit.id} activity={null} onClose={() => setEditing(null)} />
      )}
      {editing && 'transfer' in editing && (
        <TransferModal request={editing.transfer} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
