import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { mediaUrl } from '../../../api/media';
import { Modal } from '../../../ui/modal';
import { LiveClassStatus, timingNow } from '../shared/live-class-status';
import { formatHours, formatStart } from '../shared/live-class-time';
import { useClock } from '../shared/use-clock';
import { useLevelTitle } from '../shared/use-level-title';
import { Rate } from '../shared/reviews-list';
import { RowActions, type ManagerAction, type ReadAction } from './row-actions';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '2',
  '& dt': { fontWeight: 'medium', color: 'gray.700' },
});
const machineLink = css({ color: 'brand.700', textDecoration: 'underline', fontSize: 'sm' });
const cover = css({ maxBlockSize: '40', maxInlineSize: '100%', objectFit: 'contain' });

export interface LiveClassDetailsModalProps {
  liveClass: LiveClass;
  canWrite: boolean;
  canUpdate: boolean;
  canEnter: boolean;
  busy: boolean;
  onAction: (action: ManagerAction, liveClass: LiveClass) => void;
  onOpen: (what: ReadAction, liveClass: LiveClass) => void;
  onClose: () => void;
  /** Its machine on the QA page (admins only). */
  machinePath?: ((liveClassId: string) => string) | undefined;
}

/** A class's facts and status, with the same buttons as its row (the calendar opens this). */
export function LiveClassDetailsModal(props: LiveClassDetailsModalProps) {
  const { liveClass, onClose } = props;
  const now = useClock([liveClass]);
  const { t, i18n } = useTranslation();
  const levelTitle = useLevelTitle();
  const language = i18n.language;
  const rows: [string, React.ReactNode][] = [
    [
      'startsAt',
      `${formatStart(liveClass.startsAt, language)} (${formatHours(liveClass, language)})`,
    ],
    ['durationMinutes', t('liveClasses.minutes', { count: liveClass.durationMinutes })],
    ['teacherId', liveClass.teacherName ?? t('liveClasses.noTeacher')],
    ['level', levelTitle(liveClass) ?? t('liveClasses.none')],
    ['users', t('liveClasses.usersRange', { min: liveClass.minUsers, max: liveClass.maxUsers })],
    ['tag', liveClass.tag ?? t('liveClasses.none')],
    [
      'rating',
      liveClass.rating === null ? (
        t('liveClasses.noRating')
      ) : (
        <>
          <Rate rate={Math.round(liveClass.rating)} />{' '}
          {t('liveClasses.ratingCount', {
            rate: liveClass.rating,
            count: liveClass.reviewsCount,
          })}
        </>
      ),
    ],
  ];
  return (
    <Modal open onClose={onClose} title={liveClass.title} size="md" testId="live-class-details">
      <div className={body}>
        <LiveClassStatus
          liveClass={liveClass}
          timing={timingNow(liveClass, now)}
          reader="manager"
          testIdPrefix="live-class"
        />
        {liveClass.coverImage && (
          <img
            src={mediaUrl(liveClass.coverImage)}
            alt={t('liveClasses.fields.coverImage')}
            className={cover}
          />
        )}
        <dl className={facts}>
          {rows.map(([key, value]) => (
            <div key={key} className={css({ display: 'contents' })}>
              <dt>{t(`liveClasses.details.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {props.machinePath && (
          <Link
            to={props.machinePath(liveClass.id)}
            className={machineLink}
            data-testid="live-class-machine-link"
          >
            {t('liveClasses.details.machine')}
          </Link>
        )}
        <RowActions
          liveClass={liveClass}
          canWrite={props.canWrite}
          canUpdate={props.canUpdate}
          canEnter={props.canEnter}
          busy={props.busy}
          onAction={props.onAction}
          onOpen={props.onOpen}
        />
      </div>
    </Modal>
  );
}
