import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '../../../contract/roles';
import { css } from '../../../styled-system/css';
import { ApiFailure, toApiFailure } from '../../api/api-failure';
import { useAssignRole } from '../../api/roles';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle, Field, inputStyle } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const fieldError = css({ fontSize: 'sm', color: 'red.700' });

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
      notify('error', apiFailure.message);
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
          <div className={field}>
            <label htmlFor="assign-role" className={label}>
              {t('roles.role')}
            </label>
            <select
              id="assign-role"
              className={inputStyle}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              aria-invalid={fieldErrors.roleId ? true : undefined}
            >
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
            {fieldErrors.roleId && <span className={fieldError}>{fieldErrors.roleId}</span>}
          </div>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {t('confirm.cancel')}
            </button>
            <button
              type="submit"
              className={button({ variant: 'primary' })}
              disabled={!chosen}
              aria-busy={assign.isPending}
              data-testid="assign-role-submit"
            >
              {t('roles.assignSubmit')}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
