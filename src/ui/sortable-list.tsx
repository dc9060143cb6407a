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
import { css } from '../../styled-system/css';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1', paddingInlineStart: '0' });
const row = css({
  display: 'flex',
  alignItems: 'center',
  minInlineSize: '0',
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
const handle = css({
  display: 'inline-flex',
  padding: '1',
  borderRadius: 'sm',
  cursor: 'grab',
  color: 'gray.600',
  touchAction: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
const srOnly = css({ srOnly: true });

/** What the list says, in the page's language. */
export interface SortableListTexts {
  /** The handle's name: "Move Unit 2". */
  handle: (name: string) => string;
  /** Announced after a move: "Unit 2 moved to place 3". */
  moved: (name: string, position: number) => string;
  /** The handle's tooltip: how to move with the keyboard. */
  hint: string;
}

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** Names each item for the handle and the announcements. */
  labelOf: (item: T) => string;
  /** The whole list's ids in their new order, and the one move that made it. */
  onReorder: (ids: string[], move: { from: number; to: number }) => void;
  /** false: no handles (read only). */
  sortable: boolean;
  renderItem: (item: T) => ReactNode;
  texts: SortableListTexts;
  testId: string;
  /** Each row's and handle's test ids (default: none and `handle-<id>`). */
  rowTestId?: (item: T) => string;
  handleTestId?: (item: T) => string;
}

/**
 * An ordered list: drag an item by its handle, or focus the handle and press Up or Down to move
 * it by one place; each move is announced.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, labelOf, onReorder, sortable, renderItem, texts, testId, rowTestId } = props;
  const handleTestId = props.handleTestId ?? ((item: T) => `handle-${item.id}`);
  const [said, setSaid] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const ids = items.map((item) => item.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove(ids, from, to), { from, to });
    const item = items[from];
    if (item) setSaid(texts.moved(labelOf(item), to + 1));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (!sortable) {
    return (
      <ol className={list} data-testid={testId}>
        {items.map((item) => (
          <li key={item.id} className={row} data-testid={rowTestId?.(item)}>
            {renderItem(item)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={list} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              label={texts.handle(labelOf(item))}
              hint={texts.hint}
              testId={rowTestId?.(item)}
              handleTestId={handleTestId(item)}
              onKey={(step) => move(index, index + step)}
            >
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

interface RowProps {
  id: string;
  label: string;
  hint: string;
  testId: string | undefined;
  handleTestId: string;
  onKey: (step: number) => void;
  children: ReactNode;
}

function SortableRow({ id, label, hint, testId, handleTestId, onKey, children }: RowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } =
    useSortable({ id });
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
      data-testid={testId}
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
        aria-label={label}
        title={hint}
        data-testid={handleTestId}
        {...listeners}
        onKeyDown={onKeyDown}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      {children}
    </li>
  );
}
