import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveClass } from '../../../../contract/live-classes';
import {
  refreshLiveClasses,
  useInvalidLiveClasses,
  useLiveClasses,
  type LiveClassPage,
} from '../../../api/live-classes';
import type { ListKeys } from '../../../ui/list-keys';
import { ListStates, type ListStatesProps } from '../../../ui/list-states';
import { Pager } from '../../../ui/pager';
import { scrollerStyle } from '../../../ui/table';
import { useClock } from '../shared/use-clock';
import { LiveClassTable } from './live-class-table';
import type { ManagerAction, ReadAction } from './row-actions';

const NO_CLASSES: LiveClass[] = [];

export interface RowHandlers {
  canWrite: boolean;
  canUpdate: boolean;
  canEnter: boolean;
  busyId: string | null;
  onDetails: (liveClass: LiveClass) => void;
  onAction: (action: ManagerAction, liveClass: LiveClass) => void;
  onOpen: (what: ReadAction, liveClass: LiveClass) => void;
}

interface PagedClassesProps extends RowHandlers {
  list: ListStatesProps<LiveClassPage>['list'] & { isPlaceholderData: boolean };
  keys: ListKeys;
  testIdPrefix: string;
  filtered: boolean;
  pageNumber: number;
  reasonColumn?: boolean;
  onPage: (pageNumber: number) => void;
}

/** A page of classes in the table, with its states and pager; badges follow the clock. */
function PagedClasses({
  list,
  keys,
  testIdPrefix,
  filtered,
  pageNumber,
  onPage,
  ...rows
}: PagedClassesProps) {
  const client = useQueryClient();
  const refresh = useCallback(() => void refreshLiveClasses(client), [client]);
  // When a class starts or ends its actions change: they are asked for again.
  const now = useClock(list.data?.result ?? NO_CLASSES, refresh);
  return (
    <ListStates
      list={list}
      keys={keys}
      testIdPrefix={testIdPrefix}
      filtered={filtered}
      pageNumber={pageNumber}
      onFirstPage={() => onPage(1)}
    >
      {(data) => (
        <>
          <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
            <LiveClassTable rows={data.result} now={now} {...rows} />
          </div>
          <Pager
            keys={keys}
            testId={`${testIdPrefix}-pagination`}
            pagination={data.pagination}
            onPage={onPage}
          />
        </>
      )}
    </ListStates>
  );
}

export interface LiveClassListProps extends RowHandlers {
  query: Parameters<typeof useLiveClasses>[0];
  filtered: boolean;
  onPage: (pageNumber: number) => void;
}

/** The organisation's classes by start, filtered as the address says. */
export function LiveClassList({ query, filtered, onPage, ...rows }: LiveClassListProps) {
  const list = useLiveClasses(query);
  return (
    <PagedClasses
      list={list}
      keys="liveClassesManager"
      testIdPrefix="live-class"
      filtered={filtered}
      pageNumber={query.pageNumber}
      onPage={onPage}
      {...rows}
    />
  );
}

/** The classes marked invalid, with why: no teacher, a double-booked one, or a start passed. */
export function InvalidList({
  pageNumber,
  onPage,
  ...rows
}: RowHandlers & { pageNumber: number; onPage: (pageNumber: number) => void }) {
  const list = useInvalidLiveClasses(pageNumber);
  return (
    <PagedClasses
      list={list}
      keys="liveClassesManager.invalid"
      testIdPrefix="invalid"
      filtered={false}
      pageNumber={pageNumber}
      onPage={onPage}
      reasonColumn
      {...rows}
    />
  );
}
