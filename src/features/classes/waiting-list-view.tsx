import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Student } from '../../../contract/students';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { fetchWaitingList, useWaitingList } from '../../api/students';
import { ExportButton } from '../../ui/export/export-button';
import { studentColumns } from './export-columns';
import { StudentsStats } from './students-stats';
import { WaitingListBrowser } from './waiting-list-browser';
import { readWaitingQuery, writeWaitingQuery } from './waiting-list-params';

const titleRow = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const subheading = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });

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
  const query = readWaitingQuery(params);
  // The browser's own query: the same cache entry, no second request.
  const list = useWaitingList(query);
  return (
    <>
      <StudentsStats />
      <div className={titleRow}>
        <h2 className={subheading}>{t('waitingList.title')}</h2>
        <ExportButton
          testId="waiting-export"
          fileName="waiting-list"
          sheetName={t('waitingList.title')}
          columns={studentColumns(t, {
            header: t('students.joinedAt'),
            of: (student: Student) => student.joinedAt,
          })}
          fetchPage={({ pageNumber }) =>
            fetchWaitingList({ ...query, pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <WaitingListBrowser
        query={query}
        onQuery={(next) => setParams(writeWaitingQuery(next))}
        ids={IDS}
      />
    </>
  );
}
