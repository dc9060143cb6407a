import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../../../contract/invitations';
import { StatusBadge, type BadgeTone } from '../../ui/status-badge';

const TONE: Record<InvitationStatus, BadgeTone> = {
  pending: 'info',
  expired: 'warning',
  accepted: 'success',
  canceled: 'neutral',
};

export function InvitationStatusBadge({ id, status }: { id: string; status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} data-testid={`invitation-status-${id}`}>
      {t(`invitations.status.${status}`)}
    </StatusBadge>
  );
}
