import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../../../contract/invitations';
import { cva } from '../../../styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    paddingInline: '2',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      pending: { bg: 'blue.100', color: 'blue.900' },
      expired: { bg: 'amber.100', color: 'amber.900' },
      accepted: { bg: 'green.100', color: 'green.900' },
      canceled: { bg: 'gray.200', color: 'gray.800' },
    },
  },
});

export function InvitationStatusBadge({ id, status }: { id: string; status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={badge({ status })} data-testid={`invitation-status-${id}`}>
      {t(`invitations.status.${status}`)}
    </span>
  );
}
