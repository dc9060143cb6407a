import { useSelector } from '@xstate/react';
import { CheckCircle2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVITATION_MESSAGES, type InvitationRow } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { useFormatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import { TableScroller } from '../../ui/table';
import type { BulkInviteActor } from './bulk-invite-logic';
import { FailureAlert } from './failure-alert';
import { messageText, rowErrorText } from './messages';
import { footer, hint, stack } from './wizard-styles';

const counts = css({ display: 'flex', gap: '6', flexWrap: 'wrap' });
const count = css({ display: 'flex', flexDirection: 'column' });
const figure = css({ fontSize: '2xl', fontWeight: 'bold' });
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
const bad = css({ color: 'red.800' });
const good = css({ color: 'green.800' });
const list = css({ listStyle: 'none', padding: '0', margin: '0' });

/** Step 3: what the dry run found, before anything is written; then the commit. */
export function ReportStep({ actor }: { actor: BulkInviteActor }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { report, error } = useSelector(actor, (s) => s.context);
  const committing = useSelector(actor, (s) => s.matches('committing'));
  if (!report) return null;
  const figures = [
    ['total', report.totalRows],
    ['valid', report.validRows],
    ['invalid', report.invalidRows],
  ] as const;
  return (
    <div className={stack}>
      <dl className={counts} data-testid="wizard-counts">
        {figures.map(([name, value]) => (
          <div key={name} className={count}>
            <dt className={hint}>{t(`invitations.report.${name}`)}</dt>
            <dd className={figure} data-testid={`wizard-count-${name}`}>
              {formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
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
      <div className={footer}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={committing}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {t('invitations.wizard.back')}
        </button>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          disabled={committing || report.validRows === 0}
          aria-busy={committing}
          onClick={() => actor.send({ type: 'COMMIT' })}
          data-testid="wizard-commit"
        >
          <Send size={16} aria-hidden="true" />
          {committing
            ? t('invitations.wizard.sending')
            : t('invitations.wizard.commit', { count: report.validRows })}
        </button>
      </div>
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
          <ul className={list}>
            {row.errors.map((error) => (
              <li key={`${error.column}-${error.code}`} className={bad}>
                <strong>{t(`invitations.report.column`, { column: error.column })}</strong>{' '}
                {rowErrorText(error)}
              </li>
            ))}
          </ul>
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
      <div className={footer}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => actor.send({ type: 'RESTART' })}
        >
          {t('invitations.done.again')}
        </button>
        <button
          type="button"
          className={button({ variant: 'primary' })}
          onClick={onClose}
          data-testid="wizard-close"
        >
          {t('invitations.done.close')}
        </button>
      </div>
    </div>
  );
}
