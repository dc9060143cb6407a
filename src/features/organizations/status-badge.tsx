import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../../../contract/organizations';
import { StatusBadge, type BadgeTone } from '../../ui/status-badge';

const TONE: Record<ContractStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  paused: 'info',
  canceled: 'danger',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} data-status={status}>
      {t(`organizations.status.${status}`)}
    </StatusBadge>
  );
}
