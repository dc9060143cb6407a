import { useSelector } from '@xstate/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INVITATION_FILE } from '../../../../contract/invitation-constants';
import { LIVE_CLASS_LIMITS, LIVE_CLASS_SHEET_COLUMNS } from '../../../../contract/live-classes';
import { SHEET_START_EXAMPLE, SHEET_TIME_ZONE } from '../../../../contract/live-classes-bulk';
import { css } from '../../../../styled-system/css';
import { button } from '../../../ui/buttons';
import { BulkPickStep } from '../../../ui/bulk-upload/pick-step';
import { saveBlob } from '../../../ui/save-file';
import type { LiveClassBulkActor } from './bulk-logic';
import { FailureAlert } from './failure-alert';
import { messageText } from './messages';
import { hint, row } from '../../../ui/wizard/styles';
import { templateCsv, TEMPLATE_FILE_NAME } from './template';
import { formatFileSize } from '../../../i18n/format-number';

const MAX_MB = INVITATION_FILE.maxBytes / (1024 * 1024);

/** Step 1: what the sheet holds, its template, the file (checked here first) and refusals. */
export function PickStep({ actor }: { actor: LiveClassBulkActor }) {
  const { t, i18n } = useTranslation();
  const { file, fileError, error } = useSelector(actor, (s) => s.context);
  return (
    <BulkPickStep
      idPrefix="sheet"
      testIdPrefix="sheet"
      header={
        <>
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
        </>
      }
      accept={INVITATION_FILE.extensions.join(',')}
      fileLabel={t('liveClassesBulk.fileLabel')}
      chosen={
        file
          ? t('liveClassesBulk.chosen', {
              name: file.name,
              size: formatFileSize(file.size, i18n.language),
            })
          : null
      }
      fileRules={t('liveClassesBulk.fileRules', {
        formats: INVITATION_FILE.extensions.join(', '),
        mb: MAX_MB,
        rows: INVITATION_FILE.maxRows,
      })}
      checkLabel={t('liveClassesBulk.check')}
      fileError={fileError && messageText(fileError)}
      failure={error && <FailureAlert failure={error} />}
      canCheck={Boolean(file)}
      onPick={(picked) => actor.send({ type: 'PICK', file: picked })}
      onDryRun={() => actor.send({ type: 'DRY_RUN' })}
    />
  );
}
