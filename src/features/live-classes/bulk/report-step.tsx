import { useSelector } from '@xstate/react';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  LIVE_CLASS_BULK_MESSAGES,
  type LiveClassSheetRow,
} from '../../../../contract/live-classes-bulk';
import { css } from '../../../../styled-system/css';
import { useFormatNumber } from '../../../i18n/format-number';
import { BulkDoneStep } from '../../../ui/bulk-upload/done-step';
import { BulkReportStep } from '../../../ui/bulk-upload/report-step';
import { cellStyle, tableStyle } from '../../../ui/table';
import { RowErrors } from '../../../ui/wizard/report-parts';
import { good, hint } from '../../../ui/wizard/styles';
import { formatStart } from '../shared/live-class-time';
import type { LiveClassBulkActor } from './bulk-logic';
import { FailureAlert } from './failure-alert';
import { messageText, rowErrorText } from './messages';

const top = css({ verticalAlign: 'top' });
const FIGURES = ['total', 'valid', 'invalid'] as const;
const COLUMNS = ['row', 'title', 'duration', 'start', 'result'] as const;

/** Step 2: what the dry run found, before anything is written; then the commit. */
export function ReportStep({ actor }: { actor: LiveClassBulkActor }) {
  const { t } = useTranslation();
  const { report, error } = useSelector(actor, (s) => s.context);
  const committing = useSelector(actor, (s) => s.matches('committing'));
  if (!report) return null;
  const values = { total: report.totalRows, valid: report.validRows, invalid: report.invalidRows };
  return (
    <BulkReportStep
      testIdPrefix="sheet"
      figures={FIGURES.map((name) => ({
        name,
        label: t(`liveClassesBulk.report.${name}`),
        value: values[name],
      }))}
      note={<p className={hint}>{t('liveClassesBulk.report.zone', { zone: report.timeZone })}</p>}
      caption={t('liveClassesBulk.report.caption')}
      columns={COLUMNS.map((column) => t(`liveClassesBulk.report.columns.${column}`))}
      rows={report.rows}
      renderRow={(row) => <ReportRow key={row.row} row={row} />}
      validRows={report.validRows}
      previewOnly={t('liveClassesBulk.report.previewOnly')}
      failure={error && <FailureAlert failure={error} />}
      back={{
        label: t('liveClassesBulk.back'),
        disabled: committing,
        onClick: () => actor.send({ type: 'BACK' }),
      }}
      commit={{
        label: committing
          ? t('liveClassesBulk.creating')
          : t('liveClassesBulk.commit', { count: report.validRows }),
        disabled: committing || report.validRows === 0,
        busy: committing,
        icon: <CalendarPlus size={16} aria-hidden="true" />,
        onClick: () => actor.send({ type: 'COMMIT' }),
        testId: 'sheet-commit',
      }}
      tableClassName={tableStyle}
      headCellClassName={cellStyle}
    />
  );
}

function ReportRow({ row }: { row: LiveClassSheetRow }) {
  const { t, i18n } = useTranslation();
  const formatNumber = useFormatNumber();
  const cell = `${cellStyle} ${top}`;
  const text = (value: string) => (value ? <bdi>{value}</bdi> : t('liveClassesBulk.report.empty'));
  return (
    <tr data-testid={`sheet-row-${row.row}`}>
      <th scope="row" className={cell}>
        {formatNumber(row.row)}
      </th>
      <td className={cell}>{text(row.title)}</td>
      <td className={cell}>{text(row.duration)}</td>
      <td className={cell}>
        <div>{text(row.startDate)}</div>
        {row.startsAt && (
          <div className={hint} data-testid={`sheet-row-${row.row}-local`}>
            {t('liveClassesBulk.report.yourTime', {
              time: formatStart(row.startsAt, i18n.language),
            })}
          </div>
        )}
      </td>
      <td className={cell}>
        {row.errors.length === 0 ? (
          <span className={good}>{t('liveClassesBulk.report.ok')}</span>
        ) : (
          <RowErrors
            problems={row.errors.map((error) => ({
              key: `${error.column}-${error.code}`,
              column: t('liveClassesBulk.report.column', {
                column: t(`liveClassesBulk.columnNames.${error.column}`),
              }),
              text: rowErrorText(error),
            }))}
          />
        )}
      </td>
    </tr>
  );
}

/** Step 3: what was written; a replayed commit says nothing was created twice. */
export function DoneStep({ actor, onClose }: { actor: LiveClassBulkActor; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useSelector(actor, (s) => s.context.result);
  if (!result) return null;
  return (
    <BulkDoneStep
      testIdPrefix="sheet"
      written={t('liveClassesBulk.done.created', { count: result.createdCount })}
      skipped={t('liveClassesBulk.done.skipped', { count: result.skippedCount })}
      next={result.createdCount > 0 && <p className={hint}>{t('liveClassesBulk.done.next')}</p>}
      replayed={result.replayed ? messageText(LIVE_CLASS_BULK_MESSAGES.replayed) : null}
      again={{
        label: t('liveClassesBulk.done.again'),
        onClick: () => actor.send({ type: 'RESTART' }),
      }}
      close={{ label: t('liveClassesBulk.done.close'), onClick: onClose, testId: 'sheet-close' }}
    />
  );
}
