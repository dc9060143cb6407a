import { useQueryClient } from '@tanstack/react-query';
import { Columns2, Eye, Pencil, Plus, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '../../../contract/roles';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { deleteRole, fetchRoles, rolesKey, useRoles } from '../../api/roles';
import { useFormatNumber } from '../../i18n/format-number';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton } from '../../ui/export/export-button';
import { onePage } from '../../ui/export/use-list-export';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { scrollerStyle } from '../../ui/table';
import { notify } from '../../ui/toast';
import { AssignRoleModal } from './assign-role-modal';
import { roleColumns } from './export-columns';
import { lazyPart } from '../../ui/lazy-part';

// The form (with zod and the contract's rules) loads when it opens, not with the list.
const RoleFormModal = lazyPart(async () => (await import('./role-form-modal')).RoleFormModal);
const CompareRolesModal = lazyPart(
  async () => (await import('./compare-roles-modal')).CompareRolesModal,
);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '5xl' });
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', marginInlineEnd: 'auto' });
const table = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
const cell = css({
  paddingBlock: '2',
  paddingInline: '3',
  textAlign: 'start',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' });
const note = css({ color: 'gray.600' });

export interface RolesPageProps {
  canRead: boolean;
  /** w Roles: create and delete roles. */
  canWrite: boolean;
  /** u Roles: change a role that exists; without it the pencil opens the role read-only. */
  canUpdate: boolean;
  /** u Users: give a member of the active organisation another role (`updateUserRole`). */
  canAssign: boolean;
  confirmation: ConfirmationActor;
  /** Given when the viewer may preview the console as a role (an admin, or w Roles). */
  onViewAs?: ((role: RoleSummary) => void) | undefined;
}

type Editing = { role: RoleSummary | null; readOnly: boolean } | null;

/** Roles management (r Roles to see, w Roles to create and delete, u Roles to change). */
export function RolesPage({
  canRead,
  canWrite,
  canUpdate,
  canAssign,
  confirmation,
  onViewAs,
}: RolesPageProps) {
  const { t } = useTranslation();
  if (!canRead) {
    return (
      <section className={page} data-testid="roles-page">
        <h1 className={heading}>{t('nav.roles')}</h1>
        <p role="alert" className={alertStyle}>
          {t('roles.noAccess')}
        </p>
      </section>
    );
  }
  return (
    <RolesList
      canWrite={canWrite}
      canUpdate={canUpdate}
      canAssign={canAssign}
      confirmation={confirmation}
      onViewAs={onViewAs}
    />
  );
}

function RolesList({
  canWrite,
  canUpdate,
  canAssign,
  confirmation,
  onViewAs,
}: Omit<RolesPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const client = useQueryClient();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [assigning, setAssigning] = useState<{ roleId: string | null } | null>(null);
  const [comparing, setComparing] = useState(false);

  const askDelete = (role: RoleSummary) =>
    confirmation.send({
      type: 'OPEN',
      title: t('roles.deleteTitle'),
      message: t('roles.deleteConfirm', { name: role.name }),
      action: async () => {
        try {
          const { message } = await deleteRole(role.id);
          notify('success', message || 'roles.deleted');
          await client.invalidateQueries({ queryKey: rolesKey });
        } catch (error) {
          // A role still held answers 409 with "held by N": shown as it is.
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });

  return (
    <section className={page} data-testid="roles-page" aria-labelledby="roles-title">
      <div className={header}>
        <h1 id="roles-title" className={heading}>
          {t('nav.roles')}
        </h1>
        <ExportButton
          testId="roles-export"
          fileName="roles"
          sheetName={t('nav.roles')}
          columns={roleColumns(t)}
          fetchPage={async () => onePage(await fetchRoles())}
          disabled={!roles.data?.length}
        />
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => setComparing(true)}
          disabled={(roles.data?.length ?? 0) < 2}
          data-testid="roles-compare-open"
        >
          <Columns2 size={16} aria-hidden="true" />
          {t('roles.compare.open')}
        </button>
        {canAssign && (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setAssigning({ roleId: null })}
            disabled={!roles.data?.length}
            data-testid="roles-assign"
          >
            <UserPlus size={16} aria-hidden="true" />
            {t('roles.assign')}
          </button>
        )}
        {canWrite && (
          <>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              onClick={() => setEditing({ role: null, readOnly: false })}
              data-testid="roles-create"
            >
              <Plus size={16} aria-hidden="true" />
              {t('roles.create')}
            </button>
          </>
        )}
      </div>
      {!canWrite && !canUpdate && <p className={note}>{t('roles.readOnly')}</p>}
      {roles.isPending ? (
        <Spinner />
      ) : roles.isError ? (
        <div role="alert" className={alertStyle} data-testid="roles-error">
          <p>{translateMessage(roles.error.message)}</p>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void roles.refetch()}
          >
            {t('roles.retry')}
          </button>
        </div>
      ) : roles.data.length === 0 ? (
        <p className={note} data-testid="roles-empty">
          {t('roles.empty')}
        </p>
      ) : (
        <div className={scrollerStyle}>
          <table className={table} data-testid="roles-table">
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {t('roles.name')}
                </th>
                <th scope="col" className={cell}>
                  {t('roles.number')}
                </th>
                <th scope="col" className={cell}>
                  {t('roles.holders')}
                </th>
                <th scope="col" className={cell}>
                  <span className={css({ srOnly: true })}>{t('roles.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.data.map((role) => (
                <tr key={role.id} data-testid={`role-row-${role.id}`}>
                  <th scope="row" className={cell}>
                    {role.name}
                  </th>
                  <td className={cell}>{formatNumber(role.number)}</td>
                  <td className={cell}>{formatNumber(role.holders)}</td>
                  <td className={cell}>
                    <div className={actions}>
                      <button
                        type="button"
                        className={button({ variant: 'ghost' })}
                        onClick={() => setEditing({ role, readOnly: !canUpdate })}
                        aria-label={t(canUpdate ? 'roles.editNamed' : 'roles.viewNamed', {
                          name: role.name,
                        })}
                      >
                        <Pencil size={16} aria-hidden="true" />
                      </button>
                      {onViewAs && (
                        <button
                          type="button"
                          className={button({ variant: 'ghost' })}
                          onClick={() => onViewAs(role)}
                          aria-label={t('roles.viewAsNamed', { name: role.name })}
                          title={t('roles.viewAsNamed', { name: role.name })}
                          data-testid={`role-view-as-${role.id}`}
                        >
                          <Eye size={16} aria-hidden="true" />
                        </button>
                      )}
                      {canAssign && (
                        <button
                          type="button"
                          className={button({ variant: 'ghost' })}
                          onClick={() => setAssigning({ roleId: role.id })}
                          aria-label={t('roles.assignNamed', { name: role.name })}
                        >
                          <UserPlus size={16} aria-hidden="true" />
                        </button>
                      )}
                      {canWrite && (
                        <button
                          type="button"
                          className={button({ variant: 'ghost' })}
                          onClick={() => askDelete(role)}
                          aria-label={t('roles.deleteNamed', { name: role.name })}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <RoleFormModal
          role={editing.role}
          readOnly={editing.readOnly}
          onClose={() => setEditing(null)}
        />
      )}
      {comparing && roles.data && (
        <CompareRolesModal roles={roles.data} onClose={() => setComparing(false)} />
      )}
      {assigning && roles.data && (
        <AssignRoleModal
          roles={roles.data}
          roleId={assigning.roleId}
          onClose={() => setAssigning(null)}
        />
      )}
    </section>
  );
}
