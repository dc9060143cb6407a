import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTRACT_STATUSES } from '../../../contract/organization-constants';
import type { Organization } from '../../../contract/organizations';
import { css } from '../../../styled-system/css';
import {
  fetchOrganizations,
  useOrganizations,
  type OrganizationListQuery,
} from '../../api/organizations';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { localToday } from './dates';
import { ListFilters } from '../../ui/list-filters';
import { organizationColumns } from './export-columns';
import { readListQuery, writeListQuery } from './list-params';
import { lazyPart } from '../../ui/lazy-part';

// The form (with zod and the contract's rules) loads when it opens, not with the list.
const OrganizationFormModal = lazyPart(
  async () => (await import('./organization-form-modal')).OrganizationFormModal,
);
import { OrganizationsTable } from './organizations-table';
import { useCustomerSetups } from '../../api/customer-setups';
import { Pager } from '../../ui/pager';
import { useContractActions } from './use-contract-actions';
import { scrollerStyle } from '../../ui/table';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const note = css({ color: 'gray.600' });

export interface OrganizationsPageProps {
  canRead: boolean;
  /** Join codes (w GroupsManager); with `canManageContracts`, creating organisations. */
  canWrite: boolean;
  /** Editing organisations (u GroupsManager); with `canManageContracts`, the contract actions. */
  canUpdate: boolean;
  /**
   * Acting for the platform owner (HAD): creating organisations, their contract terms and
   * actions, still under write (create) or update (terms, actions).
   */
  canManageContracts: boolean;
  confirmation: ConfirmationActor;
  /** The address of an organisation's own page. */
  detailPath: (id: string) => string;
  /** Where a new customer's guided set-up starts (beside the one-form create). */
  newPath: string;
  /** Where a customer's set-up resumes, for HAD (the services answer set-ups to HAD only). */
  setupPath?: ((id: string) => string) | undefined;
}

/** /organizations: r GroupsManager to see, w GroupsManager to create, u to change. */
export function OrganizationsPage({ canRead, ...rest }: OrganizationsPageProps) {
  const { t } = useTranslation();
  if (!canRead) {
    return (
      <section className={page} data-testid="organizations-page">
        <h1 className={heading}>{t('nav.organizations')}</h1>
        <p role="alert" className={alertStyle}>
          {t('organizations.noAccess')}
        </p>
      </section>
    );
  }
  return <OrganizationsList {...rest} />;
}

type Editing = { org: Organization | null } | null;

function OrganizationsList({
  canWrite,
  canUpdate,
  canManageContracts,
  confirmation,
  detailPath,
  newPath,
  setupPath,
}: Omit<OrganizationsPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useOrganizations(query);
  const setups = useCustomerSetups(Boolean(setupPath));
  const setupOf = (id: string) => {
    const found = setups.data?.find((setup) => setup.organizationId === id);
    return found && setupPath ? { done: found.done, path: setupPath(id) } : undefined;
  };
  const [editing, setEditing] = useState<Editing>(null);
  const askAction = useContractActions(confirmation);
  const [today] = useState(localToday);

  const go = (next: OrganizationListQuery) => setParams(writeListQuery(next));
  const filtered = Boolean(query.search || query.contractStatus);

  return (
    <section className={page} data-testid="organizations-page" aria-labelledby="orgs-title">
      <div className={header}>
        <h1 id="orgs-title" className={heading}>
          {t('nav.organizations')}
        </h1>
        <ExportButton
          testId="org-export"
          fileName="organizations"
          sheetName={t('nav.organizations')}
          columns={organizationColumns(t)}
          fetchPage={({ pageNumber }) => fetchOrganizations({ ...query, pageNumber })}
          disabled={!list.data?.pagination.total}
        />
        {canWrite && canManageContracts && (
          <>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => setEditing({ org: null })}
              data-testid="org-create"
            >
              <Plus size={16} aria-hidden="true" />
              {t('organizations.create')}
            </button>
            <Link to={newPath} className={button({ variant: 'primary' })} data-testid="org-setup">
              <ListChecks size={16} aria-hidden="true" />
              {t('organizations.setup.start')}
            </Link>
          </>
        )}
      </div>
      {!canWrite && !canUpdate && <p className={note}>{t('organizations.readOnly')}</p>}
      <ListFilters
        texts="organizations"
        idPrefix="org"
        statuses={CONTRACT_STATUSES}
        // A changed address (back button, shared link) resets the typed text.
        key={query.search ?? ''}
        search={query.search ?? ''}
        status={query.contractStatus}
        onSearch={(search) => go({ pageNumber: 1, search, contractStatus: query.contractStatus })}
        onStatus={(contractStatus) => go({ pageNumber: 1, search: query.search, contractStatus })}
      />
      <ListStates
        list={list}
        keys="organizations"
        testIdPrefix="org"
        filtered={filtered}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <OrganizationsTable
                rows={data.result}
                canWrite={canWrite}
                canUpdate={canUpdate}
                canManageContracts={canManageContracts}
                today={today}
                onEdit={(org) => setEditing({ org })}
                onAction={askAction}
                detailPath={detailPath}
                setupOf={setupOf}
              />
            </div>
            <Pager
              keys="organizations"
              testId="org-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
      {editing && (
        <OrganizationFormModal
          org={editing.org}
          canEditTerms={canManageContracts}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
