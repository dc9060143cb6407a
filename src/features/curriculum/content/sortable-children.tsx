import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../ui/sortable-list';

export interface SortableChildrenProps<T extends { id: string }> {
  items: readonly T[];
  /** Names each item for the handle ("Move Unit 2") and the announcements. */
  labelOf: (item: T) => string;
  /** The whole list's ids in their new order, and the one move that made it. */
  onReorder: (ids: string[], move: { from: number; to: number }) => void;
  /** false: no handles (read only). */
  sortable: boolean;
  renderItem: (item: T) => ReactNode;
  testId: string;
}

/** An item's siblings in order, moved by drag or by Up and Down on the handle. */
export function SortableChildren<T extends { id: string }>(props: SortableChildrenProps<T>) {
  const { t } = useTranslation();
  return (
    <SortableList
      {...props}
      texts={{
        handle: (name) => t('curriculumContent.order.handle', { name }),
        moved: (name, position) => t('curriculumContent.order.moved', { name, position }),
        hint: t('curriculumContent.order.hint'),
      }}
    />
  );
}
