import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { UrlTabs } from '../../ui/tabs';
import type { OrganizationRef } from './names';
import { OrganizationsTab } from './organizations-tab';
import { PlansTab, type PlansQuery } from './plans-tab';
import { pageStyle } from './styles';

export interface PackagesAccess {
  /** r Packages: the screen. */
  canRead: boolean;
  /**
   * HAD with w Packages: adding plans and translations, giving and taking organisations' packages
   * (the service's rule).
   */
  canWrite: boolean;
  /** HAD with u Packages: editing plans and their translations. */
  canUpdate: boolean;
  /** The caller's active organisation is HAD: it sees every organisation's packages. */
  isHad: boolean;
}

/** The tabs, in the address (`?tab=organizations`); the plans are the default (no parameter). */
const TABS = ['plans', 'organizations'] as const;
type Tab = (typeof TABS)[number];

/**
 * /packages/packages: the plans (`?search=`, `?page=`) and the organisations' packages
 * (`?tab=organizations&org=`), each view shareable by its address.
 */
export function PlansPage({
  access,
  own,
  confirmation,
}: {
  access: PackagesAccess;
  /** The caller's active organisation, whose packages a non-HAD caller sees. */
  own: OrganizationRef | null;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = readOneOf(params, 'tab', TABS) ?? 'plans';
  const query: PlansQuery = { pageNumber: readPage(params), search: readText(params, 'search') };
  const org = readText(params, 'org');
  const searchOf = (next: Tab) => {
    const text = writeParams({ tab: next === 'plans' ? undefined : next }).toString();
    return text ? `?${text}` : '';
  };
  return (
    <section className={pageStyle} aria-labelledby="packages-title" data-testid="packages-page">
      <h1 id="packages-title" className={titleStyle}>
        {t('packages.title')}
      </h1>
      {!access.canRead ? (
        <p role="alert" className={alertStyle} data-testid="packages-no-access">
          {t('packages.noAccess')}
        </p>
      ) : (
        <>
          {!access.canWrite && !access.canUpdate && (
            <p className={mutedStyle} data-testid="packages-read-only">
              {t('packages.readOnly')}
            </p>
          )}
          <UrlTabs
            label={t('packages.views')}
            tabs={TABS.map((one) => ({
              search: searchOf(one),
              label: t(`packages.tabs.${one}`),
              current: one === tab,
              testId: `packages-tab-${one}`,
            }))}
          />
          {tab === 'plans' ? (
            <PlansTab
              query={query}
              onQuery={(next) =>
                setParams(writeParams({ search: next.search, page: pageParam(next.pageNumber) }))
              }
              canWrite={access.canWrite}
              canUpdate={access.canUpdate}
            />
          ) : (
            <OrganizationsTab
              isHad={access.isHad}
              canWrite={access.canWrite}
              chosen={org}
              onChoose={(id) => setParams(writeParams({ tab: 'organizations', org: id }))}
              own={own}
              confirmation={confirmation}
            />
          )}
        </>
      )}
    </section>
  );
}
