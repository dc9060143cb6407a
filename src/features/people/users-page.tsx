import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  fetchPeople,
  useOrganizationOptions,
  usePeople,
  type PeopleListQuery,
} from '../../api/people';
import { useRoles } from '../../api/roles';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { FilterSelect } from '../../ui/filter-select';
import { peopleColumns } from './export-columns';
import { readListParams, writeListParams } from './list-params';
import { PeopleTable } from './people-table';
import { filterBarStyle, SearchForm } from '../../ui/search-form';
import { scrollerStyle } from '../../ui/table';
import { headingStyle, mutedStyle, pageStyle } from './styles';
import type { DrawerUser, UserDrawerProps } from './user-drawer';
import { lazyPart } from '../../ui/lazy-part';

// The drawer (Ark UI's dialog) loads when a person is opened.
const UserDrawer = lazyPart(async () => (await import('./user-drawer')).UserDrawer);

export interface UsersPageProps {
  canRead: boolean;
  /** Editing a user's details in the drawer (u Users). */
  canUpdate: boolean;
  /** Organisations to filter by (HAD callers, who see every organisation's users). */
  canFilterOrganizations: boolean;
  /** A platform admin (active in HAD, Users write) adds users to HAD from the drawer. */
  canAddToHad?: boolean;
  confirmation?: ConfirmationActor;
  /** Given when the viewer may preview the console as a member of their organisation. */
  viewAs?: UserDrawerProps['viewAs'];
}

/** /users/users: search, organisation and role filters and the page in the address. */
export function UsersPage({ canRead, ...listProps }: UsersPageProps) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="users-title" data-testid="users-page">
      <h1 id="users-title" className={headingStyle}>
        {t('people.title')}
      </h1>
      {canRead ? (
        <UsersList {...listProps} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('people.noAccess')}
        </p>
      )}
    </section>
  );
}

function UsersList({
  canUpdate,
  canFilterOrganizations,
  canAddToHad,
  confirmation,
  viewAs,
}: Omit<UsersPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { cursor: _cursor, ...query } = readListParams(params);
  const list = usePeople(query);
  const organizations = useOrganizationOptions(canFilterOrganizations);
  const roles = useRoles();
  const [open, setOpen] = useState<DrawerUser | null>(null);
  const go = (next: PeopleListQuery) => setParams(writeListParams(next));
  const filtered = Boolean(query.search || query.organizationId || query.roleId);
  return (
    <>
      {!canUpdate && !canAddToHad && <p className={mutedStyle}>{t('people.readOnly')}</p>}
      <div className={filterBarStyle} aria-label={t('people.filters')} role="group">
        <SearchForm
          compact
          submitLabel={t('people.searchSubmit')}
          key={query.search ?? ''}
          id="people-search"
          label={t('people.search')}
          placeholder={t('people.searchPlaceholder')}
          value={query.search ?? ''}
          onSearch={(search) => go({ ...query, pageNumber: 1, search })}
        />
        {canFilterOrganizations && organizations.data && (
          <FilterSelect
            id="people-organization"
            label={t('people.organization')}
            anyLabel={t('people.allOrganizations')}
            value={query.organizationId ?? ''}
            options={organizations.data}
            onChange={(organizationId) => go({ ...query, pageNumber: 1, organizationId })}
          />
        )}
        {roles.data && (
          <FilterSelect
            id="people-role"
            label={t('people.role')}
            anyLabel={t('people.allRoles')}
            value={query.roleId ?? ''}
            options={roles.data}
            onChange={(roleId) => go({ ...query, pageNumber: 1, roleId })}
          />
        )}
      </div>
      <div className={exportBarStyle}>
        {/* The service reads users 20 at a time whatever is asked: the export does the same. */}
        <ExportButton
          testId="people-export"
          fileName="users"
          sheetName={t('people.title')}
          columns={peopleColumns(t)}
          fetchPage={({ pageNumber }) => fetchPeople({ ...query, pageNumber })}
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="people"
        testIdPrefix="people"
        filtered={filtered}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <PeopleTable rows={data.result} onOpen={setOpen} />
            </div>
            <Pager
              keys="people"
              testId="people-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
      {open && (
        <UserDrawer
          user={open}
          canUpdate={canUpdate}
          canAddToHad={canAddToHad}
          confirmation={confirmation}
          viewAs={viewAs}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
