import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '../../../contract/roles';
import { css } from '../../../styled-system/css';
import { ApiFailure, toApiFailure } from '../../api/api-failure';
import { useAssignRole } from '../../api/roles';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, Field, SelectField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { FormActions } from '../../ui/form-actions';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });

export interface AssignRoleModalProps {
  roles: readonly RoleSummary[];
  /** The role chosen from its row, if any. */
  roleId: string | null;
  onClose: () => void;
}

/** Gives a member of the active organisation a role, named by e-mail. */
export function AssignRoleModal({ roles, roleId, onClose }: AssignRoleModalProps) {
  const { t } = useTranslation();
  const assign = useAssignRole();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState(roleId ?? roles[0]?.id ?? '');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const fieldErrors = failure?.fieldErrors ?? {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending) return;
    setFailure(null);
    try {
      const { message } = await assign.mutateAsync({ email: email.trim(), roleId: chosen });
      notify('success', message || 'roles.roleUpdated');
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('roles.assign')} size="sm" testId="assign-role-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('roles.assign')}>
        <fieldset className={form} disabled={assign.isPending}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="assign-role-error">
              {translateMessage(failure.message)}
            </p>
          )}
          <Field
            id="assign-email"
            label={t('auth.email')}
            type="email"
            autoComplete="off"
            required
            autoFocus
            value={email}
            onChange={setEmail}
            error={fieldErrors.email ?? fieldErrors.userId}
          />
          <SelectField
            id="assign-role"
            label={t('roles.role')}
            value={chosen}
            onChange={setChosen}
            error={fieldErrors.roleId}
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
          />
          <FormActions
            onCancel={onClose}
            disabled={!chosen}
            busy={assign.isPending}
            submitTestId="assign-role-submit"
            submitLabel={t('roles.assignSubmit')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
