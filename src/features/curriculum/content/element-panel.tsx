import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ElementType } from '../../../../contract/element-constants';
import { css } from '../../../../styled-system/css';
import { useActivityElements } from '../../../api/curriculum-content';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import { ElementWorkspace } from './element-workspace';
import { useElementTypeName } from '../../../i18n/element-type-name';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  paddingBlockStart: '4',
  borderBlockStartWidth: '1px',
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: 'gray.200',
});
const top = css({ display: 'flex', alignItems: 'flex-start', gap: '2' });
const grow = css({ flex: '1', minInlineSize: '0' });
const note = css({ fontSize: 'sm', color: 'gray.600' });

export interface ElementPanelProps {
  activityId: string;
  /** The selected element; null with a `type` for a new one. */
  elementId: string | null;
  type: ElementType | null;
  /** Saving a new element, deleting one (w Elements). */
  canWrite: boolean;
  /** Saving changes to one, its workflow (u Elements). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onSaved: (id: string) => void;
  onClose: () => void;
}

/** The selected element's workflow and its editor with the preview (the preview alone read only). */
export function ElementPanel(props: ElementPanelProps) {
  const { activityId, elementId, canWrite, canUpdate, confirmation, onClose } = props;
  const { t } = useTranslation();
  const typeName = useElementTypeName();
  const elements = useActivityElements(activityId);
  const element = elements.data?.find((e) => e.id === elementId) ?? null;
  const type = element?.typeId ?? props.type;
  if (!type) return null;
  const name = typeName(type);
  return (
    <section className={panel} aria-label={name} data-testid="element-panel">
      <div className={top}>
        <div className={grow}>
          {element ? (
            <ItemHeader
              kindLabel={t('curriculumContent.kinds.element')}
              title={name}
              status={element.status}
              testId="element-header"
              facts={
                element.problems.length > 0 && (
                  <p className={note}>
                    {t('curriculumContent.problems', { count: element.problems.length })}
                  </p>
                )
              }
              actions={
                (canWrite || canUpdate) && (
                  <ItemActions
                    target={{ kind: 'element', id: element.id, title: name }}
                    item={element}
                    valid={element.problems.length === 0}
                    canWrite={canWrite}
                    canUpdate={canUpdate}
                    confirmation={confirmation}
                    onDeleted={onClose}
                  />
                )
              }
            />
          ) : (
            <h2>{t('curriculumContent.newElementOf', { type: name })}</h2>
          )}
        </div>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={onClose}
          aria-label={t('curriculumContent.closeElement')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <ElementWorkspace
        activityId={activityId}
        type={type}
        element={element}
        // A new element is made (write); a saved one is changed (update).
        readOnly={element ? !canUpdate : !canWrite}
        onSaved={props.onSaved}
        onCancel={onClose}
      />
    </section>
  );
}
