import { Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserOrg } from '../../../contract/users';
import { isClosedStanding } from '../../../machines/contract.machine';
import { css } from '../../../styled-system/css';
import { useMe } from '../../api/me';
import { useFileObjectUrl } from '../../api/files';
import { OrgReportSection } from './org-report';

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', maxInlineSize: '6xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const card = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  padding: '5',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const logo = css({ width: '14', height: '14', borderRadius: 'md', objectFit: 'cover' });
const caption = css({ fontSize: 'xs', color: 'gray.500', textTransform: 'uppercase' });
const orgName = css({ fontSize: 'lg', fontWeight: 'semibold' });
const location = css({ display: 'flex', alignItems: 'center', gap: '1', color: 'gray.600' });

/**
 * The dashboard: a greeting, the active organisation and its report, or instead of the report
 * `platform` (HAD's dashboard shows the platform, not HAD's own seats); above the report its
 * `setup` checklist while steps are left, below it, for those who may see them, its `classes`'
 * progress.
 */
export function HomePage({
  activeOrg,
  platform,
  setup,
  classes,
  showsReport = true,
}: {
  activeOrg: UserOrg | null;
  platform?: ReactNode;
  /** A new organisation's first steps, above its report. */
  setup?: ReactNode;
  classes?: ReactNode;
  /** The contract and its seats are the organisation's managers' (r GroupsManager). */
  showsReport?: boolean;
}) {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const logoUrl = useFileObjectUrl(activeOrg?.group.logoImageName);
  return (
    <section className={page} data-testid="home-page">
      <h1 className={heading}>
        {user ? t('home.welcome', { firstName: user.firstName }) : t('home.welcomeAnonymous')}
      </h1>
      {activeOrg ? (
        <div className={card}>
          {logoUrl ? (
            <img className={logo} src={logoUrl} alt="" />
          ) : (
            <Building2 size={40} aria-hidden="true" />
          )}
          <dl>
            <dt className={caption}>{t('home.activeOrganization')}</dt>
            <dd className={orgName} data-testid="active-org-name">
              {activeOrg.group.name}
            </dd>
            <dt className={caption}>{t('home.location')}</dt>
            <dd className={location} data-testid="active-org-location">
              <MapPin size={14} aria-hidden="true" />
              {activeOrg.group.company_location}
            </dd>
          </dl>
        </div>
      ) : (
        <p>{t('home.noOrganization')}</p>
      )}
      {/* A canceled or ended contract leaves no access to the organisation's figures. */}
      {platform ??
        (activeOrg && !isClosedStanding(activeOrg.group.contract.standing) && (
          <>
            {setup}
            {showsReport && (
              <OrgReportSection key={activeOrg.group.id} organizationId={activeOrg.group.id} />
            )}
            {classes}
          </>
        ))}
    </section>
  );
}
