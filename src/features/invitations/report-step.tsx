import { useSelector } from '@xstate/react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES } from '../../../contract/invitation-constants';
import type { InvitationRow } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { useFormatNumber } from '../../i18n/format-number';
import { BulkDoneStep } from '../../ui/bulk-upload/done-step';
import { BulkReportStep } from '../../ui/bulk-upload/report-step';
import { RowErrors } from '../../ui/wizard/report-parts';
import { good } from '../../ui/wizard/styles';
import type { BulkInviteActor } from './bulk-invite-logic';
import { FailureAlert } from './failure-alert';
import { messageText, rowErrorText } from './messages';

const table = css({ inlineSize: 'full', borderCollapse: 'collapse' });
const cell = css({
  paddingBlock: '1.5',
  paddingInline: '2',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const FIGURES = ['total', 'valid', 'invalid'] as const;
const COLUMNS = ['row', 'email', 'result'] as const;

/** Step 3: what the dry run found, before anything is written; then the commit. */
export function ReportStep({ actor }: { actor: BulkInviteActor }) {
  const { t } = useTranslation();
  const { report, error } = useSelector(actor, (s) => s.context);
  const committing = useSelector(actor, (s) => s.matches('committing'));
  if (!report) return null;
  const values = { total: report.totalRows, valid: report.validRows, invalid: report.invalidRows };
  return (
    <BulkReportStep
      testIdPrefix="wizard"
      figures={FIGURES.map((name) => ({
        name,
        label: t(`invitations.report.${name}`),
        value: values[name],
      }))}
      caption={t('invitations.report.caption')}
      columns={COLUMNS.map((column) => t(`invitations.report.columns.${column}`))}
      rows={report.rows}
      renderRow={(row) => <ReportRow key={row.row} row={row} />}
      validRows={report.validRows}
      previewOnly={t('invitations.report.previewOnly')}
      failure={error && <FailureAlert failure={error} />}
      back={{
        label: t('invitations.wizard.back'),
        disabled: committing,
        onClick: () => actor.send({ type: 'BACK' }),
      }}
      commit={{
        label: committing
          ? t('invitations.wizard.sending')
          : t('invitations.wizard.commit', { count: report.validRows }),
        disabled: committing || report.validRows === 0,
        busy: committing,
        icon: <Send size={16} aria-hidden="true" />,
        onClick: () => actor.send({ type: 'COMMIT' }),
        testId: 'wizard-commit',
      }}
      tableClassName={table}
      headCellClassName={cell}
    />
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
    <BulkDoneStep
      testIdPrefix="wizard"
      written={t('invitations.done.invited', { count: result.invitedCount })}
      skipped={t('invitations.done.skipped', { count: result.skippedCount })}
      // What follows: the invitations themselves, in the list the wizard closes onto.
      next={result.invitedCount > 0 && <p>{t('invitations.done.next')}</p>}
      replayed={result.replayed ? messageText(INVITATION_MESSAGES.replayed) : null}
      again={{ label: t('invitations.done.again'), onClick: () => actor.send({ type: 'RESTART' }) }}
      close={{
        label: t(result.invitedCount > 0 ? 'invitations.done.seeThem' : 'invitations.done.close'),
        onClick: onClose,
        testId: 'wizard-close',
      }}
    />
  );
}
