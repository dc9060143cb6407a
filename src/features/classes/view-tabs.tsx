import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../ui/tabs';
import { VIEW } from './waiting-list-params';

/** The classes and the waiting list: two views of /classes, told apart by the address. */
export function ViewTabs({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const views = [
    { key: 'classes', search: '', current: !waiting },
    { key: 'waiting', search: `?${VIEW.param}=${VIEW.waiting}`, current: waiting },
  ];
  return (
    <UrlTabs
      label={t('waitingList.views')}
      tabs={views.map((view) => ({
        search: view.search,
        label: t(`waitingList.view.${view.key}`),
        current: view.current,
        testId: `view-${view.key}`,
      }))}
    />
  );
}
