import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../../contract/app-languages';
import { SortableList } from '../../ui/sortable-list';

/** The languages in order: drag one by its handle, or focus the handle and press Up or Down. */
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
  return (
    <SortableList
      items={items}
      labelOf={(item) => item.nameEn}
      onReorder={(ids) => onReorder(ids)}
      sortable={sortable}
      renderItem={renderItem}
      texts={{
        handle: (name) => t('languages.order.handle', { name }),
        moved: (name, position) => t('languages.order.moved', { name, position }),
        hint: t('languages.order.hint'),
      }}
      testId="languages-list"
      rowTestId={(item) => `language-${item.code}`}
      handleTestId={(item) => `language-handle-${item.code}`}
    />
  );
}
