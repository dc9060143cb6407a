import type { LiveClass } from '../../../../contract/live-classes';
import type { MyClassesWhen } from '../../../../contract/my-live-classes';
import { useMyClasses } from '../api/my-live-classes';
import { ListStates } from '../../../ui/list-states';
import { Pager } from '../../../ui/pager';
import { cardList } from './card-styles';
import { MyClassCard, type JoinControls } from './my-class-card';
import { useNextStart } from './use-next-start';

const startOf = (liveClass: LiveClass) => Date.parse(liveClass.startsAt);

/** Upcoming soonest first, past latest first: the service pages them so; a page keeps to it. */
function ordered(classes: readonly LiveClass[], when: MyClassesWhen): LiveClass[] {
  const sign = when === 'upcoming' ? 1 : -1;
  return [...classes].sort((a, b) => sign * (startOf(a) - startOf(b)));
}

export interface MyClassesListProps {
  when: MyClassesWhen;
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  join: JoinControls;
}

/** The teacher's classes of one tab, a page at a time. */
export function MyClassesList({ when, pageNumber, onPage, join }: MyClassesListProps) {
  const list = useMyClasses({ pageNumber, when });
  const keys = `myLiveClasses.${when}` as const;
  return (
    <ListStates
      list={list}
      keys={keys}
      testIdPrefix={`my-classes-${when}`}
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => onPage(1)}
    >
      {(data) => (
        <>
          <Cards
            classes={ordered(data.result, when)}
            when={when}
            join={join}
            busy={list.isPlaceholderData}
          />
          <Pager
            keys={keys}
            testId={`my-classes-${when}-pagination`}
            pagination={data.pagination}
            onPage={onPage}
          />
        </>
      )}
    </ListStates>
  );
}

function Cards({
  classes,
  when,
  join,
  busy,
}: {
  classes: LiveClass[];
  when: MyClassesWhen;
  join: JoinControls;
  busy: boolean;
}) {
  const upcoming = when === 'upcoming';
  const nextId = useNextStart(upcoming ? classes : []);
  return (
    <ul className={cardList} aria-busy={busy} data-testid={`my-classes-${when}-list`}>
      {classes.map((liveClass) => (
        <MyClassCard
          key={liveClass.id}
          liveClass={liveClass}
          upcoming={upcoming}
          isNext={liveClass.id === nextId}
          join={join}
        />
      ))}
    </ul>
  );
}
