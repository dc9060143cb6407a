import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { useMeetingReport } from '../../../api/live-classes';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { cellStyle, tableStyle, TableHead, TableScroller } from '../../../ui/table';

const note = css({ color: 'gray.600' });
const COLUMNS = ['name', 'role', 'joinedAt', 'leftAt', 'minutes'] as const;

function time(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
}

function Report({ meetingId, label }: { meetingId: string; label: string }) {
  const { t, i18n } = useTranslation();
  const report = useMeetingReport(meetingId);
  if (report.isPending) return <Spinner />;
  if (report.isError) {
    return (
      <div role="alert" className={alertStyle} data-testid="report-error">
        <p>{translateMessage(report.error.message)}</p>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void report.refetch()}
        >
          {t('liveClassesManager.retry')}
        </button>
      </div>
    );
  }
  if (report.data.attendees.length === 0) {
    return (
      <p className={note} data-testid="report-empty">
        {t('liveClassesManager.reportEmpty')}
      </p>
    );
  }
  // On a phone the table is wider than the dialog: its box scrolls, by keyboard too.
  return (
    <TableScroller label={label}>
      <table className={tableStyle} data-testid="report-table">
        <TableHead
          labels={COLUMNS.map((column) => t(`liveClassesManager.reportColumns.${column}`))}
        />
        <tbody>
          {report.data.attendees.map((attendee) => (
            <tr key={`${attendee.userId}-${attendee.joinedAt}`}>
              <th scope="row" className={cellStyle}>
                {attendee.name}
              </th>
              <td className={cellStyle}>{t(`liveClassesManager.attendeeRole.${attendee.role}`)}</td>
              <td className={cellStyle}>{time(attendee.joinedAt, i18n.language)}</td>
              <td className={cellStyle}>
                {attendee.leftAt
                  ? time(attendee.leftAt, i18n.language)
                  : t('liveClassesManager.stillThere')}
              </td>
              <td className={cellStyle}>{t('liveClasses.minutes', { count: attendee.minutes })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Who joined the class's meeting (teacher and admins), when, and for how long. */
export function MeetingReportModal({
  liveClass,
  onClose,
}: {
  liveClass: LiveClass;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t('liveClassesManager.reportTitle', { title: liveClass.title });
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="report-modal">
      {liveClass.meetingId ? (
        <Report meetingId={liveClass.meetingId} label={title} />
      ) : (
        <p className={note}>{t('liveClassesManager.noMeeting')}</p>
      )}
    </Modal>
  );
}
