import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../../../contract/organizations';
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
      pending: { bg: 'amber.100', color: 'amber.900' },
      active: { bg: 'green.100', color: 'green.900' },
      paused: { bg: 'blue.100', color: 'blue.900' },
      canceled: { bg: 'red.100', color: 'red.900' },
    },
  },
});

export function StatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <span className={badge({ status })} data-status={status}>
      {t(`organizations.status.${status}`)}
    </span>
  );
}
