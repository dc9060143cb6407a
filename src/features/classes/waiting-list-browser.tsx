import { useTranslation } from 'react-i18next';
import { useWaitingList, type WaitingListQuery } from '../../api/students';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { SearchForm } from '../../ui/search-form';
import { TableScroller } from '../../ui/table';
import { StudentsTable } from './students-table';
import type { Selection } from './use-selection';

/** The test ids of one use of the browser (the waiting list view, the add-students modal). */
export interface WaitingListIds {
  search: string;
  states: string;
  table: string;
  pager: string;
}

export interface WaitingListBrowserProps {
  query: WaitingListQuery;
  onQuery: (next: WaitingListQuery) => void;
  ids: WaitingListIds;
  /** Set: rows can be chosen (adding students to a class). */
  selection?: Selection | undefined;
}

/** The waiting list, searchable and paged: the students of the organisation in no class. */
export function WaitingListBrowser({ query, onQuery, ids, selection }: WaitingListBrowserProps) {
  const { t } = useTranslation();
  const list = useWaitingList(query);
  return (
    <>
      <SearchForm
        submitLabel={t('students.searchSubmit')}
        key={query.search ?? ''}
        id={ids.search}
        label={t('waitingList.search')}
        placeholder={t('waitingList.searchPlaceholder')}
        value={query.search ?? ''}
        onSearch={(search) => onQuery({ pageNumber: 1, search })}
      />
      <ListStates
        list={list}
        keys="waitingList"
        testIdPrefix={ids.states}
        filtered={Boolean(query.search)}
        pageNumber={query.pageNumber}
        onFirstPage={() => onQuery({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <TableScroller label={t('waitingList.title')} busy={list.isPlaceholderData}>
              <StudentsTable
                rows={data.result}
                dateLabel={t('students.joinedAt')}
                dateOf={(student) => student.joinedAt}
                selection={selection}
                testId={ids.table}
              />
            </TableScroller>
            <Pager
              keys="waitingList"
              testId={ids.pager}
              pagination={data.pagination}
              onPage={(pageNumber) => onQuery({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
