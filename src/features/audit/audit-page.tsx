import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '../../../contract/audit';
import { AUDITED_TABLES } from '../../../contract/audit-paths';
import { useAuditEntries, type AuditListQuery } from './api/audit';
import { useOrganizationOptions } from '../../api/people';
import { ClearFilters } from '../../ui/clear-filters';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { TableScroller } from '../../ui/table';
import { AuditDiff } from './audit-diff';
import { AuditExport } from './audit-export';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { actorName } from './format';
import { datesReversed, isFiltered, readAuditParams, writeAuditParams } from './list-params';
import { headerStyle, headingStyle, mutedStyle, pageStyle } from './styles';

export interface AuditPageProps {
  canRead: boolean;
  /** Active in HAD: every organisation's entries, with an organisation filter. */
  platformWide: boolean;
}

/** /audit: the trail of changes, its filters in the address, a row's changes, the export. */
export function AuditPage({ canRead, platformWide }: AuditPageProps) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="audit-title" data-testid="audit-page">
      <h1 id="audit-title" className={headingStyle}>
        {t('audit.title')}
      </h1>
      <p className={mutedStyle}>{t('audit.intro')}</p>
      {canRead ? (
        <AuditList platformWide={platformWide} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('audit.noAccess')}
        </p>
      )}
    </section>
  );
}

function AuditList({ platformWide }: { platformWide: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readAuditParams(params);
  const reversed = datesReversed(query);
  const list = useAuditEntries(query, !reversed);
  const organizations = useOrganizationOptions(platformWide);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const go = (next: AuditListQuery) => setParams(writeAuditParams(next));
  const { pageNumber: _page, ...filters } = query;
  // Every entry of an actor's filtered page names them; the id stands in until one arrives.
  const actor = query.actorId
    ? list.data?.result.find((entry) => entry.actor?.id === query.actorId)?.actor
    : undefined;
  const filtered = isFiltered(query);
  return (
    <>
      <div className={headerStyle}>
        <AuditFilters
          query={query}
          organizations={platformWide ? organizations.data : undefined}
          actorName={actor ? actorName(actor) : undefined}
          onChange={go}
        />
        <AuditExport filters={filters} total={reversed ? 0 : list.data?.pagination.total} />
      </div>
      {filtered && (
        <ClearFilters label={t('audit.clearFilters')} onClear={() => go({ pageNumber: 1 })} />
      )}
      {reversed ? (
        <p role="alert" className={alertStyle} data-testid="audit-dates-reversed">
          {t('audit.datesReversed')}
        </p>
      ) : (
        <ListStates
          list={list}
          keys="audit"
          testIdPrefix="audit"
          filtered={filtered}
          pageNumber={query.pageNumber}
          onFirstPage={() => go({ ...query, pageNumber: 1 })}
        >
          {(data) => (
            <>
              <TableScroller label={t('audit.title')} busy={list.isPlaceholderData}>
                <AuditTable rows={data.result} showOrganization={platformWide} onOpen={setOpen} />
              </TableScroller>
              <Pager
                keys="audit"
                testId="audit-pagination"
                pagination={data.pagination}
                onPage={(pageNumber) => go({ ...query, pageNumber })}
              />
            </>
          )}
        </ListStates>
      )}
      {open && (
        <AuditDiff
          entry={open}
          onClose={() => setOpen(null)}
          onActor={(actorId) => {
            setOpen(null);
            go({ pageNumber: 1, actorId });
          }}
          onRecord={(entry) => {
            setOpen(null);
            const table = AUDITED_TABLES.find((name) => name === entry.table);
            go({ pageNumber: 1, table, recordId: entry.recordId ?? undefined });
          }}
        />
      )}
    </>
  );
}
