import type { ComponentType, ReactNode } from 'react';
import type { ElementType } from '../../../contract/element-constants';
import type { Element } from '../../../contract/elements';

/** The curriculum's element editor, as the route hands it in. */
export interface EditorProps {
  activityId: string;
  type: ElementType;
  /** null: a new element of `type`. */
  element: Element | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** The sortable list the curriculum's content screen uses (drag, or Up and Down on a handle). */
export interface SortableProps<T extends { id: string }> {
  items: readonly T[];
  labelOf: (item: T) => string;
  onReorder: (ids: string[], move: { from: number; to: number }) => void;
  sortable: boolean;
  renderItem: (item: T) => ReactNode;
  testId: string;
}

/**
 * What the level test borrows from the curriculum's element screens. Features do not import each
 * other: the route, which composes features, passes these in (src/app/routes/level-test-route.tsx).
 */
export interface ElementPieces {
  Editor: ComponentType<EditorProps>;
  /** The type picker a new element starts from. */
  TypePicker: ComponentType<{ onChoose: (type: ElementType) => void; onClose: () => void }>;
  Sortable: (props: SortableProps<Element>) => ReactNode;
  /** An element type's name in the page's language. */
  typeName: (type: ElementType) => string;
}
