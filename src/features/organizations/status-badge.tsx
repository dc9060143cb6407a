import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../../../contract/organizations';
import { TableStatusBadge, type ToneTable } from '../../ui/status-badge';

const TONES: ToneTable<ContractStatus> = {
  pending: 'warning',
  active: 'success',
  paused: 'info',
  canceled: 'danger',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <TableStatusBadge status={status} tones={TONES} data-status={status}>
      {t(`organizations.status.${status}`)}
    </TableStatusBadge>
  );
}
