import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { inviteManager } from '../../features/invitations/invite-manager';
import { texts as invitationTexts } from '../../features/invitations/texts';
import { CustomerSetupPage } from '../../features/organizations/setup/customer-setup-page';
import { texts as organizationTexts } from '../../features/organizations/texts';
import { assignPackage } from '../../features/plans/api/plans';
import { PlanSelect } from '../../features/plans/plan-select';
import { texts as packageTexts } from '../../features/plans/texts';
import { alertStyle } from '../../ui/field';
import { check, isHad } from '../permissions';
import { organizationDetailPath, organizationSetupPath, PATHS } from '../paths';
import { useActiveOrg } from '../actors/active-org';

const calls = { inviteManager, givePlan: assignPackage };

/**
 * /organizations/new and /organizations/:id/setup: a new customer's guided set-up, HAD's (w
 * GroupsManager while HAD is active, as the services require). The steps of other screens come
 * from their features: the manager's invitation and the plan.
 */
export function CustomerSetupRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const activeOrg = useActiveOrg();
  if (!isHad(activeOrg) || !check(activeOrg?.role, 'GroupsManager').write)
    return (
      <p role="alert" className={alertStyle}>
        {t('organizations.noAccess')}
      </p>
    );
  return (
    <CustomerSetupPage
      organizationId={id}
      calls={calls}
      PlanPicker={PlanSelect}
      setupPath={organizationSetupPath}
      detailPath={organizationDetailPath}
      listPath={PATHS.organizations}
    />
  );
}

export const texts = [organizationTexts, invitationTexts, packageTexts];
