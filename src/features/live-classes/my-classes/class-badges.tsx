import { useTranslation } from 'react-i18next';
import type {
  LiveClass,
  LiveClassApproval,
  LiveClassTiming,
} from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { StatusBadge, type BadgeTone } from '../../../ui/status-badge';

const row = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });

const TIMING_TONE: Record<LiveClassTiming, BadgeTone> = {
  notStarted: 'info',
  live: 'success',
  finished: 'neutral',
};
const APPROVAL_TONE: Record<LiveClassApproval, BadgeTone> = {
  approved: 'success',
  unapproved: 'warning',
};

/**
 * A class's place in the machine's three regions, in words (the tone only repeats them): the
 * timing as the running actor has it, the approval, and the validity with its reason.
 */
export function ClassBadges({
  liveClass,
  timing,
}: {
  liveClass: LiveClass;
  timing: LiveClassTiming;
}) {
  const { t } = useTranslation();
  const reason = liveClass.invalidReason;
  return (
    <span className={row} data-testid={`my-class-badges-${liveClass.id}`}>
      <StatusBadge tone={TIMING_TONE[timing]} data-testid={`my-class-timing-${liveClass.id}`}>
        {t(`liveClasses.timing.${timing}`)}
      </StatusBadge>
      <StatusBadge tone={APPROVAL_TONE[liveClass.approval]}>
        {t(`liveClasses.approval.${liveClass.approval}`)}
      </StatusBadge>
      <StatusBadge tone={liveClass.validity === 'valid' ? 'neutral' : 'danger'}>
        {liveClass.validity === 'invalid' && reason
          ? t('liveClasses.invalidBecause', { reason: t(`liveClasses.reason.${reason}`) })
          : t(`liveClasses.validity.${liveClass.validity}`)}
      </StatusBadge>
    </span>
  );
}
