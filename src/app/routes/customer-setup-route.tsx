import { useSelector } from '@xstate/react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { inviteManager } from '../../features/invitations/invite-manager';
import { texts as invitationTexts } from '../../features/invitations/texts';
import { CustomerSetupPage } from '../../features/organizations/setup/customer-setup-page';
import { texts as organizationTexts } from '../../features/organizations/texts';
import { assignPackage } from '../../features/plans/api/plans';
import { PlanSelect } from '../../features/plans/plan-select';
import { texts as packageTexts } from '../../features/plans/texts';
import type { UserOrg } from '../../../contract/users';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { useOrgSwitchActor } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { organizationDetailPath, organizationSetupPath, PATHS } from '../paths';
import { useActiveOrg, useOrgs } from '../actors/active-org';

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
  const had = useOrgs().find((org) => isHad(org) && check(org.role, 'GroupsManager').write);
  if (had && !isHad(activeOrg)) return <SetUpFromHad had={had} />;
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

/**
 * Someone who sets customers up from their HAD membership while another organisation is active:
 * the services answer set-ups in HAD only, so the screen says so and switches there in one
 * click (HAD's dashboard then lists the set-ups left half-way).
 */
function SetUpFromHad({ had }: { had: UserOrg }) {
  const { t } = useTranslation();
  const orgSwitch = useOrgSwitchActor();
  const busy = useSelector(orgSwitch, (s) => !s.matches('idle'));
  return (
    <div role="alert" className={alertStyle} data-testid="setup-in-had">
      <p>{t('organizations.setup.inHadOnly', { name: had.group.name })}</p>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        disabled={busy}
        onClick={() => orgSwitch.send({ type: 'SWITCH', groupId: had.group.id })}
      >
        <ArrowLeftRight size={16} aria-hidden="true" />
        {t('contract.switchTo', { name: had.group.name })}
      </button>
    </div>
  );
}

export const texts = [organizationTexts, invitationTexts, packageTexts];
