import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invitation, InvitationKind } from '../../../contract/invitations';
import { toApiFailure } from '../../api/api-failure';
import { cancelInvitation, refreshInvitations, resendInvitation } from './api/invitations';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';

export type RowAction = 'resend' | 'cancel';

/**
 * Resend and cancel go through the one confirmation dialog; the outcome is a toast with the
 * server's message (its refusal too), then the list is fetched again.
 */
export function useInvitationActions(
  kind: InvitationKind,
  confirmation: ConfirmationActor,
  organizationId?: string,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (action: RowAction, invitation: Invitation) => {
    const values = { email: invitation.email };
    confirmation.send({
      type: 'OPEN',
      title: t(`invitations.confirm.${action}Title`, values),
      message: t(`invitations.confirm.${action}Message`, values),
      buttons: {
        confirm: { title: t(`invitations.actions.${action}`), danger: action === 'cancel' },
      },
      action: async () => {
        try {
          const run = action === 'resend' ? resendInvitation : cancelInvitation;
          const { message } = await run(kind, invitation.id, organizationId);
          notify('success', message || `invitations.notices.${action}`);
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        } finally {
          await refreshInvitations(client);
        }
      },
    });
  };
}
