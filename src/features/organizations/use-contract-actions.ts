import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractAction, Organization } from '../../../contract/organizations';
import { toApiFailure } from '../../api/api-failure';
import {
  contractImpactKey,
  fetchContractImpact,
  organizationsKey,
  runContractAction,
} from '../../api/organizations';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';
import { impactLines, type ImpactAction } from './impact-lines';

/** Actions that take something away: the dialog says what they do before the user confirms. */
const NEEDS_IMPACT: readonly ContractAction[] = ['pause', 'cancel'] satisfies ImpactAction[];
const needsImpact = (action: ContractAction): action is ImpactAction =>
  NEEDS_IMPACT.includes(action);

/** Notices of SPEC section 8 ("Organization paused successfully"), by action. */
const NOTICE: Record<ContractAction, string> = {
  activate: 'organizations.notices.activated',
  pause: 'organizations.notices.paused',
  reactivate: 'organizations.notices.reactivated',
  cancel: 'organizations.notices.canceled',
};

/**
 * Asks before a contract action, through the one confirmation dialog; the action then reports
 * its outcome as a toast (a refused move shows the server's message, e.g. a 409).
 */
export function useContractActions(confirmation: ConfirmationActor) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();

  /** The effects with the service's counts, a sentence a line (the dialog shows each apart). */
  const impactText = async (org: Organization, action: ImpactAction): Promise<string> => {
    try {
      const impact = await client.fetchQuery({
        queryKey: contractImpactKey(org.id),
        queryFn: () => fetchContractImpact(org.id),
        staleTime: 0,
      });
      return impactLines(t, i18n.language, action, org, impact).join('\n');
    } catch {
      return t('organizations.impactUnknown');
    }
  };

  return async (org: Organization, action: ContractAction): Promise<void> => {
    const question = t(`organizations.confirm.${action}`, { name: org.name });
    const message = needsImpact(action)
      ? `${await impactText(org, action)}\n${question}`
      : question;
    confirmation.send({
      type: 'OPEN',
      title: t(`organizations.confirmTitle.${action}`, { name: org.name }),
      message,
      buttons: {
        confirm: { title: t(`organizations.actions.${action}`), danger: action === 'cancel' },
      },
      action: async () => {
        try {
          const { message: done } = await runContractAction(org.id, action);
          notify('success', done || NOTICE[action]);
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        } finally {
          await client.invalidateQueries({ queryKey: organizationsKey });
        }
      },
    });
  };
}
