import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  INVITATION_STATUSES,
  type InvitationKind,
  type InvitationRoleGroup,
} from '../../../contract/invitation-constants';
import { css } from '../../../styled-system/css';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchInvitations, useInvitations, type InvitationListQuery } from './api/invitations';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { invitationColumns } from './export-columns';
import { InvitationsTable } from './invitations-table';
import { InviteWizard } from './invite-wizard';
import { ListFilters } from '../../ui/list-filters';
import { readInviteLink, readListQuery, writeListQuery } from './list-params';
import { useInvitationActions } from './use-invitation-actions';
import { TableScroller } from '../../ui/table';
import { RefusedAction, type Refusal } from '../../ui/refused-action';
import { lazyPart } from '../../ui/lazy-part';

// Under the list, loaded after it: the screen shows without waiting for it.
const RecentImports = lazyPart(
  async () => (await import('../../ui/bulk-upload/recent-imports')).RecentImports,
);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const note = css({ color: 'gray.600' });

/** Students are `user` invitations; admins and teachers are both `admin` (staff) invitations. */
export type Audience = 'students' | 'admins' | 'teachers';
export const KIND_OF: Record<Audience, InvitationKind> = {
  students: 'user',
  admins: 'admin',
  teachers: 'admin',
};

/** Which staff invitations a page lists: the teachers page its teachers, the admins page the rest. */
const ROLE_GROUP_OF: Record<Audience, InvitationRoleGroup | undefined> = {
  students: undefined,
  admins: 'staff',
  teachers: 'teachers',
};

export interface InvitationsPageProps {
  audience: Audience;
  canRead: boolean;
  /** Inviting (write). */
  canWrite: boolean;
  /** Resending and cancelling an invitation (update). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  /** Why inviting is refused (shown with its reason instead of hidden); null: say nothing. */
  createRefusal?: Refusal | null;
  /** Teachers: the new-class form with the teacher preset, for who may create classes. */
  giveClassPath?: (teacherId: string) => string;
}

/** /invites/students, /invites/admins, /invites/teachers: the list and the Invite wizard. */
export function InvitationsPage({
  audience,
  canRead,
  canWrite,
  canUpdate,
  confirmation,
  giveClassPath,
  createRefusal,
}: InvitationsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A link from elsewhere opens the wizard at once (for those who may invite).
  const [link] = useState(() => (canWrite ? readInviteLink(params) : null));
  const [inviting, setInviting] = useState(link !== null);
  const kind = KIND_OF[audience];
  const close = () => {
    setInviting(false);
    // Done with the link: a reload or the back button does not open the wizard again.
    if (readInviteLink(params)) setParams(writeListQuery(readListQuery(params)), { replace: true });
  };
  return (
    <section className={page} data-testid="invitations-page" aria-labelledby="invitations-title">
      <div className={header}>
        <h1 id="invitations-title" className={heading}>
          {t(`invitations.titles.${audience}`)}
        </h1>
        {canRead && !canWrite && !canUpdate && <p className={note}>{t('invitations.readOnly')}</p>}
        {canRead && canWrite ? (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setInviting(true)}
            data-testid="invite-open"
          >
            <UserPlus size={16} aria-hidden="true" />
            {t('invitations.invite')}
          </button>
        ) : (
          canRead &&
          createRefusal && (
            <RefusedAction
              label={t('invitations.invite')}
              why={createRefusal}
              testId="invite-refused"
            />
          )
        )}
      </div>
      {canRead ? (
        <InvitationsList
          kind={kind}
          roleGroup={ROLE_GROUP_OF[audience]}
          canUpdate={canUpdate}
          confirmation={confirmation}
          giveClassPath={giveClassPath}
        />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('invitations.noAccess')}
        </p>
      )}
      {canRead && <RecentImports source={{ of: 'invitations', kind }} canWrite={canWrite} />}
      {inviting && (
        <InviteWizard
          kind={kind}
          audience={audience}
          className={link?.className ?? undefined}
          onClose={close}
        />
      )}
    </section>
  );
}

interface InvitationsListProps {
  kind: InvitationKind;
  roleGroup: InvitationRoleGroup | undefined;
  canUpdate: boolean;
  giveClassPath: ((teacherId: string) => string) | undefined;
  confirmation: ConfirmationActor;
}

function InvitationsList(props: InvitationsListProps) {
  const { kind, roleGroup, canUpdate, confirmation, giveClassPath } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useInvitations(kind, { ...query, roleGroup });
  const audience: Audience =
    kind === 'user' ? 'students' : roleGroup === 'teachers' ? 'teachers' : 'admins';
  const act = useInvitationActions(kind, confirmation);
  const go = (next: InvitationListQuery) => setParams(writeListQuery(next));
  return (
    <>
      <ListFilters
        texts="invitations"
        idPrefix="invitation"
        statuses={INVITATION_STATUSES}
        // A changed address (back button, shared link) resets the typed text.
        key={query.search ?? ''}
        search={query.search ?? ''}
        status={query.status}
        onSearch={(search) => go({ pageNumber: 1, search, status: query.status })}
        onStatus={(status) => go({ pageNumber: 1, search: query.search, status })}
      />
      <div className={exportBarStyle}>
        <ExportButton
          testId="invitation-export"
          fileName={`invitations-${audience}`}
          sheetName={t(`invitations.titles.${audience}`)}
          columns={invitationColumns(t, kind === 'user')}
          fetchPage={({ pageNumber }) =>
            fetchInvitations(kind, { ...query, roleGroup, pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="invitations"
        testIdPrefix="invitation"
        filtered={Boolean(query.search || query.status)}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <TableScroller labelledBy="invitations-title" busy={list.isPlaceholderData}>
              <InvitationsTable
                rows={data.result}
                students={kind === 'user'}
                canUpdate={canUpdate}
                onAction={act}
                giveClassPath={giveClassPath}
              />
            </TableScroller>
            <Pager
              keys="invitations"
              testId="invitation-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
    </>
  );
}
