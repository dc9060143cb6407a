import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Guest } from '../../../contract/people';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useAssignUser, useOrganizationOptions } from '../../api/people';
import { useRoles } from '../../api/roles';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { FormActions } from '../../ui/form-actions';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });

export interface AssignModalProps {
  guest: Guest;
  confirmation: ConfirmationActor;
  onClose: () => void;
}

/**
 * Choose an organisation (not DEFAULT) and a role, then confirm; the outcome is a toast (a
 * refusal, e.g. no seats left, shows the server's message) and the guest leaves the list.
 */
export function AssignModal({ guest, confirmation, onClose }: AssignModalProps) {
  const { t } = useTranslation();
  const organizations = useOrganizationOptions();
  const roles = useRoles();
  const assign = useAssignUser();
  const [organizationId, setOrganizationId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [tried, setTried] = useState(false);
  const name = `${guest.firstName} ${guest.lastName}`;
  const orgOptions = (organizations.data ?? [])
    .filter((org) => org.name !== DEFAULT_ORG_NAME)
    .map((org) => ({ value: org.id, label: org.name }));
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  const choose = { value: '', label: t('guests.choose') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!organizationId || !roleId) return;
    const organization = orgOptions.find((o) => o.value === organizationId)?.label ?? '';
    const role = roleOptions.find((r) => r.value === roleId)?.label ?? '';
    confirmation.send({
      type: 'OPEN',
      title: 'guests.confirmTitle',
      message: t('guests.confirmMessage', { name, organization, role }),
      buttons: { confirm: { title: 'guests.confirm' } },
      action: async () => {
        try {
          await assign.mutateAsync({ id: guest.id, body: { organizationId, roleId } });
          notify('success', 'guests.assigned');
          onClose();
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('guests.assignNamed', { name })}
      size="sm"
      testId="assign-modal"
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('guests.assignNamed', { name })}>
        <fieldset className={form} disabled={assign.isPending}>
          <SelectField
            id="assign-organization"
            label={t('guests.organization')}
            value={organizationId}
            onChange={setOrganizationId}
            options={[choose, ...orgOptions]}
            error={tried && !organizationId ? 'guests.required' : undefined}
            required
          />
          <SelectField
            id="assign-role"
            label={t('guests.role')}
            value={roleId}
            onChange={setRoleId}
            options={[choose, ...roleOptions]}
            error={tried && !roleId ? 'guests.required' : undefined}
            required
          />
          <FormActions
            onCancel={onClose}
            submitTestId="assign-submit"
            submitLabel={t('guests.submit')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
