import { ArrowLeft, ScrollText, Workflow } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Organization } from '../../../../contract/organizations';
import { css } from '../../../../styled-system/css';
import { useOrganization } from '../../../api/organizations';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { alertStyle } from '../../../ui/field';
import { LoadFailure } from '../../../ui/load-failure';
import { mutedStyle, titleStyle } from '../../../ui/page-styles';
import { Spinner } from '../../../ui/spinner';
import { localToday } from '../dates';
import { lazyPart } from '../../../ui/lazy-part';

const OrganizationFormModal = lazyPart(
  async () => (await import('../organization-form-modal')).OrganizationFormModal,
);
import { SetupBanner } from '../setup/setup-banner';
import { useContractActions } from '../use-contract-actions';
import { ContractCard } from './contract-card';
import { MembersSection } from './members-section';
import { cardStyle } from './styles';

const pageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxInlineSize: '7xl',
  minInlineSize: '0',
});
const headStyle = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const nameStyle = css({ marginInlineEnd: 'auto' });
// The back arrow points to where the list is: the start of the line, in either direction.
const backIcon = css({ _rtl: { transform: 'scaleX(-1)' } });

/** What the route composes around the organisation (from other features), once it is loaded. */
export interface OrganizationParts {
  seats: ReactNode;
  invitations: (org: Organization, className: string) => ReactNode;
  packages: ((org: Organization) => ReactNode) | null;
  /** Where its audit entries are read, when the caller may read the trail. */
  auditPath: string | null;
  /** Its contract's machine on the QA page, for admins. */
  machinePath?: string | null;
  /** Where its guided set-up continues, for the platform (HAD) while it is pending. */
  setupPath?: string | null;
}

export interface OrganizationPageProps {
  id: string;
  canRead: boolean;
  /** Editing it (u GroupsManager); with `canManageContracts`, its contract actions. */
  canUpdate: boolean;
  /** Acting for the platform owner (HAD): its contract terms and actions. */
  canManageContracts: boolean;
  confirmation: ConfirmationActor;
  listPath: string;
  parts: OrganizationParts;
}

/**
 * /organizations/:id: one organisation's own page: its contract (status explained, file under
 * its own name), seats in use, people, staff invitations (its manager invited from here,
 * whichever organisation is active), packages and a way to its audit entries.
 */
export function OrganizationPage({ id, canRead, listPath, ...rest }: OrganizationPageProps) {
  const { t } = useTranslation();
  const org = useOrganization(id, canRead);
  const back = (
    <Link to={listPath} className={button({ variant: 'ghost' })} data-testid="org-back">
      <ArrowLeft size={16} aria-hidden="true" className={backIcon} />
      {t('nav.organizations')}
    </Link>
  );
  let body: ReactNode;
  if (!canRead) {
    body = (
      <p role="alert" className={alertStyle}>
        {t('organizations.noAccess')}
      </p>
    );
  } else if (org.isPending) {
    body = <Spinner label={t('organizations.detail.loading')} />;
  } else if (org.isError) {
    body = (
      <LoadFailure
        error={org.error}
        onRetry={org.refetch}
        retryLabel={t('organizations.retry')}
        testId="org-detail-error"
      />
    );
  } else {
    return <Loaded org={org.data} back={back} {...rest} />;
  }
  return (
    <section className={pageStyle} data-testid="organization-page">
      {back}
      <h1 className={titleStyle}>{t('organizations.detail.title')}</h1>
      {body}
    </section>
  );
}

type LoadedProps = Omit<OrganizationPageProps, 'id' | 'canRead' | 'listPath'> & {
  org: Organization;
  back: ReactNode;
};

function Loaded({ org, back, canUpdate, canManageContracts, confirmation, parts }: LoadedProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const askAction = useContractActions(confirmation);
  const [today] = useState(localToday);
  return (
    <section
      className={pageStyle}
      data-testid="organization-page"
      aria-labelledby="organization-title"
    >
      {back}
      <div className={headStyle}>
        <div className={nameStyle}>
          <h1 id="organization-title" className={titleStyle}>
            <bdi>{org.name}</bdi>
          </h1>
          <p className={mutedStyle}>
            <bdi>{org.company_location}</bdi>
          </p>
        </div>
        {parts.auditPath && (
          <Link
            to={parts.auditPath}
            className={button({ variant: 'secondary' })}
            data-testid="org-audit-link"
          >
            <ScrollText size={16} aria-hidden="true" />
            {t('organizations.detail.audit')}
          </Link>
        )}
        {parts.machinePath && (
          <Link
            to={parts.machinePath}
            className={button({ variant: 'secondary' })}
            data-testid="org-machine-link"
          >
            <Workflow size={16} aria-hidden="true" />
            {t('organizations.detail.machine')}
          </Link>
        )}
      </div>
      {parts.setupPath && org.contractStatus === 'pending' && (
        <SetupBanner organizationId={org.id} setupPath={parts.setupPath} />
      )}
      <ContractCard
        org={org}
        today={today}
        canUpdate={canUpdate}
        canManageContracts={canManageContracts}
        onEdit={() => setEditing(true)}
        onAction={(action) => askAction(org, action)}
      />
      <div className={cardStyle}>{parts.seats}</div>
      {parts.invitations(org, cardStyle)}
      <MembersSection organizationId={org.id} />
      {parts.packages && (
        <section
          className={cardStyle}
          aria-label={t('organizations.detail.packages')}
          data-testid="org-packages"
        >
          {parts.packages(org)}
        </section>
      )}
      {editing && (
        <OrganizationFormModal
          org={org}
          canEditTerms={canManageContracts}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
