import { useSelector } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_PENDING_MODAL_WIDTH, PROVIDER_SITE_URL } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
import { JoinOrganizationForm } from '../../features/access/join-organization-form';
import { button } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import type { SessionActor } from '../actors/app-actors';

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

/** Opens by itself while the active organisation is DEFAULT (a sign-up awaiting an invitation). */
export function AccessPendingModal({ session }: { session: SessionActor }) {
  const { t } = useTranslation();
  const open = useSelector(session, (s) =>
    s.matches({ authenticated: { ready: 'accessPending' } }),
  );
  const [joining, setJoining] = useState(false);
  const close = () => {
    setJoining(false);
    session.send({ type: 'CLOSE_ACCESS_PENDING' });
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('accessPending.title')}
      width={ACCESS_PENDING_MODAL_WIDTH}
      testId="access-pending-modal"
    >
      <p>{t('accessPending.message')}</p>
      <a className={link} href={PROVIDER_SITE_URL} target="_blank" rel="noopener noreferrer">
        {t('accessPending.learnMore')}
        <ExternalLink size={14} aria-hidden="true" />
      </a>
      {joining ? (
        <JoinOrganizationForm onCancel={() => setJoining(false)} />
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
