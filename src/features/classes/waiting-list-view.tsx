import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { useWaitingList, type WaitingListQuery } from '../../api/students';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { SearchForm } from '../../ui/search-form';
import { StudentsStats } from './students-stats';
import { StudentsTable } from './students-table';
import { readWaitingQuery, writeWaitingQuery } from './waiting-list-params';
import { scrollerStyle } from '../../ui/table';

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });

/** /classes?view=waiting: the figures, then the students in no class, searchable and paged. */
export function WaitingListView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readWaitingQuery(params);
  const list = useWaitingList(query);
  const go = (next: WaitingListQuery) => setParams(writeWaitingQuery(next));
  return (
    <>
      <StudentsStats />
      <h2 className={subheading}>{t('waitingList.title')}</h2>
      <SearchForm
        submitLabel={t('students.searchSubmit')}
        key={query.search ?? ''}
        id="waiting-search"
        label={t('waitingList.search')}
        placeholder={t('waitingList.searchPlaceholder')}
        value={query.search ?? ''}
        onSearch={(search) => go({ pageNumber: 1, search })}
      />
      <ListStates
        list={list}
        keys="waitingList"
        testIdPrefix="waiting"
        filtered={Boolean(query.search)}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <StudentsTable
                rows={data.result}
                dateLabel={t('students.joinedAt')}
                dateOf={(student) => student.joinedAt}
                testId="waiting-table"
              />
            </div>
            <Pager
              keys="waitingList"
              testId="waiting-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
