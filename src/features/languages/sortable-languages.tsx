import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import type { AppLanguage } from '../../../contract/app-languages';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', paddingInlineStart: '0' });
const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  listStyle: 'none',
  padding: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'white',
  minInlineSize: '0',
});
const handle = css({
  display: 'inline-flex',
  padding: '1.5',
  borderRadius: 'sm',
  cursor: 'grab',
  color: 'gray.600',
  touchAction: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
const srOnly = css({ srOnly: true });

/**
 * The languages in order: drag one by its handle, or focus the handle and press Up or Down.
 * (The curriculum has the same list; features do not share code, and this one is small.)
 */
export function SortableLanguages({
  items,
  sortable,
  onReorder,
  renderItem,
}: {
  items: readonly AppLanguage[];
  sortable: boolean;
  onReorder: (ids: string[]) => void;
  renderItem: (item: AppLanguage) => ReactNode;
}) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const ids = items.map((item) => item.id);

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
    setSaid(t('languages.order.moved', { name: item.nameEn, position: to + 1 }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (!sortable) {
    return (
      <ol className={list} data-testid="languages-list">
        {items.map((item) => (
          <li key={item.id} className={row} data-testid={`language-${item.code}`}>
            {renderItem(item)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={list} data-testid="languages-list">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} onKey={(step) => move(index, index + step)}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className={srOnly} aria-live="assertive">
        {said}
      </p>
    </DndContext>
  );
}

function SortableRow({
  item,
  onKey,
  children,
}: {
  item: AppLanguage;
  onKey: (step: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    onKey(step);
  };
  return (
    <li
      ref={setNodeRef}
      className={row}
      data-testid={`language-${item.code}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : undefined,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={handle}
        aria-label={t('languages.order.handle', { name: item.nameEn })}
        title={t('languages.order.hint')}
        data-testid={`language-handle-${item.code}`}
        {...listeners}
        onKeyDown={onKeyDown}
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      {children}
    </li>
  );
}
