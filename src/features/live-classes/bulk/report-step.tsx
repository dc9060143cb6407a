import { useSelector } from '@xstate/react';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  LIVE_CLASS_BULK_MESSAGES,
  type LiveClassSheetRow,
} from '../../../../contract/live-classes-bulk';
import { css } from '../../../../styled-system/css';
import { useFormatNumber } from '../../../i18n/format-number';
import { cellStyle, TableScroller, tableStyle } from '../../../ui/table';
import { DryRunCounts, RowErrors, StepButtons } from '../../../ui/wizard/report-parts';
import { good, hint, stack } from '../../../ui/wizard/styles';
import { formatStart } from '../shared/live-class-time';
import type { LiveClassBulkActor } from './bulk-logic';
import { FailureAlert } from './failure-alert';
import { messageText, rowErrorText } from './messages';

const scroller = css({ maxBlockSize: '80', overflowY: 'auto' });
const top = css({ verticalAlign: 'top' });
const COLUMNS = ['row', 'title', 'duration', 'start', 'result'] as const;

/** Step 2: what the dry run found, before anything is written; then the commit. */
export function ReportStep({ actor }: { actor: LiveClassBulkActor }) {
  const { t } = useTranslation();
  const { report, error } = useSelector(actor, (s) => s.context);
  const committing = useSelector(actor, (s) => s.matches('committing'));
  if (!report) return null;
  const figures = (
    [
      ['total', report.totalRows],
      ['valid', report.validRows],
      ['invalid', report.invalidRows],
    ] as const
  ).map(([name, value]) => ({ name, label: t(`liveClassesBulk.report.${name}`), value }));
  const listedValid = report.rows.filter((row) => row.errors.length === 0).length;
  return (
    <div className={stack}>
      <DryRunCounts figures={figures} testId="sheet-count" />
      <p className={hint}>{t('liveClassesBulk.report.zone', { zone: report.timeZone })}</p>
      {report.rows.length > 0 && (
        <TableScroller label={t('liveClassesBulk.report.caption')} className={scroller}>
          <table className={tableStyle} data-testid="sheet-report">
            <caption className={css({ srOnly: true })}>
              {t('liveClassesBulk.report.caption')}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={cellStyle}>
                    {t(`liveClassesBulk.report.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <ReportRow key={row.row} row={row} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {report.validRows > listedValid && (
        <p className={hint}>{t('liveClassesBulk.report.previewOnly')}</p>
      )}
      {error && <FailureAlert failure={error} />}
      <StepButtons
        back={{
          label: t('liveClassesBulk.back'),
          disabled: committing,
          onClick: () => actor.send({ type: 'BACK' }),
        }}
        next={{
          label: committing
            ? t('liveClassesBulk.creating')
            : t('liveClassesBulk.commit', { count: report.validRows }),
          disabled: committing || report.validRows === 0,
          busy: committing,
          icon: <CalendarPlus size={16} aria-hidden="true" />,
          onClick: () => actor.send({ type: 'COMMIT' }),
          testId: 'sheet-commit',
        }}
      />
    </div>
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
    <div className={stack} data-testid="sheet-done">
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium' })}>
        <CheckCircle2 size={20} aria-hidden="true" className={good} />
        {t('liveClassesBulk.done.created', { count: result.createdCount })}
      </p>
      <p>{t('liveClassesBulk.done.skipped', { count: result.skippedCount })}</p>
      {result.createdCount > 0 && <p className={hint}>{t('liveClassesBulk.done.next')}</p>}
      {result.replayed && (
        <p role="status" className={hint} data-testid="sheet-replayed">
          {messageText(LIVE_CLASS_BULK_MESSAGES.replayed)}
        </p>
      )}
      <StepButtons
        back={{
          label: t('liveClassesBulk.done.again'),
          onClick: () => actor.send({ type: 'RESTART' }),
        }}
        next={{ label: t('liveClassesBulk.done.close'), onClick: onClose, testId: 'sheet-close' }}
      />
    </div>
  );
}
