import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../../ui/tabs';
import { VIEWS, writeManagerQuery, type ManagerQuery, type ManagerView } from './manager-params';

/** The list, the week and the invalid classes: views of one screen told apart by the address. */
export function ViewTabs({ query }: { query: ManagerQuery }) {
  const { t } = useTranslation();
  // The list and the week keep the filters; a new view starts at its first page.
  const search = (view: ManagerView) => {
    const params = writeManagerQuery({ ...query, view, pageNumber: 1, week: undefined }).toString();
    return params ? `?${params}` : '';
  };
  return (
    <UrlTabs
      label={t('liveClassesManager.views')}
      tabs={VIEWS.map((view) => ({
        search: search(view),
        label: t(`liveClassesManager.view.${view}`),
        current: query.view === view,
        testId: `live-view-${view}`,
      }))}
    />
  );
}
