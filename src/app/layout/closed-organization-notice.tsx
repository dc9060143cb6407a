import { useSelector } from '@xstate/react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClosedStanding } from '../../../contract/organizations';
import type { UserOrg } from '../../../contract/users';
import { css } from '../../../styled-system/css';
import { formatDay } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import { useOrgSwitchActor } from '../actors/actors-context';

const hint = css({ marginBlockStart: '3', color: 'gray.700' });
const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  marginBlockStart: '3',
  listStyle: 'none',
  padding: '0',
});

export interface ClosedOrganizationNoticeProps {
  org: UserOrg;
  /** Its contract's standing: canceled, or past its end date. */
  standing: ClosedStanding;
  /** Every membership of the person; the others are offered to switch to. */
  orgs: UserOrg[];
}

/**
 * What a member of an organisation whose contract was canceled or has ended is told: why (and
 * that nothing was deleted), then a button for each of their other organisations, which
 * switches to it as the sidebar's menu does; with none, that a join code opens another.
 */
export function ClosedOrganizationNotice({ org, standing, orgs }: ClosedOrganizationNoticeProps) {
  const { t, i18n } = useTranslation();
  const orgSwitch = useOrgSwitchActor();
  const busy = useSelector(orgSwitch, (s) => !s.matches('idle'));
  const others = orgs.filter((other) => other.group.id !== org.group.id);
  return (
    <>
      <p>
        {t(`contract.banner.${standing}`, {
          name: org.group.name,
          date: formatDay(org.group.contract.endsAt, i18n.language),
        })}
      </p>
      <p className={hint}>{t(others.length > 0 ? 'contract.switchHint' : 'contract.joinHint')}</p>
      {others.length > 0 && (
        <ul className={list} aria-label={t('orgs.menu')}>
          {others.map((other) => (
            <li key={other.group.id}>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={busy}
                onClick={() => orgSwitch.send({ type: 'SWITCH', groupId: other.group.id })}
                data-testid={`closed-switch-${other.group.id}`}
              >
                <ArrowLeftRight size={16} aria-hidden="true" />
                {t('contract.switchTo', { name: other.group.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
