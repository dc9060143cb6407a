import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { useClassRooms, type ClassRoomListQuery } from '../../api/classes';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { ClassFormModal } from './class-form-modal';
import { ClassesTable } from './classes-table';
import { ListFilters } from './list-filters';
import { readListQuery, writeListQuery } from './list-params';
import { Pager } from '../../ui/pager';
import { useArchiveClass } from './use-archive-class';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const note = css({ color: 'gray.600' });
const scroller = css({ overflowX: 'auto' });

export interface ClassesPageProps {
  canRead: boolean;
  canWrite: boolean;
  confirmation: ConfirmationActor;
}

/** /classes: r ClassRoomManager or r ClassRoomTeacher to see, w ClassRoomManager to change. */
export function ClassesPage({ canRead, ...rest }: ClassesPageProps) {
  const { t } = useTranslation();
  if (!canRead) {
    return (
      <section className={page} data-testid="classes-page">
        <h1 className={heading}>{t('nav.classes')}</h1>
        <p role="alert" className={alertStyle}>
          {t('classes.noAccess')}
        </p>
      </section>
    );
  }
  return <ClassesList {...rest} />;
}

type Editing = { classRoom: ClassRoom | null } | null;

function ClassesList({ canWrite, confirmation }: Omit<ClassesPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useClassRooms(query);
  const [editing, setEditing] = useState<Editing>(null);
  const askArchive = useArchiveClass(confirmation);

  const go = (next: ClassRoomListQuery) => setParams(writeListQuery(next));
  const filtered = Boolean(query.name || query.archived !== undefined);

  return (
    <section className={page} data-testid="classes-page" aria-labelledby="classes-title">
      <div className={header}>
        <h1 id="classes-title" className={heading}>
          {t('nav.classes')}
        </h1>
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setEditing({ classRoom: null })}
            data-testid="class-create"
          >
            <Plus size={16} aria-hidden="true" />
            {t('classes.create')}
          </button>
        )}
      </div>
      {!canWrite && <p className={note}>{t('classes.readOnly')}</p>}
      <ListFilters
        // A changed address (back button, shared link) resets the typed text.
        key={query.name ?? ''}
        name={query.name ?? ''}
        archived={query.archived}
        onName={(name) => go({ pageNumber: 1, name, archived: query.archived })}
        onArchived={(archived) => go({ pageNumber: 1, name: query.name, archived })}
      />
      <ListStates
        list={list}
        keys="classes"
        testIdPrefix="class"
        filtered={filtered}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scroller} aria-busy={list.isPlaceholderData}>
              <ClassesTable
                rows={data.result}
                canWrite={canWrite}
                onEdit={(classRoom) => setEditing({ classRoom })}
                onArchive={askArchive}
              />
            </div>
            <Pager
              keys="classes"
              testId="class-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
      {editing && <ClassFormModal classRoom={editing.classRoom} onClose={() => setEditing(null)} />}
    </section>
  );
}
