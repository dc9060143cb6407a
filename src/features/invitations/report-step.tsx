import { useSelector } from '@xstate/react';
import { CheckCircle2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES } from '../../../contract/invitation-constants';
import type { InvitationRow } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { useFormatNumber } from '../../i18n/format-number';
import { TableScroller } from '../../ui/table';
import { DryRunCounts, RowErrors, StepButtons } from '../../ui/wizard/report-parts';
import { good, hint, stack } from '../../ui/wizard/styles';
import type { BulkInviteActor } from './bulk-invite-logic';
import { FailureAlert } from './failure-alert';
import { messageText, rowErrorText } from './messages';

const table = css({ inlineSize: 'full', borderCollapse: 'collapse' });
const scroller = css({ overflowY: 'auto', maxBlockSize: '80' });
const cell = css({
  paddingBlock: '1.5',
  paddingInline: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});

/** Step 3: what the dry run found, before anything is written; then the commit. */
export function ReportStep({ actor }: { actor: BulkInviteActor }) {
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
  ).map(([name, value]) => ({ name, label: t(`invitations.report.${name}`), value }));
  return (
    <div className={stack}>
      <DryRunCounts figures={figures} testId="wizard-count" />
      {report.rows.length > 0 && (
        <TableScroller label={t('invitations.report.caption')} className={scroller}>
          <table className={table} data-testid="wizard-report">
            <caption className={css({ srOnly: true })}>{t('invitations.report.caption')}</caption>
            <thead>
              <tr>
                {(['row', 'email', 'result'] as const).map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {t(`invitations.report.columns.${column}`)}
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
      {report.validRows > report.rows.filter((row) => row.errors.length === 0).length && (
        <p className={hint}>{t('invitations.report.previewOnly')}</p>
      )}
      {error && <FailureAlert failure={error} />}
      <StepButtons
        back={{
          label: t('invitations.wizard.back'),
          disabled: committing,
          onClick: () => actor.send({ type: 'BACK' }),
        }}
        next={{
          label: committing
            ? t('invitations.wizard.sending')
            : t('invitations.wizard.commit', { count: report.validRows }),
          disabled: committing || report.validRows === 0,
          busy: committing,
          icon: <Send size={16} aria-hidden="true" />,
          onClick: () => actor.send({ type: 'COMMIT' }),
          testId: 'wizard-commit',
        }}
      />
    </div>
  );
}

function ReportRow({ row }: { row: InvitationRow }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  return (
    <tr data-testid={`wizard-row-${row.row}`}>
      <th scope="row" className={cell}>
        {formatNumber(row.row)}
      </th>
      <td className={cell}>
        <bdi>{row.email || t('invitations.none')}</bdi>
      </td>
      <td className={cell}>
        {row.errors.length === 0 ? (
          <span className={good}>{t('invitations.report.ok')}</span>
        ) : (
          <RowErrors
            problems={row.errors.map((error) => ({
              key: `${error.column}-${error.code}`,
              column: t('invitations.report.column', { column: error.column }),
              text: rowErrorText(error),
            }))}
          />
        )}
      </td>
    </tr>
  );
}

/** Step 4: what was written; a replayed commit says nothing was sent twice. */
export function DoneStep({ actor, onClose }: { actor: BulkInviteActor; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useSelector(actor, (s) => s.context.result);
  if (!result) return null;
  return (
    <div className={stack} data-testid="wizard-done">
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium' })}>
        <CheckCircle2 size={20} aria-hidden="true" className={good} />
        {t('invitations.done.invited', { count: result.invitedCount })}
      </p>
      <p>{t('invitations.done.skipped', { count: result.skippedCount })}</p>
      {result.replayed && (
        <p role="status" className={hint} data-testid="wizard-replayed">
          {messageText(INVITATION_MESSAGES.replayed)}
        </p>
      )}
      <StepButtons
        back={{
          label: t('invitations.done.again'),
          onClick: () => actor.send({ type: 'RESTART' }),
        }}
        next={{ label: t('invitations.done.close'), onClick: onClose, testId: 'wizard-close' }}
      />
    </div>
  );
}
