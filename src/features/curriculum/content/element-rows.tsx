import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Element } from '../../../../contract/elements';
import { css } from '../../../../styled-system/css';
import { useActivityElements, type TransferMode } from '../../../api/curriculum-content';
import { useElementTypeName } from '../../../i18n/element-type-name';
import { useFormatNumber } from '../../../i18n/format-number';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ChildrenSection } from './children-section';
import { ContentStatusBadge } from './content-status';
import type { DetailProps } from './detail-props';
import { fact, itemButton } from './unit-detail';
import type { ContentSelection } from './use-content-selection';
import { useReorder } from './use-reorder';

// The row's cells wrap on a phone: the element's name first, what follows it below.
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
const trailing = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });

export type ElementRowsProps = DetailProps & {
  levelId: string;
  activityId: string;
  /** Where an element opens: the selection that shows its activity (a lesson's or an exam's). */
  place: Partial<ContentSelection>;
  onAdd: () => void;
  /** Copy or move the chosen elements (a lesson's); an exam's stay with it. */
  onTransfer?: (mode: TransferMode, ids: string[]) => void;
  /** What a row shows before its status (an exam element's points). */
  extra?: (element: Element) => ReactNode;
};

/** An activity's elements in order: each opens in the editor; reordered by drag or keys. */
export function ElementRows({
  levelId,
  activityId,
  place,
  onAdd,
  onTransfer,
  extra,
  ...props
}: ElementRowsProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const elements = useActivityElements(activityId);
  const reorder = useReorder('element', activityId, levelId);
  const typeOf = useElementTypeName();
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
        t('curriculumContent.elementName', { order: element.order, type: typeOf(element.typeId) })
      }
      canWrite={props.canWriteElements}
      canUpdate={props.canUpdateElements}
      onAdd={onAdd}
      onReorder={reorder}
      onTransfer={onTransfer}
      renderItem={(element) => (
        <div className={cells}>
          <div className={named}>
            <span className={fact} data-testid={`element-order-${element.id}`}>
              {formatNumber(element.order)}
            </span>
            <button
              type="button"
              className={itemButton}
              aria-current={props.selection.element === element.id || undefined}
              onClick={() => props.select({ ...place, element: element.id })}
            >
              {typeOf(element.typeId)}
            </button>
            {element.problems.length > 0 && (
              <span className={fact} data-testid={`element-problems-${element.id}`}>
                {t('curriculumContent.problems', { count: element.problems.length })}
              </span>
            )}
          </div>
          <div className={trailing}>
            {extra?.(element)}
            <ContentStatusBadge status={element.status} testId={`element-status-${element.id}`} />
          </div>
        </div>
      )}
    />
  );
}
