import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_MESSAGES } from '../../../contract/plan-constants';
import { assignPackage, usePlansWrite, usePlans } from './api/plans';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { inputStyle } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle } from '../../ui/page-styles';
import { filterFieldStyle, filterLabelStyle } from '../../ui/search-form';
import { Spinner } from '../../ui/spinner';
import { runAction } from './run-action';
import { headRowStyle } from './styles';
import { planName, type OrganizationRef } from './names';
import { PLANS_PAGE_SIZE } from './plan-select';

/** Picks a plan the organisation does not have yet and assigns it, once confirmed. */
export function AssignPlan({
  organization,
  assigned,
  confirmation,
}: {
  organization: OrganizationRef;
  /** The ids of the plans it already has. */
  assigned: readonly string[];
  confirmation: ConfirmationActor;
}) {
  const { t, i18n } = useTranslation();
  const plans = usePlans({ pageNumber: 1, pageSize: PLANS_PAGE_SIZE });
  const assign = usePlansWrite((planId: string) => assignPackage(organization.id, planId));
  const [planId, setPlanId] = useState('');
  if (plans.isPending) return <Spinner />;
  if (plans.isError)
    return (
      <LoadFailure
        error={plans.error}
        onRetry={plans.refetch}
        retryLabel={t('packages.orgs.retry')}
      />
    );
  const nameOf = (plan: { nameEn: string; nameAr: string }) => planName(plan, i18n.language);
  const open = plans.data.result.filter((plan) => !assigned.includes(plan.id));
  if (open.length === 0) return <p className={mutedStyle}>{t('packages.orgs.noPlansLeft')}</p>;
  const chosen = open.find((plan) => plan.id === planId);
  const confirm = () => {
    if (!chosen) return;
    const values = { plan: nameOf(chosen), org: organization.name };
    confirmation.send({
      type: 'OPEN',
      title: t('packages.orgs.assignTitle', values),
      message: t('packages.orgs.assignMessage', values),
      buttons: { confirm: { title: t('packages.orgs.assign') } },
      action: async () => {
        if (await runAction(() => assign.mutateAsync(chosen.id), PLAN_MESSAGES.assigned))
          setPlanId('');
      },
    });
  };
  return (
    <div className={headRowStyle}>
      <div className={filterFieldStyle}>
        <label htmlFor="package-assign-plan" className={filterLabelStyle}>
          {t('packages.orgs.assignLabel')}
        </label>
        <select
          id="package-assign-plan"
          className={inputStyle}
          value={planId}
          onChange={(event) => setPlanId(event.target.value)}
        >
          <option value="">{t('packages.orgs.assignChoose')}</option>
          {open.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {nameOf(plan)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        disabled={!chosen || assign.isPending}
        onClick={confirm}
        data-testid="package-assign"
      >
        {t('packages.orgs.assign')}
      </button>
    </div>
  );
}
