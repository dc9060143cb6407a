import { useSelector } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCESS_PENDING_MODAL_WIDTH, PROVIDER_SITE_URL } from '../../../contract/constants';
import { css } from '../../../styled-system/css';
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

/** Opens by itself while the active organisation is DEFAULT (a sign-up awaiting an invitation). */
export function AccessPendingModal({ session }: { session: SessionActor }) {
  const { t } = useTranslation();
  const open = useSelector(session, (s) =>
    s.matches({ authenticated: { ready: 'accessPending' } }),
  );
  return (
    <Modal
      open={open}
      onClose={() => session.send({ type: 'CLOSE_ACCESS_PENDING' })}
      title={t('accessPending.title')}
      width={ACCESS_PENDING_MODAL_WIDTH}
      testId="access-pending-modal"
    >
      <p>{t('accessPending.message')}</p>
      <a className={link} href={PROVIDER_SITE_URL} target="_blank" rel="noopener noreferrer">
        {t('accessPending.learnMore')}
        <ExternalLink size={14} aria-hidden="true" />
      </a>
    </Modal>
  );
}
