import { useTranslation } from 'react-i18next';
import {
  LIVE_CLASS_APPROVALS,
  LIVE_CLASS_TIMINGS,
  LIVE_CLASS_VALIDITIES,
} from '../../../../contract/live-class-constants';
import type { LiveClassFilters } from '../../../api/live-classes';
import { useLiveClassLookups } from '../../../api/live-classes';
import { DateFilter } from '../../../ui/date-filter';
import { FilterSelect } from '../../../ui/filter-select';
import { SearchForm } from '../../../ui/search-form';

export interface ManagerFiltersProps {
  filters: LiveClassFilters;
  /** The list filters by start days too; the week names its own. */
  withDates: boolean;
  onChange: (filters: LiveClassFilters) => void;
}

/**
 * The search (applied on submit) and the filters (applied at once): where the machine puts a
 * class (timing, approval, validity), its teacher and tag, and in the list its start days.
 */
export function ManagerFilters({ filters, withDates, onChange }: ManagerFiltersProps) {
  const { t } = useTranslation();
  const lookups = useLiveClassLookups();
  const set = (change: Partial<LiveClassFilters>) => onChange({ ...filters, ...change });
  const named = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: t(`${prefix}.${value}`) }));
  const teachers = (lookups.data?.teachers ?? []).map(({ id, name }) => ({ id, name }));
  const tags = (lookups.data?.tags ?? []).map((tag) => ({ id: tag, name: tag }));
  // A filter from a shared address stays choosable while (or if never) the lookups load.
  if (filters.teacherId && !teachers.some((choice) => choice.id === filters.teacherId)) {
    teachers.push({
      id: filters.teacherId,
      name: t('liveClassesManager.filter.chosenTeacher'),
    });
  }
  if (filters.tag && !tags.some((choice) => choice.id === filters.tag)) {
    tags.push({ id: filters.tag, name: filters.tag });
  }

  return (
    <SearchForm
      // A changed address (back button, shared link) resets the typed text.
      key={filters.search ?? ''}
      id="live-class-search"
      name={t('liveClassesManager.filters')}
      label={t('liveClassesManager.search')}
      placeholder={t('liveClassesManager.searchPlaceholder')}
      submitLabel={t('liveClassesManager.searchSubmit')}
      value={filters.search ?? ''}
      onSearch={(search) => set({ search: search || undefined })}
    >
      <FilterSelect
        id="live-class-timing-filter"
        label={t('liveClassesManager.filter.timing')}
        anyLabel={t('liveClassesManager.filter.allTimings')}
        value={filters.timing ?? ''}
        options={named('liveClasses.timing', LIVE_CLASS_TIMINGS)}
        onChange={(value) => set({ timing: LIVE_CLASS_TIMINGS.find((v) => v === value) })}
      />
      <FilterSelect
        id="live-class-approval-filter"
        label={t('liveClassesManager.filter.approval')}
        anyLabel={t('liveClassesManager.filter.allApprovals')}
        value={filters.approval ?? ''}
        options={named('liveClasses.approval', LIVE_CLASS_APPROVALS)}
        onChange={(value) => set({ approval: LIVE_CLASS_APPROVALS.find((v) => v === value) })}
      />
      <FilterSelect
        id="live-class-validity-filter"
        label={t('liveClassesManager.filter.validity')}
        anyLabel={t('liveClassesManager.filter.allValidities')}
        value={filters.validity ?? ''}
        options={named('liveClasses.validity', LIVE_CLASS_VALIDITIES)}
        onChange={(value) => set({ validity: LIVE_CLASS_VALIDITIES.find((v) => v === value) })}
      />
      <FilterSelect
        id="live-class-teacher-filter"
        label={t('liveClassesManager.filter.teacher')}
        anyLabel={t('liveClassesManager.filter.allTeachers')}
        value={filters.teacherId ?? ''}
        options={teachers}
        onChange={(teacherId) => set({ teacherId })}
      />
      <FilterSelect
        id="live-class-tag-filter"
        label={t('liveClassesManager.filter.tag')}
        anyLabel={t('liveClassesManager.filter.allTags')}
        value={filters.tag ?? ''}
        options={tags}
        onChange={(tag) => set({ tag })}
      />
      {withDates && (
        <>
          <DateFilter
            id="live-class-from-filter"
            label={t('liveClassesManager.filter.from')}
            value={filters.from}
            onChange={(from) => set({ from })}
          />
          <DateFilter
            id="live-class-to-filter"
            label={t('liveClassesManager.filter.to')}
            value={filters.to}
            onChange={(to) => set({ to })}
          />
        </>
      )}
    </SearchForm>
  );
}
