import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Import, RollbackRow } from '../../../contract/imports';
import { toApiFailure } from '../../api/api-failure';
import {
  refreshAfterRollback,
  rollBackImport,
  useRollbackPreview,
  type ImportSource,
} from '../../api/imports';
import { formatMoment } from '../../i18n/format-date';
import { css } from '../../../styled-system/css';
import { button } from '../buttons';
import { LoadFailure } from '../load-failure';
import { Modal } from '../modal';
import { mutedStyle } from '../page-styles';
import { Spinner } from '../spinner';
import { cellStyle, tableStyle, TableScroller } from '../table';
import { notify } from '../toast';
import { WriteButton } from '../viewing-as';

/** Rows drawn at most: the kept ones come first, the rest is counted. */
const SHOWN_ROWS = 200;

const scroller = css({ maxBlockSize: '80', overflowY: 'auto' });
const keptStyle = css({ color: 'amber.800', fontWeight: 'medium' });

export interface RollbackDialogProps {
  source: ImportSource;
  target: Import;
  onClose: () => void;
}

/**
 * A rollback, said before it is done: every row the import created and what will happen to it
 * (kept ones first, with why), then one confirmed action; the toast says what it did.
 */
export function RollbackDialog({ source, target, onClose }: RollbackDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const preview = useRollbackPreview(source, target.id);
  const [running, setRunning] = useState(false);
  const name = target.fileName ?? t('imports.typedRows');
  const nothing = preview.data?.undoneCount === 0;

  async function run() {
    setRunning(true);
    try {
      const { message } = await rollBackImport(source, target.id);
      notify('success', message);
      onClose();
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
      setRunning(false);
    } finally {
      await refreshAfterRollback(client);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('imports.rollback.title', { name })}
      size="md"
      closable={!running}
      testId="rollback-dialog"
      footer={
        <>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={running}
            onClick={onClose}
          >
            {t('imports.rollback.keep')}
          </button>
          <WriteButton label={t('imports.rollback.confirm')} testId="rollback-confirm">
            <button
              type="button"
              className={button({ variant: 'danger' })}
              data-tone="danger"
              disabled={running || !preview.data || nothing}
              aria-busy={running}
              onClick={() => void run()}
            >
              {t('imports.rollback.confirm')}
            </button>
          </WriteButton>
        </>
      }
    >
      {preview.isPending && <Spinner label={t('imports.rollback.checking')} />}
      {preview.isError && (
        <LoadFailure
          error={preview.error}
          onRetry={() => preview.refetch()}
          retryLabel={t('imports.retry')}
        />
      )}
      {preview.data && (
        <>
          <p data-testid="rollback-summary">
            {nothing
              ? t('imports.rollback.nothing')
              : t(`imports.rollback.summary.${source.of}`, {
                  undone: preview.data.undoneCount,
                  kept: preview.data.keptCount,
                })}
          </p>
          <TableScroller label={t('imports.rollback.rows')} className={scroller}>
            <table className={tableStyle}>
              <thead>
                <tr>
                  <th className={cellStyle}>{t(`imports.rollback.item.${source.of}`)}</th>
                  <th className={cellStyle}>{t('imports.rollback.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.data.rows.slice(0, SHOWN_ROWS).map((row) => (
                  <OutcomeRow key={row.id} row={row} source={source} />
                ))}
              </tbody>
            </table>
          </TableScroller>
          {preview.data.rows.length > SHOWN_ROWS && (
            <p className={mutedStyle}>
              {t('imports.rollback.more', { count: preview.data.rows.length - SHOWN_ROWS })}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}

function OutcomeRow({ row, source }: { row: RollbackRow; source: ImportSource }) {
  const { t, i18n } = useTranslation();
  const detail =
    row.detail === null
      ? null
      : source.of === 'liveClasses'
        ? formatMoment(row.detail, i18n.language)
        : row.detail;
  return (
    <tr data-testid={`rollback-row-${row.outcome}`}>
      <td className={cellStyle}>
        <bdi>{row.label}</bdi>
        {detail && source.of === 'liveClasses' && <div className={mutedStyle}>{detail}</div>}
      </td>
      <td className={cellStyle}>
        <span className={row.outcome === 'keep' ? keptStyle : undefined}>
          {t(`imports.outcome.${row.outcome}`)}
        </span>
        <div className={mutedStyle}>
          {detail && source.of === 'invitations'
            ? t('imports.reason.acceptedBy', { name: detail })
            : t(`imports.reason.${row.reason}`)}
        </div>
      </td>
    </tr>
  );
}
