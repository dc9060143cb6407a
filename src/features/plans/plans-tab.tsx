import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans';
import { usePlans } from './api/plans';
import { button } from '../../ui/buttons';
import { ClearFilters } from '../../ui/clear-filters';
import { ListStates } from '../../ui/list-states';
import { mutedStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { SearchForm } from '../../ui/search-form';
import { tableStyle, TableHead, TableScroller } from '../../ui/table';
import { PlanRow } from './plan-row';
import { headRowStyle } from './styles';
import { lazyPart } from '../../ui/lazy-part';

const PlanForm = lazyPart(async () => (await import('./plan-form')).PlanForm);
const PlanTranslations = lazyPart(
  async () => (await import('./plan-translations')).PlanTranslations,
);

type Open = { form: Plan | null } | { translations: Plan } | null;

export interface PlansQuery {
  pageNumber: number;
  search: string | undefined;
}

/**
 * The plans, a page at a time (page and search in the address): added by write, edited by update.
 */
export function PlansTab({
  query,
  onQuery,
  canWrite,
  canUpdate,
}: {
  query: PlansQuery;
  onQuery: (next: PlansQuery) => void;
  canWrite: boolean;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const list = usePlans(query);
  const [open, setOpen] = useState<Open>(null);
  const { pageNumber, search } = query;
  // Both names in one column and the price with its discount in another: the table keeps its
  // actions in view at 1366 px.
  const columns = [
    'name',
    'price',
    'classes',
    'productId',
    'marks',
    'topics',
    'organizations',
  ] as const;
  return (
    <>
      <p className={mutedStyle}>{t('packages.plans.intro')}</p>
      <div className={headRowStyle}>
        <SearchForm
          key={search ?? ''}
          id="plans-search"
          label={t('packages.plans.searchLabel')}
          placeholder={t('packages.plans.searchPlaceholder')}
          submitLabel={t('packages.plans.search')}
          value={search ?? ''}
          onSearch={(next) => onQuery({ pageNumber: 1, search: next || undefined })}
        />
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setOpen({ form: null })}
            data-testid="plans-add"
          >
            {t('packages.plans.add')}
          </button>
        )}
      </div>
      {search && (
        <ClearFilters
          label={t('packages.plans.clearFilters')}
          onClear={() => onQuery({ pageNumber: 1, search: undefined })}
        />
      )}
      <ListStates
        list={list}
        keys="packages.list"
        testIdPrefix="plans"
        filtered={Boolean(search)}
        pageNumber={pageNumber}
        onFirstPage={() => onQuery({ pageNumber: 1, search })}
      >
        {(data) => (
          <>
            <TableScroller label={t('packages.tabs.plans')} busy={list.isFetching}>
              <table className={tableStyle} data-testid="plans-table">
                <TableHead
                  labels={columns.map((column) => t(`packages.plans.columns.${column}`))}
                  hiddenLabel={t('packages.plans.columns.actions')}
                />
                <tbody>
                  {data.result.map((plan) => (
                    <PlanRow
                      key={plan.id}
                      plan={plan}
                      canUpdate={canUpdate}
                      onEdit={() => setOpen({ form: plan })}
                      onTranslations={() => setOpen({ translations: plan })}
                    />
                  ))}
                </tbody>
              </table>
            </TableScroller>
            <Pager
              pagination={data.pagination}
              onPage={(page) => onQuery({ pageNumber: page, search })}
              keys="packages.list"
              testId="plans-pager"
            />
          </>
        )}
      </ListStates>
      {open && 'form' in open && <PlanForm plan={open.form} onClose={() => setOpen(null)} />}
      {open && 'translations' in open && (
        <PlanTranslations
          plan={open.translations}
          canWrite={canWrite}
          canUpdate={canUpdate}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
