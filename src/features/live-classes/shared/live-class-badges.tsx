import { useTranslation } from 'react-i18next';
import type {
  LiveClass,
  LiveClassApproval,
  LiveClassTiming,
} from '../../../../contract/live-classes';
import { timingOf } from '../../../../machines/live-class.machine';
import { css } from '../../../../styled-system/css';
import { StatusBadge, type BadgeTone } from '../../../ui/status-badge';
import { startOf } from './live-class-time';

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

/** Where the machine's clock puts the class now (the service's `timing` was read earlier). */
export const timingNow = (liveClass: LiveClass, now: number): LiveClassTiming =>
  timingOf(startOf(liveClass), liveClass.durationMinutes, now);

/**
 * The class's place in the machine's three regions: Not Started, Live or Finished (on the
 * clock), approved or awaiting approval, and invalid with its reason.
 */
export function LiveClassBadges({ liveClass, now }: { liveClass: LiveClass; now: number }) {
  const { t } = useTranslation();
  const timing = timingNow(liveClass, now);
  const reason = liveClass.invalidReason;
  return (
    <span className={row} data-testid={`live-class-status-${liveClass.id}`}>
      <StatusBadge tone={TIMING_TONE[timing]} data-testid={`live-class-timing-${liveClass.id}`}>
        {t(`liveClasses.timing.${timing}`)}
      </StatusBadge>
      <StatusBadge tone={APPROVAL_TONE[liveClass.approval]}>
        {t(`liveClasses.approval.${liveClass.approval}`)}
      </StatusBadge>
      {liveClass.validity === 'invalid' && (
        <StatusBadge tone="danger" data-testid={`live-class-invalid-${liveClass.id}`}>
          {reason
            ? t('liveClasses.invalidBecause', { reason: t(`liveClasses.reason.${reason}`) })
            : t('liveClasses.validity.invalid')}
        </StatusBadge>
      )}
    </span>
  );
}
