import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { StudentsStats } from './students-stats';
import { WaitingListBrowser } from './waiting-list-browser';
import { readWaitingQuery, writeWaitingQuery } from './waiting-list-params';

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });

const IDS = {
  search: 'waiting-search',
  states: 'waiting',
  table: 'waiting-table',
  pager: 'waiting-pagination',
};

/** /classes?view=waiting: the figures, then the students in no class, searchable and paged. */
export function WaitingListView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <StudentsStats />
      <h2 className={subheading}>{t('waitingList.title')}</h2>
      <WaitingListBrowser
        query={readWaitingQuery(params)}
        onQuery={(next) => setParams(writeWaitingQuery(next))}
        ids={IDS}
      />
    </>
  );
}
