import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLE_NUMBER } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { useInvitations } from './api/invitations';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ListStates } from '../../ui/list-states';
import { mutedStyle, sectionHeadingStyle, sectionHeadStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { TableScroller } from '../../ui/table';
import { InvitationsTable } from './invitations-table';
import { InviteWizard } from './invite-wizard';
import { useInvitationActions } from './use-invitation-actions';

const part = css({ display: 'flex', flexDirection: 'column', gap: '3', minInlineSize: '0' });

export interface OrganizationInvitationsProps {
  organizationId: string;
  organizationName: string;
  /** Inviting (w Users). */
  canWrite: boolean;
  /** Resending and cancelling (u Users). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  /** Wraps the section (the page's card style). */
  className?: string;
}

/**
 * One organisation's staff and teacher invitations, from its page: a HAD admin invites its
 * manager and staff into it (`?organizationId=`), whichever organisation is active.
 */
export function OrganizationInvitations({
  organizationId,
  organizationName,
  canWrite,
  canUpdate,
  confirmation,
  className = part,
}: OrganizationInvitationsProps) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const [inviting, setInviting] = useState(false);
  const list = useInvitations('admin', { pageNumber, organizationId });
  const act = useInvitationActions('admin', confirmation, organizationId);
  return (
    <section
      className={className}
      aria-labelledby="org-invitations-title"
      data-testid="org-invitations"
    >
      <div className={sectionHeadStyle}>
        <h2 id="org-invitations-title" className={sectionHeadingStyle}>
          {t('invitations.organization.title')}
        </h2>
        {canWrite && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setInviting(true)}
            data-testid="org-invite-open"
          >
            <UserPlus size={16} aria-hidden="true" />
            {t('invitations.organization.invite', { name: organizationName })}
          </button>
        )}
      </div>
      <p className={mutedStyle}>{t('invitations.organization.hint', { name: organizationName })}</p>
      <ListStates
        list={list}
        keys="invitations"
        testIdPrefix="org-invitation"
        filtered={false}
        pageNumber={pageNumber}
        onFirstPage={() => setPageNumber(1)}
      >
        {(data) => (
          <>
            <TableScroller labelledBy="org-invitations-title" busy={list.isPlaceholderData}>
              <InvitationsTable
                rows={data.result}
                students={false}
                canUpdate={canUpdate}
                onAction={act}
              />
            </TableScroller>
            <Pager
              keys="invitations"
              testId="org-invitation-pagination"
              pagination={data.pagination}
              onPage={setPageNumber}
            />
          </>
        )}
      </ListStates>
      {inviting && (
        <InviteWizard
          kind="admin"
          audience="admins"
          organizationId={organizationId}
          preferRoleNumber={MANAGER_ROLE_NUMBER}
          onClose={() => setInviting(false)}
        />
      )}
    </section>
  );
}
