import { useSelector } from '@xstate/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVITATION_FILE } from '../../../../contract/invitation-constants';
import { LIVE_CLASS_LIMITS, LIVE_CLASS_SHEET_COLUMNS } from '../../../../contract/live-classes';
import { SHEET_START_EXAMPLE, SHEET_TIME_ZONE } from '../../../../contract/live-classes-bulk';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { saveBlob } from '../../../ui/save-file';
import type { LiveClassBulkActor } from './bulk-logic';
import { FailureAlert } from './failure-alert';
import { messageText } from './messages';
import { footer, hint, row, stack } from '../../../ui/wizard/styles';
import { templateCsv, TEMPLATE_FILE_NAME } from './template';
import { formatFileSize } from '../../../i18n/format-number';

const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const MAX_MB = INVITATION_FILE.maxBytes / (1024 * 1024);

/** Step 1: what the sheet holds, its template, the file (checked here first) and refusals. */
export function PickStep({ actor }: { actor: LiveClassBulkActor }) {
  const { t, i18n } = useTranslation();
  const { file, fileError, error } = useSelector(actor, (s) => s.context);
  const describedBy = ['sheet-file-hint', fileError && 'sheet-file-error']
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'DRY_RUN' });
      }}
    >
      <p>{t('liveClassesBulk.intro')}</p>
      <div className={row}>
        <div className={css({ flex: '1', minInlineSize: '60' })}>
          <p className={hint} data-testid="sheet-columns">
            {t('liveClassesBulk.columns', { columns: LIVE_CLASS_SHEET_COLUMNS.join(', ') })}
          </p>
          <p className={hint}>
            {t('liveClassesBulk.format', {
              min: LIVE_CLASS_LIMITS.durationMin,
              max: LIVE_CLASS_LIMITS.durationMax,
              example: SHEET_START_EXAMPLE,
              zone: SHEET_TIME_ZONE,
            })}
          </p>
        </div>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => saveBlob(templateCsv(), TEMPLATE_FILE_NAME)}
          data-testid="sheet-template"
        >
          <Download size={16} aria-hidden="true" />
          {t('liveClassesBulk.template')}
        </button>
      </div>
      <div className={field}>
        <label htmlFor="sheet-file" className={label}>
          {t('liveClassesBulk.fileLabel')}
        </label>
        <FileInput
          id="sheet-file"
          accept={INVITATION_FILE.extensions.join(',')}
          chosen={
            file
              ? t('liveClassesBulk.chosen', {
                  name: file.name,
                  size: formatFileSize(file.size, i18n.language),
                })
              : null
          }
          invalid={Boolean(fileError)}
          describedBy={describedBy}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) actor.send({ type: 'PICK', file: picked });
          }}
        />
        <span id="sheet-file-hint" className={hint}>
          {t('liveClassesBulk.fileRules', {
            formats: INVITATION_FILE.extensions.join(', '),
            mb: MAX_MB,
            rows: INVITATION_FILE.maxRows,
          })}
        </span>
      </div>
      {fileError && (
        <p id="sheet-file-error" role="alert" className={alertStyle} data-testid="sheet-file-error">
          {messageText(fileError)}
        </p>
      )}
      {error && <FailureAlert failure={error} />}
      <div className={footer}>
        <button
          type="submit"
          className={button({ variant: 'primary' })}
          disabled={!file}
          data-testid="sheet-dry-run"
        >
          {t('liveClassesBulk.check')}
        </button>
      </div>
    </form>
  );
}
