import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationRole } from '../../../contract/invitations';
import { useInvitationRoles } from './api/invitations';
import { button } from '../../ui/buttons';
import { alertStyle, SelectField } from '../../ui/field';
import { hint, row } from '../../ui/wizard/styles';

/** The teachers screen starts on the Teacher role when the caller may give it. */
const PREFERRED_TEACHER_ROLE = 'Teacher';

/** What a screen offers: teacher roles on the teachers screen, the others on the admins screen. */
export function rolesFor(roles: readonly InvitationRole[], teachers: boolean): InvitationRole[] {
  return roles.filter((role) => (role.group === 'teachers') === teachers);
}

function presetOf(
  roles: readonly InvitationRole[],
  teachers: boolean,
  preferNumber: number | undefined,
): string | null {
  const preferred =
    roles.find((role) => role.number === preferNumber) ??
    (teachers && roles.find((role) => role.name === PREFERRED_TEACHER_ROLE));
  return (preferred || roles[0])?.name ?? null;
}

export interface RolePickerProps {
  teachers: boolean;
  /** The role number to start on when offered (a new customer's page: its manager). */
  preferNumber?: number | undefined;
  /** The chosen role's name; null until one is chosen (the picker presets it). */
  value: string | null;
  onChange: (value: string) => void;
}

/**
 * The role of typed invitations, picked from what the service says the caller may give
 * (`GET v1/admin-invitations/roles`), never typed: loading, a refusal with a retry, and a clear
 * word when this screen has no role to give.
 */
export function RolePicker({ teachers, preferNumber, value, onChange }: RolePickerProps) {
  const { t } = useTranslation();
  const roles = useInvitationRoles();
  const offered = rolesFor(roles.data ?? [], teachers);
  const preset = presetOf(offered, teachers, preferNumber);
  const known = value !== null && offered.some((role) => role.name === value);

  useEffect(() => {
    // A preset, or a choice the list no longer holds, becomes the first role offered.
    if (roles.isSuccess && !known && preset !== null) onChange(preset);
  }, [roles.isSuccess, known, preset, onChange]);

  if (roles.isError) {
    return (
      <div className={row}>
        <p role="alert" className={alertStyle} data-testid="invite-roles-error">
          {t('invitations.wizard.rolesFailed')}
        </p>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void roles.refetch()}
        >
          {t('invitations.wizard.retryRoles')}
        </button>
      </div>
    );
  }
  if (roles.isSuccess && offered.length === 0) {
    return (
      <p role="status" className={hint} data-testid="invite-roles-empty">
        {t(teachers ? 'invitations.wizard.noTeacherRoles' : 'invitations.wizard.noStaffRoles')}
      </p>
    );
  }
  return (
    <SelectField
      id="invite-role"
      label={t('invitations.wizard.role')}
      value={known ? value : (preset ?? '')}
      onChange={onChange}
      disabled={!roles.isSuccess}
      options={
        roles.isSuccess
          ? offered.map((role) => ({ value: role.name, label: role.name }))
          : [{ value: '', label: t('invitations.wizard.loadingRoles') }]
      }
      hint={t('invitations.wizard.roleHint')}
    />
  );
}

/** The file step's word on the `role` column: the names the service accepts from this caller. */
export function RolesAllowedHint() {
  const { t } = useTranslation();
  const roles = useInvitationRoles();
  if (!roles.isSuccess) return null;
  const names = roles.data.map((role) => role.name);
  return (
    <p className={hint} data-testid="invite-roles-allowed">
      {names.length > 0
        ? t('invitations.wizard.rolesAllowed', { roles: names.join(', ') })
        : t('invitations.wizard.noRolesAllowed')}
    </p>
  );
}
