import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../../../contract/invitations';
import { TableStatusBadge, type ToneTable } from '../../ui/status-badge';

const TONES: ToneTable<InvitationStatus> = {
  pending: 'info',
  expired: 'warning',
  accepted: 'success',
  canceled: 'neutral',
};

export function InvitationStatusBadge({ id, status }: { id: string; status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <TableStatusBadge status={status} tones={TONES} data-testid={`invitation-status-${id}`}>
      {t(`invitations.status.${status}`)}
    </TableStatusBadge>
  );
}
