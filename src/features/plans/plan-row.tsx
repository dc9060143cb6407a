import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../contract/plans';
import { formatMoment } from '../../i18n/format-date';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import { StatusBadge } from '../../ui/status-badge';
import { cellStyle, rowActionsStyle, smallButtonStyle } from '../../ui/table';
import { formatMoney } from './money';
import { css } from '../../../styled-system/css';
import { badgesStyle, nowrapStyle, stackStyle, subtleStyle } from './styles';

const nameCellStyle = css({ fontWeight: 'normal' });
const nameStyle = css({ fontWeight: 'medium' });

/** What the discount is, and until when; the price after it is the service's. */
function Discount({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (plan.discountMinor === null && plan.discountPercentage === null) return null;
  if (!plan.discountActive) return <span className={subtleStyle}>{t('packages.plans.ended')}</span>;
  return (
    <span className={subtleStyle} data-testid={`plan-${plan.id}-discount`}>
      {plan.discountMinor !== null
        ? t('packages.plans.discountAmount', {
            amount: formatMoney(plan.discountMinor, plan.currency, language),
          })
        : t('packages.plans.discountPercentage', { value: plan.discountPercentage })}
      {plan.discountEndsAt &&
        ` · ${t('packages.plans.until', { date: formatMoment(plan.discountEndsAt, language) })}`}
    </span>
  );
}

export function PlanRow({
  plan,
  canUpdate,
  onEdit,
  onTranslations,
}: {
  plan: Plan;
  /** Edit (u Packages). */
  canUpdate: boolean;
  onEdit: () => void;
  onTranslations: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = useFormatNumber();
  const money = (minor: number) => formatMoney(minor, plan.currency, i18n.language);
  const small = `${button({ variant: 'secondary' })} ${smallButtonStyle}`;
  return (
    <tr data-testid={`plan-row-${plan.id}`}>
      <th scope="row" className={`${cellStyle} ${nameCellStyle}`}>
        <div className={stackStyle}>
          <bdi lang="en" dir="ltr" className={nameStyle}>
            {plan.nameEn}
          </bdi>
          <bdi lang="ar" dir="rtl">
            {plan.nameAr}
          </bdi>
        </div>
      </th>
      <td className={cellStyle}>
        <div className={stackStyle}>
          <span className={nowrapStyle} data-testid={`plan-${plan.id}-price`}>
            {money(plan.priceMinor)}
          </span>
          {plan.priceAfterDiscountMinor !== plan.priceMinor && (
            <span className={nowrapStyle}>
              {t('packages.plans.after')}{' '}
              <span data-testid={`plan-${plan.id}-after`}>
                {money(plan.priceAfterDiscountMinor)}
              </span>
            </span>
          )}
          <Discount plan={plan} />
        </div>
      </td>
      <td className={cellStyle}>{number(plan.numberOfClasses)}</td>
      <td className={`${cellStyle} ${nowrapStyle}`}>
        <bdi dir="ltr">{plan.productId}</bdi>
      </td>
      <td className={cellStyle}>
        <div className={badgesStyle}>
          {plan.isRecommended && (
            <StatusBadge tone="success" data-testid={`plan-${plan.id}-recommended`}>
              {t('packages.plans.recommended')}
            </StatusBadge>
          )}
          {plan.isReference && (
            <StatusBadge tone="info" data-testid={`plan-${plan.id}-reference`}>
              {t('packages.plans.reference')}
            </StatusBadge>
          )}
          {plan.isOfferCodeEnabled && (
            <StatusBadge tone="neutral" data-testid={`plan-${plan.id}-offer-codes`}>
              {t('packages.plans.offerCodes')}
            </StatusBadge>
          )}
        </div>
      </td>
      <td className={cellStyle}>{number(plan.levels.length)}</td>
      <td className={cellStyle}>{number(plan.organizations)}</td>
      <td className={cellStyle}>
        <div className={rowActionsStyle}>
          <button
            type="button"
            className={small}
            onClick={onTranslations}
            aria-label={t('packages.plans.translationsLabel', { name: plan.nameEn })}
            data-testid={`plan-${plan.id}-translations`}
          >
            {t('packages.plans.translations')}
          </button>
          {canUpdate && (
            <button
              type="button"
              className={small}
              onClick={onEdit}
              aria-label={t('packages.plans.editLabel', { name: plan.nameEn })}
              data-testid={`plan-${plan.id}-edit`}
            >
              {t('packages.plans.edit')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
