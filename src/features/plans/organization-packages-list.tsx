import { useTranslation } from 'react-i18next';
import { PLAN_MESSAGES } from '../../../contract/plan-constants';
import type { OrganizationPackage } from '../../../contract/plans';
import { removePackage, useOrganizationPackages, usePlansWrite } from './api/plans';
import { formatDate } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { cellStyle, smallButtonStyle, tableStyle, TableHead, TableScroller } from '../../ui/table';
import { AssignPlan } from './assign-plan';
import { formatMoney } from './money';
import { planName, topicTitle, type OrganizationRef } from './names';
import { runAction } from './run-action';
import { nowrapStyle } from './styles';

const COLUMNS = ['nameEn', 'nameAr', 'price', 'topics', 'assignedAt'] as const;

/** One organisation's packages, oldest first; a writer assigns plans and removes packages. */
export function OrganizationPackagesList({
  organization,
  canWrite,
  confirmation,
}: {
  organization: OrganizationRef;
  canWrite: boolean;
  confirmation: ConfirmationActor;
}) {
  const { t, i18n } = useTranslation();
  const list = useOrganizationPackages(organization.id);
  const remove = usePlansWrite((packageId: string) => removePackage(organization.id, packageId));
  const language = i18n.language;
  const title = (topic: { titleEn: string; titleAr: string }) => topicTitle(topic, language);
  const confirmRemove = (item: OrganizationPackage) => {
    const values = { plan: planName(item.plan, language), org: organization.name };
    confirmation.send({
      type: 'OPEN',
      title: t('packages.orgs.removeTitle', values),
      message: t('packages.orgs.removeMessage', values),
      buttons: { confirm: { title: t('packages.orgs.remove'), danger: true } },
      action: () => runAction(() => remove.mutateAsync(item.id), PLAN_MESSAGES.removed),
    });
  };

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <LoadFailure
        error={list.error}
        onRetry={list.refetch}
        retryLabel={t('packages.orgs.retry')}
        testId="org-packages-error"
      />
    );
  const { packages } = list.data;
  return (
    <>
      {canWrite && (
        <AssignPlan
          organization={organization}
          assigned={packages.map((item) => item.plan.id)}
          confirmation={confirmation}
        />
      )}
      {packages.length === 0 ? (
        <p className={mutedStyle} data-testid="org-packages-empty">
          {t('packages.orgs.empty')}
        </p>
      ) : (
        <TableScroller label={t('packages.tabs.organizations')} busy={list.isFetching}>
          <table className={tableStyle} data-testid="org-packages-table">
            <TableHead
              labels={COLUMNS.map((column) => t(`packages.orgs.columns.${column}`))}
              hiddenLabel={canWrite ? t('packages.orgs.columns.actions') : undefined}
            />
            <tbody>
              {packages.map((item) => (
                <tr key={item.id} data-testid={`org-package-${item.id}`}>
                  <td className={cellStyle} lang="en" dir="ltr">
                    {item.plan.nameEn}
                  </td>
                  <td className={cellStyle} lang="ar" dir="rtl">
                    {item.plan.nameAr}
                  </td>
                  <td className={`${cellStyle} ${nowrapStyle}`}>
                    {formatMoney(item.plan.priceAfterDiscountMinor, item.plan.currency, language)}
                  </td>
                  <td className={cellStyle}>
                    {item.plan.levels.length > 0
                      ? item.plan.levels.map(title).join(language === 'ar' ? '، ' : ', ')
                      : t('packages.orgs.noTopics')}
                  </td>
                  <td className={`${cellStyle} ${nowrapStyle}`}>
                    {formatDate(item.assignedAt, language)}
                  </td>
                  {canWrite && (
                    <td className={cellStyle}>
                      <button
                        type="button"
                        className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
                        onClick={() => confirmRemove(item)}
                        aria-label={t('packages.orgs.removeLabel', {
                          plan: planName(item.plan, language),
                        })}
                        data-testid={`org-package-${item.id}-remove`}
                      >
                        {t('packages.orgs.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </>
  );
}
