import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMER_SETUP_STEPS } from '../../../../contract/setup-constants';
import { button } from '../../../ui/buttons';
import { noticeStyle } from './styles';
import { useCustomerSetup } from './setup-api';

/** A Pending customer's page: how far its set-up went, and a way to continue it. */
export function SetupBanner({
  organizationId,
  setupPath,
}: {
  organizationId: string;
  setupPath: string;
}) {
  const { t } = useTranslation();
  const progress = useCustomerSetup(organizationId);
  const next = progress.data?.next;
  if (!progress.data || !next) return null;
  return (
    <div className={noticeStyle} data-testid="org-setup-banner">
      <p>
        {t('organizations.setup.banner', {
          done: progress.data.done,
          total: CUSTOMER_SETUP_STEPS.length,
          next: t(`organizations.setup.steps.${next}`),
        })}
      </p>
      <Link to={setupPath} className={button({ variant: 'primary' })}>
        <ListChecks size={16} aria-hidden="true" />
        {t('organizations.setup.continue')}
      </Link>
    </div>
  );
}
