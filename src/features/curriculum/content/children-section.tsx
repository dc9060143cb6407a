import { Copy, MoveRight, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../../styled-system/css';
import type { ChildKind, TransferMode } from '../../../api/curriculum-content';
import { button } from '../../../ui/buttons';
import { SortableChildren } from './sortable-children';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });
const note = css({ color: 'gray.600', fontSize: 'sm' });
const check = css({ inlineSize: '4', blockSize: '4', flexShrink: 0 });

export interface ChildrenSectionProps<T extends { id: string }> {
  kind: ChildKind;
  heading: string;
  items: readonly T[];
  labelOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Add and copy (write). */
  canWrite: boolean;
  /** Reorder and move (update). */
  canUpdate: boolean;
  onAdd: () => void;
  onReorder: (ids: string[]) => void;
  /** Absent: the children stay with their parent (an exam's elements), nothing is chosen. */
  onTransfer?: (mode: TransferMode, ids: string[]) => void;
}

/**
 * A parent's children in order: add, reorder, and choose some to copy (write) or move (update)
 * elsewhere.
 */
export function ChildrenSection<T extends { id: string }>(props: ChildrenSectionProps<T>) {
  const { kind, items, labelOf, renderItem, canWrite, canUpdate, onAdd, onReorder, onTransfer } =
    props;
  // The modes the role may take: copying makes records, moving changes them.
  const modes = onTransfer
    ? (['copy', 'move'] as const).filter((mode) => (mode === 'copy' ? canWrite : canUpdate))
    : [];
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  // Kept in the list's order, and only ids still in it.
  const picked = items.map((item) => item.id).filter((id) => chosen.includes(id));
  const flip = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const transfer = (mode: TransferMode) => {
    onTransfer?.(mode, picked);
    setChosen([]);
  };

  return (
    <section className={section} aria-label={props.heading} data-testid={`${kind}-children`}>
      <div className={toolbar}>
        <h3 className={heading}>{props.heading}</h3>
        {(canWrite || canUpdate) && (
          <>
            {picked.length > 0 && (
              <span className={note} data-testid={`${kind}-picked`}>
                {t('curriculumContent.transfer.picked', { count: picked.length })}
              </span>
            )}
            {modes.map((mode) => (
              <button
                key={mode}
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={picked.length === 0}
                onClick={() => transfer(mode)}
                data-testid={`${kind}-${mode}`}
              >
                {mode === 'copy' ? (
                  <Copy size={16} aria-hidden="true" />
                ) : (
                  <MoveRight size={16} aria-hidden="true" />
                )}
                {t(`curriculumContent.transfer.open.${mode}`)}
              </button>
            ))}
            {canWrite && (
              <button
                type="button"
                className={button({ variant: 'primary' })}
                onClick={onAdd}
                data-testid={`${kind}-add`}
              >
                <Plus size={16} aria-hidden="true" />
                {t(`curriculumContent.add.${kind}`)}
              </button>
            )}
          </>
        )}
      </div>
      {items.length === 0 ? (
        <p className={note}>{t(`curriculumContent.empty.${kind}`)}</p>
      ) : (
        <SortableChildren
          items={items}
          labelOf={labelOf}
          sortable={canUpdate}
          onReorder={onReorder}
          testId={`${kind}-list`}
          renderItem={(item) => (
            <>
              {modes.length > 0 && (
                <input
                  type="checkbox"
                  className={check}
                  checked={picked.includes(item.id)}
                  onChange={() => flip(item.id)}
                  aria-label={t('curriculumContent.transfer.pick', { name: labelOf(item) })}
                />
              )}
              {renderItem(item)}
            </>
          )}
        />
      )}
    </section>
  );
}
