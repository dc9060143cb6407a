import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../contract/organizations';
import { inputStyle } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { filterFieldStyle, filterLabelStyle, SearchForm } from '../../ui/search-form';
import { Spinner } from '../../ui/spinner';
import { headRowStyle } from './styles';

export interface OrganizationChoices {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { result: Organization[] } | undefined;
  refetch: () => unknown;
}

/** HAD's way to an organisation: a search by name, then a choice among what it found. */
export function OrganizationPicker({
  search,
  onSearch,
  choices,
  chosen,
  onChoose,
}: {
  search: string;
  onSearch: (search: string) => void;
  choices: OrganizationChoices;
  chosen: string | undefined;
  onChoose: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const found = choices.data?.result ?? [];
  // A chosen one (from a shared address) stays chosen when a search does not find it.
  const missing = chosen && !found.some((org) => org.id === chosen);
  return (
    <div className={headRowStyle}>
      <SearchForm
        id="package-orgs-search"
        label={t('packages.orgs.searchLabel')}
        placeholder={t('packages.orgs.searchPlaceholder')}
        submitLabel={t('packages.orgs.search')}
        value={search}
        onSearch={onSearch}
      />
      {choices.isPending ? (
        <Spinner />
      ) : choices.isError ? (
        <LoadFailure
          error={choices.error}
          onRetry={choices.refetch}
          retryLabel={t('packages.orgs.retry')}
          testId="package-orgs-error"
        />
      ) : (
        <div className={filterFieldStyle}>
          <label htmlFor="package-org" className={filterLabelStyle}>
            {t('packages.orgs.picker')}
          </label>
          <select
            id="package-org"
            className={inputStyle}
            value={chosen ?? ''}
            onChange={(event) => onChoose(event.target.value || undefined)}
          >
            <option value="">{t('packages.orgs.choose')}</option>
            {missing && <option value={chosen}>{t('packages.orgs.chosen')}</option>}
            {found.map((org) => (
              <option key={org.id} value={org.id}>
                {org.company_location ? `${org.name} · ${org.company_location}` : org.name}
              </option>
            ))}
          </select>
          {found.length === 0 && (
            <span className={mutedStyle} data-testid="package-orgs-none">
              {t('packages.orgs.noOrganizations')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
