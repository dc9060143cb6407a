import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { texts as invitationTexts } from '../../features/invitations/texts';
import { OrganizationInvitations } from '../../features/invitations/organization-invitations';
import { OrgReportSection } from '../../features/home/org-report';
import { OrganizationPage } from '../../features/organizations/detail/organization-page';
import { texts as organizationTexts } from '../../features/organizations/texts';
import { OrganizationPackagesList } from '../../features/plans/organization-packages-list';
import { texts as packageTexts } from '../../features/plans/texts';
import { sectionHeadingStyle } from '../../ui/page-styles';
import { useAppActors } from '../actors/actors-context';
import { check, isAdmin, isHad, managesPlatform } from '../permissions';
import { organizationSetupPath, PATHS, recordMachinePath } from '../paths';
import { useActiveOrg, useOrgs } from '../actors/active-org';

/**
 * /organizations/:id: seen with r GroupsManager (anyone but HAD only their own organisation, as
 * the service answers). Its staff invitations need Users; its packages Packages; the link to
 * its audit entries AuditLog. Contract actions and inviting into another organisation are the
 * platform's (HAD), as the services require. Editing it and its contract actions need u
 * GroupsManager.
 */
export function OrganizationDetailRoute() {
  const { t } = useTranslation();
  const { confirmation } = useAppActors();
  const { id = '' } = useParams();
  const activeOrg = useActiveOrg();
  const orgs = useOrgs();
  const role = activeOrg?.role;
  const groups = check(role, 'GroupsManager');
  const users = check(role, 'Users');
  const packages = check(role, 'Packages');
  const had = isHad(activeOrg);
  const own = activeOrg?.group.id === id;
  // Another organisation's invitations are a HAD organisation manager's to work on.
  const mayInvite = users.read && (own || (had && groups.write));
  return (
    <OrganizationPage
      key={id}
      id={id}
      canRead={groups.read}
      canUpdate={groups.update}
      canManageContracts={had || managesPlatform(orgs)}
      confirmation={confirmation}
      listPath={PATHS.organizations}
      parts={{
        seats: <OrgReportSection organizationId={id} named={!own} />,
        invitations: (org, className) =>
          mayInvite && (
            <OrganizationInvitations
              organizationId={org.id}
              organizationName={org.name}
              canWrite={users.write}
              canUpdate={users.update}
              confirmation={confirmation}
              className={className}
            />
          ),
        packages: packages.read
          ? (org) => (
              <>
                <h2 className={sectionHeadingStyle}>{t('organizations.detail.packages')}</h2>
                <OrganizationPackagesList
                  organization={{ id: org.id, name: org.name }}
                  canWrite={had && packages.write}
                  confirmation={confirmation}
                />
              </>
            )
          : null,
        auditPath: check(role, 'AuditLog').read
          ? `${PATHS.audit}?org=${encodeURIComponent(id)}`
          : null,
        machinePath: isAdmin(role) ? recordMachinePath('contract', id) : null,
        setupPath: had && groups.write ? organizationSetupPath(id) : null,
      }}
    />
  );
}

export const texts = [organizationTexts, invitationTexts, packageTexts];
