import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Guest } from '../../../contract/people';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchGuests, useGuests, type GuestsQuery } from '../../api/people';
import { formatDate } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { AssignModal } from './assign-modal';
import { guestColumns } from './export-columns';
import { readListParams, writeListParams } from './list-params';
import { SearchForm } from '../../ui/search-form';
import { cellStyle, scrollerStyle, tableStyle, TableHead } from '../../ui/table';
import { headingStyle, mutedStyle, pageStyle } from './styles';

export interface GuestsPageProps {
  canRead: boolean;
  /** Assigning a guest to an organisation and role (u Users, in HAD). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/** /users/guests: people waiting for access (DEFAULT), assigned to an organisation and role. */
export function GuestsPage({ canRead, canUpdate, confirmation }: GuestsPageProps) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="guests-title" data-testid="guests-page">
      <h1 id="guests-title" className={headingStyle}>
        {t('guests.title')}
      </h1>
      {canRead ? (
        <GuestsList canUpdate={canUpdate} confirmation={confirmation} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('people.noAccess')}
        </p>
      )}
    </section>
  );
}

function GuestsList({ canUpdate, confirmation }: Omit<GuestsPageProps, 'canRead'>) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pageNumber, search } = readListParams(params);
  const query: GuestsQuery = { pageNumber, search };
  const list = useGuests(query);
  const [assigning, setAssigning] = useState<Guest | null>(null);
  const go = (next: GuestsQuery) => setParams(writeListParams(next));
  return (
    <>
      <p className={mutedStyle}>{t('guests.intro')}</p>
      <SearchForm
        compact
        submitLabel={t('people.searchSubmit')}
        key={search ?? ''}
        id="guests-search"
        label={t('guests.search')}
        placeholder={t('guests.searchPlaceholder')}
        value={search ?? ''}
        onSearch={(text) => go({ pageNumber: 1, search: text })}
      />
      <div className={exportBarStyle}>
        <ExportButton
          testId="guests-export"
          fileName="guests"
          sheetName={t('guests.title')}
          columns={guestColumns(t)}
          fetchPage={(page) =>
            fetchGuests({ search, pageNumber: page.pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="guests"
        testIdPrefix="guests"
        filtered={Boolean(search)}
        pageNumber={pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <table className={tableStyle} data-testid="guests-table">
                <TableHead
                  labels={[
                    t('people.name'),
                    t('people.email'),
                    t('guests.signedUp'),
                    ...(canUpdate ? [t('guests.actions')] : []),
                  ]}
                />
                <tbody>
                  {data.result.map((guest) => {
                    const name = `${guest.firstName} ${guest.lastName}`;
                    return (
                      <tr key={guest.id} data-testid={`guests-row-${guest.id}`}>
                        <th scope="row" className={cellStyle}>
                          {name}
                        </th>
                        <td className={cellStyle}>{guest.email}</td>
                        <td className={cellStyle}>{formatDate(guest.signedUpAt, i18n.language)}</td>
                        {canUpdate && (
                          <td className={cellStyle}>
                            <button
                              type="button"
                              className={button({ variant: 'secondary' })}
                              onClick={() => setAssigning(guest)}
                              aria-label={t('guests.assignNamed', { name })}
                              data-testid={`guest-assign-${guest.id}`}
                            >
                              <UserPlus size={16} aria-hidden="true" />
                              {t('guests.assign')}
                            </button>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager
              keys="guests"
              testId="guests-pagination"
              pagination={data.pagination}
              onPage={(next) => go({ ...query, pageNumber: next })}
            />
          </>
        )}
      </ListStates>
      {assigning && (
        <AssignModal
          guest={assigning}
          confirmation={confirmation}
          onClose={() => setAssigning(null)}
        />
      )}
    </>
  );
}
