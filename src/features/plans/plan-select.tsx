import { useTranslation } from 'react-i18next';
import { inputStyle } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { usePlans } from './api/plans';
import { planName } from './names';

/** The service's largest page: every plan fits in one. */
export const PLANS_PAGE_SIZE = 100;

/** A labelled choice of one plan, in the page's language (a guided set-up's plan step). */
export function PlanSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (planId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const plans = usePlans({ pageNumber: 1, pageSize: PLANS_PAGE_SIZE });
  if (plans.isPending) return <Spinner />;
  if (plans.isError)
    return (
      <LoadFailure
        error={plans.error}
        onRetry={plans.refetch}
        retryLabel={t('packages.orgs.retry')}
      />
    );
  return (
    <select
      id={id}
      className={inputStyle}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('packages.orgs.assignChoose')}</option>
      {plans.data.result.map((plan) => (
        <option key={plan.id} value={plan.id}>
          {planName(plan, i18n.language)}
        </option>
      ))}
    </select>
  );
}
