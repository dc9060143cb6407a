import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDITED_TABLES } from '../../../contract/audit-paths';
import type { AuditListQuery } from './api/audit';
import { button } from '../../ui/buttons';
import { DateFilter } from '../../ui/date-filter';
import { FilterSelect } from '../../ui/filter-select';
import { filterBarStyle, SearchForm } from '../../ui/search-form';
import { chipStyle } from './styles';

export interface AuditFiltersProps {
  query: AuditListQuery;
  /** Organisations to filter by: a HAD caller reads every organisation's entries. */
  organizations: readonly { id: string; name: string }[] | undefined;
  /** The filtered actor's name, when the list knows it. */
  actorName: string | undefined;
  onChange: (next: AuditListQuery) => void;
}

/** The filters above the trail; each applies at once (the record id on submit). */
export function AuditFilters({ query, organizations, actorName, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const set = (change: Partial<AuditListQuery>) => onChange({ ...query, ...change, pageNumber: 1 });
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ id: value, name: t(`${prefix}.${value}`) }));
  return (
    <div className={filterBarStyle} role="group" aria-label={t('audit.filters')}>
      {organizations && (
        <FilterSelect
          id="audit-organization"
          label={t('audit.organization')}
          anyLabel={t('audit.allOrganizations')}
          value={query.organizationId ?? ''}
          options={organizations}
          onChange={(organizationId) => set({ organizationId })}
        />
      )}
      <FilterSelect
        id="audit-table"
        label={t('audit.table')}
        anyLabel={t('audit.allTables')}
        value={query.table ?? ''}
        options={options(AUDITED_TABLES, 'audit.tables')}
        onChange={(table) => set({ table: AUDITED_TABLES.find((name) => name === table) })}
      />
      <FilterSelect
        id="audit-action"
        label={t('audit.action')}
        anyLabel={t('audit.allActions')}
        value={query.action ?? ''}
        options={options(AUDIT_ACTIONS, 'audit.actions')}
        onChange={(action) => set({ action: AUDIT_ACTIONS.find((name) => name === action) })}
      />
      <DateFilter
        id="audit-from"
        label={t('audit.from')}
        value={query.from}
        onChange={(from) => set({ from })}
      />
      <DateFilter
        id="audit-to"
        label={t('audit.to')}
        value={query.to}
        onChange={(to) => set({ to })}
      />
      <SearchForm
        compact
        key={query.recordId ?? ''}
        id="audit-record"
        label={t('audit.record')}
        placeholder={t('audit.recordPlaceholder')}
        submitLabel={t('audit.recordSubmit')}
        value={query.recordId ?? ''}
        onSearch={(recordId) => set({ recordId: recordId || undefined })}
      />
      {query.actorId && (
        <span className={chipStyle} data-testid="audit-actor-filter">
          {t('audit.actorFilter', { name: actorName ?? query.actorId })}
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            aria-label={t('audit.clearActor')}
            onClick={() => set({ actorId: undefined })}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </span>
      )}
    </div>
  );
}
