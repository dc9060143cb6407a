import { useSelector } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_PENDING_MODAL_WIDTH, DEFAULT_ORG_NAME } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { useEnvironment } from '../../api/environment';
import { JoinOrganizationForm } from '../../features/access/join-organization-form';
import { isClosedStanding } from '../../../machines/contract.machine';
import { button } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import type { SessionActor } from '../actors/app-actors';
import { ClosedOrganizationNotice } from './closed-organization-notice';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  marginBlockStart: '4',
  color: 'brand.700',
  fontWeight: 'medium',
  textDecoration: 'underline',
});

const actions = css({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: '6' });

/**
 * Opens by itself while the member waits for access: a sign-up in DEFAULT awaiting an
 * invitation, or a member of an organisation whose contract was canceled or has ended (told
 * which, that nothing was deleted, and offered their other organisations). Either may join
 * another organisation with a code. Opened from the organisation menu by a member who is not
 * waiting, it is only that: the join form.
 */
export function AccessPendingModal({ session }: { session: SessionActor }) {
  const { t } = useTranslation();
  const open = useSelector(session, (s) =>
    s.matches({ authenticated: { ready: 'accessPending' } }),
  );
  const { activeOrg, orgs } = useSelector(session, (s) => s.context);
  const standing = activeOrg?.group.contract.standing;
  const closed =
    activeOrg && standing && isClosedStanding(standing) ? { org: activeOrg, standing } : null;
  const waiting = closed !== null || activeOrg?.group.name === DEFAULT_ORG_NAME;
  const [joining, setJoining] = useState(false);
  // The provider's site is the deployment's (ABOUT_URL): no link when it names none.
  const aboutUrl = useEnvironment(open && waiting && !closed).data?.aboutUrl;
  const close = () => {
    setJoining(false);
    session.send({ type: 'CLOSE_ACCESS_PENDING' });
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={
        closed
          ? t('contract.noAccessTitle', { name: closed.org.group.name })
          : waiting
            ? t('accessPending.title')
            : t('join.another')
      }
      width={ACCESS_PENDING_MODAL_WIDTH}
      testId="access-pending-modal"
    >
      {closed ? (
        <ClosedOrganizationNotice {...closed} orgs={orgs} />
      ) : waiting ? (
        <>
          <p>{t('accessPending.message')}</p>
          {aboutUrl && (
            <a className={link} href={aboutUrl} target="_blank" rel="noopener noreferrer">
              {t('accessPending.learnMore')}
              <ExternalLink size={14} aria-hidden="true" />
            </a>
          )}
        </>
      ) : (
        <p>{t('join.anotherText')}</p>
      )}
      {joining || !waiting ? (
        <JoinOrganizationForm onCancel={waiting ? () => setJoining(false) : close} />
      ) : (
        <div className={actions}>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setJoining(true)}
            data-testid="join-open"
          >
            {t('join.open')}
          </button>
        </div>
      )}
    </Modal>
  );
}
