import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserOrg } from '../../../contract/users';
import { css, cx } from '../../../styled-system/css';
import { formatDay } from '../../i18n/format-date';

const banner = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  marginBlockEnd: { base: '3', md: '6' },
  paddingBlock: '3',
  paddingInline: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
});
const paused = css({ bg: 'amber.50', color: 'amber.900', borderColor: 'amber.300' });
const closed = css({ bg: 'red.50', color: 'red.900', borderColor: 'red.300' });
const icon = css({ flexShrink: 0, marginBlockStart: '0.5' });
// A long organisation name wraps instead of widening a phone's page.
const text = css({ minWidth: 0, overflowWrap: 'anywhere' });

/**
 * Says, above every screen, what the active organisation's contract means for its members when
 * it is not in force: paused (everything reads, nothing changes: the session's rights are
 * read-only, so the screens show no write buttons), canceled or ended (no access until it is
 * reactivated or extended; nothing is deleted). A status region, so screen readers announce it.
 */
export function ContractBanner({ org }: { org: UserOrg | null }) {
  const { t, i18n } = useTranslation();
  const contract = org?.group.contract;
  if (!org || !contract || contract.standing === 'inForce') return null;
  return (
    <div
      role="status"
      className={cx(banner, contract.standing === 'paused' ? paused : closed)}
      data-testid="contract-banner"
      data-standing={contract.standing}
    >
      <AlertTriangle size={18} aria-hidden="true" className={icon} />
      <p className={text}>
        {t(`contract.banner.${contract.standing}`, {
          name: org.group.name,
          date: formatDay(contract.endsAt, i18n.language),
        })}
      </p>
    </div>
  );
}
